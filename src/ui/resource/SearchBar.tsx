/** The list's search bar, generated from the definition's searchable fields, with 搜索 and 重置. */
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import type { ResourceDef } from '@/domain/resource';
import { optionsOf, searchFields, toFilters } from './fields';
import { RefSelect } from './RefSelect';

export interface SearchBarProps {
  def: ResourceDef;
  /** The `search.*` parameters of the submitted values. */
  onSearch: (filters: Record<string, string>) => void;
  /** Called after the inputs are cleared (the list goes back to no filters). */
  onReset: () => void;
  /** Fields not offered (e.g. one a layout variable already filters). */
  hide?: readonly string[];
}

export const SEARCH_TEXT = { search: '搜索', reset: '重置', placeholder: '请输入', select: '请选择' } as const;

export function SearchBar({ def, onSearch, onReset, hide }: SearchBarProps) {
  const [form] = Form.useForm();
  const fields = useMemo(() => searchFields(def).filter((f) => !hide?.includes(f.name)), [def, hide]);
  if (!fields.length) return null;
  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      aria-label={`${def.title}查询`}
      onFinish={(values: Record<string, unknown>) => onSearch(toFilters(fields, values))}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      {fields.map(({ name, field, kind }) => (
        <Form.Item key={name} name={name} label={field.label}>
          {kind === 'range' ? (
            <DatePicker.RangePicker aria-label={field.label} />
          ) : kind === 'ref' ? (
            <RefSelect field={field} width={180} />
          ) : kind === 'eq' ? (
            <Select
              aria-label={field.label}
              allowClear
              placeholder={SEARCH_TEXT.select}
              style={{ width: 140 }}
              options={optionsOf(field).map((o) => ({ value: o.value, label: o.label }))}
            />
          ) : (
            <Input aria-label={field.label} allowClear placeholder={`${SEARCH_TEXT.placeholder}${field.label}`} style={{ width: 180 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {SEARCH_TEXT.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {SEARCH_TEXT.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
