/**
 * Enterprise-name autocomplete (screens document §5; calls document §7.2): typing searches
 * enterprises by name through the `search` prop after 600 ms of quiet (the bound fetcher asks for
 * page 1 of 50), the options show names, and the value is the picked enterprise's id and name.
 * Typing after a pick clears the value: free text is not an enterprise.
 */
import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const ENTERPRISE_DEBOUNCE_MS = 600;

export interface EnterpriseRef {
  readonly id: number;
  readonly name: string;
}

export interface EnterpriseAutocompleteProps {
  search: (name: string) => Promise<EnterpriseRef[]>;
  value?: EnterpriseRef | null;
  onChange?: (value: EnterpriseRef | null) => void;
  debounceMs?: number;
  placeholder?: string;
  disabled?: boolean;
  /** From the Form.Item around it: its label names the input. */
  id?: string;
  'aria-label'?: string;
}

export function EnterpriseAutocomplete({ search, value, onChange, debounceMs = ENTERPRISE_DEBOUNCE_MS, placeholder = '请输入企业名称', disabled, id, 'aria-label': ariaLabel }: EnterpriseAutocompleteProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [options, setOptions] = useState<EnterpriseRef[]>([]);
  const [searching, setSearching] = useState(false);
  // The name the list last answered for: 暂无数据 is said for it, not for a name still being typed.
  const [answered, setAnswered] = useState<string | null>(null);
  // Only the reply to the latest query may fill the list (an older, slower one is dropped).
  const latestQuery = useRef(0);
  const [query, setQuery] = useState<string | null>(null);

  // Follow a value set from outside (form reset, a record loaded for editing).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value?.name ?? '');
  }

  useEffect(() => {
    if (query === null) return;
    const name = query.trim();
    if (!name) return; // emptied in onSearch
    const ticket = ++latestQuery.current;
    const timer = setTimeout(() => {
      setSearching(true);
      search(name)
        .then(
          (found) => ticket === latestQuery.current && setOptions(found),
          () => ticket === latestQuery.current && setOptions([]),
        )
        .finally(() => {
          if (ticket !== latestQuery.current) return;
          setSearching(false);
          setAnswered(name);
        });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, search, debounceMs]);

  // Said under the field (a status), not in an empty popup list: antd's empty list is a listbox
  // without options, which assistive technology cannot make sense of.
  const note = searching ? '搜索中…' : answered !== null && answered === text.trim() && options.length === 0 ? '暂无数据' : null;
  return (
    <>
      <AutoComplete
        id={id}
        aria-label={ariaLabel}
        value={text}
        options={options.map((o) => ({ value: String(o.id), label: o.name }))}
        onSearch={(t) => {
          setText(t);
          setQuery(t);
          if (!t.trim()) setOptions([]);
          if (value) onChange?.(null);
        }}
        onSelect={(id: string) => {
          const picked = options.find((o) => String(o.id) === id);
          if (!picked) return;
          setText(picked.name);
          onChange?.({ id: picked.id, name: picked.name });
        }}
        placeholder={placeholder}
        disabled={disabled}
        allowClear
        onClear={() => onChange?.(null)}
        notFoundContent={null}
        style={{ width: '100%' }}
      />
      {note && (
        <div role="status" style={{ marginTop: 4, fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}>
          {note}
        </div>
      )}
    </>
  );
}
