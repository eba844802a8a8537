/**
 * A child table inside a form (a `rows` field): a row per entry with a cell per field of the rows'
 * definition, each the form's own input for that field; 添加一行 and 删除. The value is the array of
 * rows; the field's rule (the domain's validateRecord) checks every row on submit.
 */
import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table } from 'antd';
import { ROWS_MAX, type FieldDef } from '@/domain/resource';
import type { Row } from './fields';
import type { FieldInputProps } from './FieldInput';

export const ROWS_TEXT = { add: '添加一行', remove: '删除', removeRow: (n: number) => `删除第${n}行`, empty: '暂无，请添加' } as const;

export interface RowsInputProps {
  name: string;
  field: FieldDef;
  value?: unknown;
  onChange?: (rows: Row[]) => void;
  /** The form's input for one cell (FieldInput, which renders this table for a rows field: passed in, not imported). */
  Cell: (props: FieldInputProps) => ReactNode;
}

const INDEX = '__row';

export function RowsInput({ name, field, value, onChange, Cell }: RowsInputProps) {
  const rows: Row[] = Array.isArray(value) ? value : [];
  const fields = Object.entries(field.rows?.fields ?? {}).filter(([, f]) => !f.readOnly);
  const setCell = (i: number, key: string, v: unknown) => onChange?.(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <div className="no-drag" aria-label={field.label} role="group">
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: ROWS_TEXT.empty }}
        rowKey={(r) => String(r[INDEX])}
        dataSource={rows.map((r, i) => ({ ...r, [INDEX]: i }))}
        columns={[
          ...fields.map(([key, f]) => ({
            key,
            title: f.required ? `* ${f.label}` : f.label,
            render: (_: unknown, r: Row) => {
              const i = r[INDEX] as number;
              // The table's error (naming row and field) shows under it; the cells do not all turn red.
              return (
                <Form.Item noStyle validateStatus="">
                  <Cell compact name={`${name}-${i}-${key}`} field={{ ...f, label: `第${i + 1}行 ${f.label}` }} value={r[key]} onChange={(v) => setCell(i, key, v)} />
                </Form.Item>
              );
            },
          })),
          {
            key: INDEX,
            width: 70,
            render: (_: unknown, r: Row) => (
              <Button type="link" danger aria-label={ROWS_TEXT.removeRow((r[INDEX] as number) + 1)} onClick={() => onChange?.(rows.filter((_, j) => j !== r[INDEX]))}>
                {ROWS_TEXT.remove}
              </Button>
            ),
          },
        ]}
      />
      <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} disabled={rows.length >= (field.max ?? ROWS_MAX)} onClick={() => onChange?.([...rows, {}])}>
        {ROWS_TEXT.add}
      </Button>
    </div>
  );
}
