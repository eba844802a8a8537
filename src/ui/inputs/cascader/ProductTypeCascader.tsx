/**
 * Product-type cascader (screens document §2; calls document §7.2): the category tree from the
 * `loader` prop (src/api/lookups.ts useProductTypeLoader), product type first. A node is a leaf
 * when `properties.leaf` says so; only leaves are picked unless `changeOnSelect`. A failed load
 * leaves the list empty and marks the field, so the form still renders.
 */
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import type { CategoryNode } from '@/domain/resources/category';

export interface ProductTypeOption {
  value: number;
  label: string;
  isLeaf: boolean;
  node: CategoryNode;
  children?: ProductTypeOption[];
}

export interface ProductTypeCascaderProps {
  loader: () => Promise<CategoryNode[]>;
  /** Ids from the product type down to the category. */
  value?: readonly number[];
  onChange?: (path: number[], leaf: CategoryNode | null) => void;
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** From the Form.Item around it: its label names the input. */
  id?: string;
  'aria-label'?: string;
}

export function toProductTypeOptions(nodes: readonly CategoryNode[]): ProductTypeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    isLeaf: n.properties.leaf,
    node: n,
    // A leaf gets no (empty) children list, or the cascader would open an empty column.
    children: !n.properties.leaf && n.children?.length ? toProductTypeOptions(n.children) : undefined,
  }));
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; options: ProductTypeOption[] };

export function ProductTypeCascader({ loader, value, onChange, changeOnSelect, placeholder = '请选择产品类型', disabled, id, 'aria-label': ariaLabel }: ProductTypeCascaderProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    loader().then(
      (nodes) => live && setLoad({ state: 'ready', options: toProductTypeOptions(nodes) }),
      // Shown in the field itself; the http client has already toasted the reason.
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [loader]);

  return (
    <Cascader<ProductTypeOption>
      options={load.state === 'ready' ? load.options : []}
      value={value ? [...value] : undefined}
      onChange={(path, nodes) => {
        const last = nodes?.[nodes.length - 1];
        onChange?.((path ?? []).map(Number), last?.node ?? null);
      }}
      changeOnSelect={changeOnSelect}
      placeholder={load.state === 'error' ? '产品类型加载失败' : placeholder}
      status={load.state === 'error' ? 'error' : undefined}
      loading={load.state === 'loading'}
      disabled={disabled}
      id={id}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      allowClear
      showSearch
      notFoundContent="暂无数据"
    />
  );
}
