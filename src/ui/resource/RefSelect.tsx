/**
 * The picker of a `ref` field: a searchable select over another resource's rows (through the
 * lookups the caller provides). With `filterBy`, the options follow other fields of the same form
 * (the departments of the chosen organisation). A `multiple` ref is a multi-select whose value
 * stays the comma-joined text the server stores ("3,7").
 */
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { refTokens, type FieldDef } from '@/domain/resource';
import { useResourceLookups, type RefOption } from './lookups';
import { OfferNote, offeredOptions, useFieldOffer } from './offer';

export interface RefSelectProps {
  id?: string;
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  /** Width of the select (the search bar's is narrower). */
  width?: number | string;
  /** Follow the field's `offer` (forms; a search bar lists everything). Default true. */
  offers?: boolean;
}

const NO_OPTIONS: readonly RefOption[] = [];

/** The search.* parameters of a ref's filterBy from the form's values (empty values filter nothing). */
export function refParams(filterBy: Readonly<Record<string, string>> | undefined, values: Readonly<Record<string, unknown>> | undefined, where?: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [param, v] of Object.entries(where ?? {})) out[`search.${param}`] = v;
  for (const [param, from] of Object.entries(filterBy ?? {})) {
    const v = values?.[from];
    if (v !== undefined && v !== null && v !== '') out[`search.${param}_eq`] = String(v);
  }
  return out;
}

type OptionValue = string | number;

/** A multiple ref's text -> the picked option values (the options' own value type once they are known). */
export function toMultiValue(value: unknown, options: readonly RefOption[]): OptionValue[] {
  return refTokens(value).map((t) => options.find((o) => String(o.value) === t)?.value ?? (/^\d{1,15}$/.test(t) ? Number(t) : t));
}

/** The picked option values -> the text stored (null when none). */
export const fromMultiValue = (values: readonly OptionValue[] | null | undefined): string | null => (values?.length ? values.map(String).join(',') : null);

export function RefSelect({ id, field, value, onChange, width = '100%', offers = true }: RefSelectProps) {
  const ref = field.ref;
  const lookups = useResourceLookups();
  const form = Form.useFormInstance();
  // A string, so the effect below runs only when a filtering field really changes.
  const paramsKey = Form.useWatch((values: Record<string, unknown>) => JSON.stringify(refParams(ref?.filterBy, values, ref?.where)), form) ?? '{}';
  const [loaded, setLoaded] = useState<{ key: string; options: readonly RefOption[] } | null>(null);
  const key = `${ref?.resource ?? ''}|${paramsKey}`;

  useEffect(() => {
    if (!ref) return;
    let live = true;
    lookups.options(ref, JSON.parse(paramsKey) as Record<string, string>).then(
      (options) => live && setLoaded({ key, options }),
      () => live && setLoaded({ key, options: NO_OPTIONS }),
    );
    return () => {
      live = false;
    };
  }, [ref, paramsKey, key, lookups]);

  const offer = useFieldOffer(field, offers);
  const options = offeredOptions(loaded?.key === key ? loaded.options : NO_OPTIONS, offer, refTokens(value));
  if (ref?.multiple)
    return (
      <>
      <Select<OptionValue[]>
        id={id}
        aria-label={field.label}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loaded?.key !== key}
        placeholder="请选择"
        style={{ width }}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        value={toMultiValue(value, options)}
        onChange={(vs) => onChange?.(fromMultiValue(vs))}
      />
      <OfferNote note={offer.note} />
      </>
    );
  return (
    <>
    <Select
      id={id}
      aria-label={field.label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loaded?.key !== key}
      placeholder="请选择"
      style={{ width }}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value === null || value === '' ? undefined : (value as string | number | undefined)}
      onChange={(v) => onChange?.(v ?? null)}
    />
    <OfferNote note={offer.note} />
    </>
  );
}
