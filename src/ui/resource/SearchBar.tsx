/**
 * The list's search bar, generated from the definition's searchable fields, with 搜索 and 重置.
 * The few filters people use most show at once (the definition's `searchMain`, else the first
 * four); 展开 shows the rest. Collapsed filters stay in the form (hidden, not removed), so one
 * set before collapsing still applies, and 展开 says how many are set.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '@/domain/resource';
import { optionsOf, searchFields, splitSearchFields, toFilters, type SearchField } from './fields';
import { RefSelect } from './RefSelect';
import '@/ui/dayjsLocale';

export interface SearchBarProps {
  def: ResourceDef;
  /** The `search.*` parameters of the submitted values. */
  onSearch: (filters: Record<string, string>) => void;
  /** Called after the inputs are cleared (the list goes back to no filters). */
  onReset: () => void;
  /** Fields not offered (e.g. one a layout variable already filters). */
  hide?: readonly string[];
}

export const SEARCH_TEXT = {
  search: '搜索',
  reset: '重置',
  placeholder: '请输入',
  select: '请选择',
  expand: (setCount: number) => (setCount ? `展开（已设${setCount}项）` : '展开'),
  collapse: '收起',
} as const;

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.every((x) => x === null || x === undefined));

/** One filter's control. Form.Item injects `value` and `onChange` (typed never: no caller passes them), passed on to the control. */
function FilterInput({ field, kind, ...control }: Pick<SearchField, 'field' | 'kind'> & { value?: never; onChange?: never }) {
  if (kind === 'range') return <DatePicker.RangePicker aria-label={field.label} {...control} />;
  if (kind === 'ref') return <RefSelect field={field} width={180} offers={false} {...control} />;
  if (kind === 'eq')
    return (
      <Select
        aria-label={field.label}
        allowClear
        placeholder={SEARCH_TEXT.select}
        style={{ width: 160 }}
        options={optionsOf(field).map((o) => ({ value: o.value, label: o.label }))}
        {...control}
      />
    );
  return <Input aria-label={field.label} allowClear placeholder={`${SEARCH_TEXT.placeholder}${field.label}`} style={{ width: 180 }} {...control} />;
}

export function SearchBar({ def, onSearch, onReset, hide }: SearchBarProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = useMemo(() => searchFields(def).filter((f) => !hide?.includes(f.name)), [def, hide]);
  const { main, more } = useMemo(() => splitSearchFields(def, fields), [def, fields]);
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  if (!fields.length) return null;
  const hiddenSet = expanded ? 0 : more.filter((f) => isSet(values?.[f.name])).length;
  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      aria-label={`${def.title}查询`}
      onFinish={(v: Record<string, unknown>) => onSearch(toFilters(fields, v))}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      {[...main, ...more].map(({ name, field, kind }) => (
        <Form.Item key={name} name={name} label={field.label} hidden={!expanded && !main.some((f) => f.name === name)}>
          <FilterInput field={field} kind={kind} />
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
          {more.length > 0 && (
            <Button type="link" aria-expanded={expanded} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end" onClick={() => setExpanded((e) => !e)}>
              {expanded ? SEARCH_TEXT.collapse : SEARCH_TEXT.expand(hiddenSet)}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
