/**
 * Area cascader (screens document §2; calls document §7.2): provinces first, each level loaded
 * when opened through the `loadChildren(pid)` prop (null = the top level). The 7-day cache and
 * the "logged, list left empty" failure rule live in the loader (src/api/lookups.ts
 * useAreaLoader), so this stays presentational. A saved value's path is loaded on mount so the
 * field shows names, not codes.
 */
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import type { AreaNode } from '@/domain/resources/area';

export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  level: number;
  children?: AreaOption[];
  loading?: boolean;
}

export interface AreaCascaderProps {
  loadChildren: (pid: string | null) => Promise<AreaNode[]>;
  /** Codes from the top level down, e.g. ['44', '4403', '440305']. */
  value?: readonly string[];
  onChange?: (path: string[], nodes: AreaOption[]) => void;
  /** Deepest level offered (1 province, 2 prefecture, 3 county); nodes at it are leaves. */
  maxLevel?: number;
  /** Allow picking a province or prefecture, not only the deepest level. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  /** The field's id (its form label points at it) and its name to assistive technology. */
  id?: string;
  'aria-label'?: string;
}

const toOption = (n: AreaNode, maxLevel: number): AreaOption => ({
  value: n.id,
  label: n.name,
  level: n.level,
  // Without the server's leaf flag (e.g. a /lst reply) only the level decides.
  isLeaf: n.level >= maxLevel || n.leaf === true,
});

/** Copies the tree with `children` set on the option at `path` (options are state: never mutated). */
function withChildren(options: AreaOption[], path: readonly string[], children: AreaOption[]): AreaOption[] {
  const [head, ...rest] = path;
  return options.map((o) => {
    if (o.value !== head) return o;
    if (rest.length === 0) return { ...o, loading: false, children, isLeaf: o.isLeaf || children.length === 0 };
    return { ...o, children: withChildren(o.children ?? [], rest, children) };
  });
}

/** The field's text when there is no area to choose. */
export const AREA_NONE = '暂无可选地区';

export function AreaCascader({ loadChildren, value, onChange, maxLevel = 3, changeOnSelect, placeholder = '请选择地区', disabled, style, id, 'aria-label': ariaLabel }: AreaCascaderProps) {
  const [options, setOptions] = useState<AreaOption[]>([]);
  const [loaded, setLoaded] = useState(false);
  // The initial value's path, as a string, so a new array with the same codes does not reload.
  const initialPath = (value ?? []).join(',');

  useEffect(() => {
    let live = true;
    void (async () => {
      let tree = (await loadChildren(null)).map((n) => toOption(n, maxLevel));
      const path = initialPath ? initialPath.split(',') : [];
      // Load each level of the saved value so its names show (the last code needs no children).
      for (let i = 0; i < path.length - 1; i++) {
        const kids = (await loadChildren(path[i])).map((n) => toOption(n, maxLevel));
        tree = withChildren(tree, path.slice(0, i + 1), kids);
      }
      if (live) {
        setOptions(tree);
        setLoaded(true);
      }
    })();
    return () => {
      live = false;
    };
    // Loaded once per loader and saved path; later selections load lazily.
  }, [loadChildren, maxLevel, initialPath]);

  const loadData = async (selected: AreaOption[]) => {
    const path = selected.map((o) => o.value);
    setOptions((prev) => markLoading(prev, path));
    const kids = (await loadChildren(path[path.length - 1])).map((n) => toOption(n, maxLevel));
    setOptions((prev) => withChildren(prev, path, kids));
  };

  // Nothing to choose from: said in the field, and no empty popup (an empty list has nothing to announce).
  const nothing = loaded && options.length === 0;
  return (
    <Cascader<AreaOption>
      id={id}
      open={nothing ? false : undefined}
      aria-label={ariaLabel}
      options={options}
      loadData={loadData}
      value={value ? [...value] : undefined}
      onChange={(path, nodes) => onChange?.((path ?? []).map(String), nodes ?? [])}
      changeOnSelect={changeOnSelect}
      placeholder={nothing ? AREA_NONE : placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      allowClear
      showSearch={false}
    />
  );
}

/** Shows antd's spinner on the option whose children are on their way. */
function markLoading(options: AreaOption[], path: readonly string[]): AreaOption[] {
  const [head, ...rest] = path;
  return options.map((o) => (o.value !== head ? o : rest.length === 0 ? { ...o, loading: true } : { ...o, children: markLoading(o.children ?? [], rest) }));
}
