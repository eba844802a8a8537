/**
 * The schema-driven table (pure): columns from the definition, the spec's table config (border,
 * stripe) and pagination (sizes 10…500, total, sizes, jumper), row selection for batch actions,
 * and a trailing 操作 column whose content the caller renders (permission-checked there). Codes show
 * their labels; a status shows as a coloured tag (src/domain/workflows toneOf). With `treeParent`
 * the rows (all of them) show as a tree by that parent field: nested, collapsed, unpaged.
 */
import { Image, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, type Key, type ReactNode } from 'react';
import { fileTokens, refTokens, type FieldDef, type ResourceDef } from '@/domain/resource';
import { PAGE_SIZES } from '@/domain/resources';
import { toneOf } from '@/domain/workflows';
import { useCellLookups, type CellLookups } from './cellLookups';
import { columnFields, displayValue, type Row } from './fields';
import { tokenFile } from './FileFieldInput';
import { buildTree } from './tree';

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
  /** Whether a row may be selected (default: every row); one that may not shows a disabled box. */
  selectable?: (row: Row) => boolean;
  /** The row's actions; omit for no 操作 column. */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** A click on a row (master-detail: the row becomes the selection). */
  onRowClick?: (row: Row) => void;
  /** Id of the highlighted (selected) row. */
  activeId?: string | number | null;
  /** `data` holds every row: nest them by this parent field (expand/collapse) and do not page. */
  treeParent?: string;
}

export const TABLE_TEXT = { actions: '操作', total: (n: number) => `共 ${n} 条` } as const;

const DEFAULT_WIDTH = 160;
/** antd's row-selection column. */
const SELECTION_WIDTH = 48;

/** Between the labels of a multiple ref's cell (as the server's own label fields join them). */
export const MULTI_REF_SEPARATOR = '；';

/** A cell of a file, image or ref column; anything else as displayValue shows it. */
export function renderCell(name: string, field: FieldDef, value: unknown, row: Row, lookups: CellLookups): ReactNode {
  if (field.type === 'file' || field.type === 'image') {
    const byUrl = field.upload?.store === 'url';
    const files = fileTokens(value).map((t) => (!byUrl && lookups.files[t]) || tokenFile(t, byUrl));
    if (!files.length) return '';
    if (field.type === 'image')
      return (
        <Image.PreviewGroup>
          <Space size={4}>
            {files.map((f) => (
              <Image key={f.id} src={f.url} alt={f.name} width={32} height={32} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      );
    return (
      <Space size={8} wrap>
        {files.map((f) => (
          <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
        ))}
      </Space>
    );
  }
  // A reference of 0 is the usual "none" of tree roots (pid 0): shown as empty, not as a number.
  if (field.ref && value !== null && value !== undefined && value !== 0) {
    const shown = field.ref.display ? row[field.ref.display] : undefined;
    if (shown !== null && shown !== undefined && shown !== '') return String(shown);
    const labels = lookups.labels[name];
    if (field.ref.multiple) return refTokens(value).map((v) => labels?.[v] ?? v).join(MULTI_REF_SEPARATOR);
    return labels?.[String(value)] ?? String(value);
  }
  if (field.ref) return '';
  const tone = field.codes && !field.multipleCodes ? toneOf(field.codes, value) : undefined;
  if (tone) return <Tag color={tone}>{displayValue(field, value)}</Tag>;
  return displayValue(field, value);
}

export function ResourceTable({ def, data, pn, size, fetching, onPageChange, selected, onSelect, selectable, rowActions, actionsWidth = 220, onRowClick, activeId, treeParent }: ResourceTableProps) {
  // Lookups read the flat rows: nested ones would hide the children's values.
  const lookups = useCellLookups(def, data.content);
  const rows = useMemo(() => (treeParent ? buildTree(data.content, treeParent) : (data.content as Row[])), [data.content, treeParent]);
  const columns = useMemo<TableColumnsType<Row>>(() => {
    const cols: TableColumnsType<Row> = columnFields(def).map(([name, field]) => ({
      key: name,
      dataIndex: name,
      title: field.label,
      width: (field.column && field.column.width) || (field.type === 'datetime' ? 180 : DEFAULT_WIDTH),
      ellipsis: true,
      render: (v: unknown, row: Row) => renderCell(name, field, v, row, lookups),
    }));
    if (rowActions) cols.push({ key: '__actions', title: TABLE_TEXT.actions, width: actionsWidth, fixed: 'right', render: (_: unknown, row: Row) => rowActions(row) });
    return cols;
  }, [def, rowActions, actionsWidth, lookups]);
  // The table as wide as its columns say: wider than its box it scrolls, with 操作 kept in view at the
  // right edge over a shadow; a text longer than its column ends in … (the whole of it on hover)
  // instead of widening the column until 操作 covers the last one.
  const width = columns.reduce((n, c) => n + (typeof c.width === 'number' ? c.width : DEFAULT_WIDTH), onSelect ? SELECTION_WIDTH : 0);

  return (
    <Table<Row>
      className="zp-resource-table"
      rowKey={(r) => String(r.id)}
      columns={columns}
      dataSource={rows}
      bordered
      // The spec's table config: border and stripe on (antd has no stripe prop: alternate row class).
      rowClassName={(r, i) => [i % 2 === 1 ? 'zp-row-stripe' : '', activeId !== null && activeId !== undefined && String(r.id) === String(activeId) ? 'zp-row-active' : ''].filter(Boolean).join(' ')}
      onRow={onRowClick ? (r) => ({ onClick: () => onRowClick(r), style: { cursor: 'pointer' }, 'aria-selected': activeId !== null && activeId !== undefined && String(r.id) === String(activeId) }) : undefined}
      loading={fetching}
      size="middle"
      scroll={{ x: width }}
      // The toggle (and so the indent) in the name column. rc-table counts the selection column,
      // and antd takes one off a non-zero index when there is one: data column d is d + 2 then.
      expandable={treeParent ? { expandIconColumnIndex: Math.max(0, columns.findIndex((c) => c.key === def.tree?.labelField)) + (onSelect ? 2 : 0) } : undefined}
      // checkStrictly (antd's default): selecting a parent does not select its children.
      rowSelection={onSelect ? { selectedRowKeys: selected as Key[], onChange: (keys) => onSelect(keys), getCheckboxProps: selectable ? (r) => ({ disabled: !selectable(r) }) : undefined } : undefined}
      pagination={
        treeParent
          ? false
          : {
              current: pn,
              pageSize: size,
              total: data.totalElements,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: TABLE_TEXT.total,
              onChange: onPageChange,
            }
      }
    />
  );
}

/** The stripe colour of alternate rows (antd 6 has no `stripe`; a scoped rule gives it). */
export const STRIPE_CSS =
  '.zp-resource-table .zp-row-stripe > td { background: #fafafa; } .zp-resource-table .zp-row-active > td, .zp-resource-table .zp-row-active:hover > td { background: #e6f4ff !important; }';
