/**
 * The schema-driven table (pure): columns from the definition, the spec's table config (border,
 * stripe) and pagination (sizes 10…500, total, sizes, jumper), row selection for batch actions,
 * and a trailing 操作 column whose content the caller renders (permission-checked there).
 */
import { Table, type TableColumnsType } from 'antd';
import { useMemo, type Key, type ReactNode } from 'react';
import type { ResourceDef } from '@/domain/resource';
import { PAGE_SIZES } from '@/domain/resources';
import { columnFields, displayValue, type Row } from './fields';

export interface PageData {
  readonly content: readonly Row[];
  readonly totalElements: number;
}

export interface ResourceTableProps {
  def: ResourceDef;
  data: PageData;
  /** 1-based page number and page size. */
  pn: number;
  size: number;
  /** Rows refetching behind the current ones (paging, searching). */
  fetching?: boolean;
  onPageChange: (pn: number, size: number) => void;
  /** Selected row ids; omit to hide the selection column. */
  selected?: readonly Key[];
  onSelect?: (ids: Key[]) => void;
  /** The row's actions; omit for no 操作 column. */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
}

export const TABLE_TEXT = { actions: '操作', total: (n: number) => `共 ${n} 条` } as const;

const DEFAULT_WIDTH = 160;

export function ResourceTable({ def, data, pn, size, fetching, onPageChange, selected, onSelect, rowActions, actionsWidth = 220 }: ResourceTableProps) {
  const columns = useMemo<TableColumnsType<Row>>(() => {
    const cols: TableColumnsType<Row> = columnFields(def).map(([name, field]) => ({
      key: name,
      dataIndex: name,
      title: field.label,
      width: (field.column && field.column.width) || (field.type === 'datetime' ? 180 : DEFAULT_WIDTH),
      ellipsis: true,
      render: (v: unknown) => displayValue(field, v),
    }));
    if (rowActions) cols.push({ key: '__actions', title: TABLE_TEXT.actions, width: actionsWidth, fixed: 'right', render: (_: unknown, row: Row) => rowActions(row) });
    return cols;
  }, [def, rowActions, actionsWidth]);

  return (
    <Table<Row>
      className="zp-resource-table"
      rowKey={(r) => String(r.id)}
      columns={columns}
      dataSource={data.content as Row[]}
      bordered
      // The spec's table config: border and stripe on (antd has no stripe prop: alternate row class).
      rowClassName={(_, i) => (i % 2 === 1 ? 'zp-row-stripe' : '')}
      loading={fetching}
      size="middle"
      scroll={{ x: 'max-content' }}
      rowSelection={onSelect ? { selectedRowKeys: selected as Key[], onChange: (keys) => onSelect(keys) } : undefined}
      pagination={{
        current: pn,
        pageSize: size,
        total: data.totalElements,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: TABLE_TEXT.total,
        onChange: onPageChange,
      }}
    />
  );
}

/** The stripe colour of alternate rows (antd 6 has no `stripe`; a scoped rule gives it). */
export const STRIPE_CSS = '.zp-resource-table .zp-row-stripe > td { background: #fafafa; }';
