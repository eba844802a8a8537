/**
 * One form control per field type: string -> Input, text -> TextArea, int/number -> InputNumber,
 * code -> Select or Radio (≤4 options), several codes -> a multiple Select or Checkboxes (≤ 6), bool -> Switch, date -> DatePicker, file -> FileUpload,
 * image -> ImageUpload, a `ref` field -> a picker over the other resource, a `map` address -> the
 * map address picker, an `input: 'area'` code -> the area cascader (its value the path), `rows` ->
 * a table of rows (RowsInput).
 */
import { DatePicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { FieldDef } from '@/domain/resource';
import { areaCodeOf } from '@/domain/resources/area';
import { CheckboxGroup } from '@/ui/inputs/CheckboxGroup';
import { AreaCascader } from '@/ui/inputs/cascader/AreaCascader';
import { optionsOf } from './fields';
import { useResourceLookups } from './lookups';
import { RowsInput } from './RowsInput';
import { FileFieldInput } from './FileFieldInput';
import { MapFieldInput } from './MapFieldInput';
import { OfferNote, offeredOptions, useFieldOffer } from './offer';
import { RefSelect } from './RefSelect';
import '@/ui/dayjsLocale';

/** At most this many options show as radio buttons; more become a select. */
export const RADIO_MAX_OPTIONS = 4;
/** Several codes: at most this many options show as checkboxes; more become a multiple select. */
export const CHECKBOX_MAX_OPTIONS = 6;

export interface FieldInputProps {
  name: string;
  field: FieldDef;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (v: unknown) => void;
  /** A cell of a child table: code lists drop down instead of spreading out as radios or checkboxes. */
  compact?: boolean;
}

/** A code list as radios or a select, narrowed to the field's offer where it has one. */
function CodeInput({ common, field, value, onChange, compact }: { common: { id: string; 'aria-label': string }; field: FieldDef; value?: unknown; onChange?: (v: unknown) => void; compact: boolean }) {
  const offer = useFieldOffer(field);
  const options = offeredOptions(optionsOf(field).map((o) => ({ value: o.value, label: o.label })), offer, value === undefined || value === null || value === '' ? [] : [String(value)]);
  return (
    <>
      {options.length <= RADIO_MAX_OPTIONS && !compact ? (
        <Radio.Group {...common} options={options} value={value} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <Select {...common} style={compact ? { minWidth: 120 } : undefined} allowClear placeholder="请选择" options={options} value={value} onChange={onChange} />
      )}
      <OfferNote note={offer.note} />
    </>
  );
}

/**
 * The ways a date may be typed into a picker (the first is how it is shown): 2026-12-06, 2026/12/06,
 * 2026.12.06 or 20261206, as people write dates here; a typed date counts once it is whole.
 */
export const DATE_INPUT_FORMATS = ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY.MM.DD', 'YYYYMMDD'];
export const DATETIME_INPUT_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY/MM/DD HH:mm', 'YYYY/MM/DD HH:mm:ss'];

export function FieldInput({ name, field, value, onChange, compact = false }: FieldInputProps) {
  const common = { id: name, 'aria-label': field.label };
  const { areaChildren } = useResourceLookups();
  if (field.type === 'rows' && field.rows) return <RowsInput name={name} field={field} value={value} onChange={onChange} Cell={FieldInput} />;
  if (field.input === 'area') {
    if (areaChildren) return <AreaCascader {...common} loadChildren={areaChildren} changeOnSelect value={value as string[] | undefined} onChange={(path) => onChange?.(path)} />;
    // No loader (a story, a test): the code typed as text.
    return <Input {...common} placeholder={`请输入${field.label}编码`} value={areaCodeOf(value) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
  }
  if (field.map) return <MapFieldInput field={{ ...field, map: field.map }} value={value} onChange={onChange} />;
  if (field.ref) return <RefSelect id={name} field={field} value={value} onChange={onChange} />;
  if (field.type === 'file' || field.type === 'image') return <FileFieldInput field={field} value={value} onChange={onChange} />;
  if (field.codes && field.multipleCodes) {
    // The form holds the codes as an array (toFormValue / fromFormValue join and split them).
    const options = optionsOf(field).map((o) => ({ value: o.value, label: o.label }));
    return options.length <= CHECKBOX_MAX_OPTIONS && !compact ? (
      <CheckboxGroup {...common} options={options} value={value as string[] | undefined} onChange={(v) => onChange?.(v)} />
    ) : (
      <Select {...common} mode="multiple" allowClear placeholder="请选择" options={options} value={value} onChange={onChange} />
    );
  }
  if (field.codes) return <CodeInput common={common} field={field} value={value} onChange={onChange} compact={compact} />;
  switch (field.type) {
    case 'text':
      return <Input.TextArea {...common} rows={3} placeholder={`请输入${field.label}`} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} />;
    case 'int':
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} precision={field.type === 'int' ? 0 : undefined} value={value as number | null | undefined} onChange={onChange} />;
    case 'bool':
      return <Switch {...common} checked={value === true} onChange={onChange} />;
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={field.type === 'datetime'}
          format={field.type === 'datetime' ? DATETIME_INPUT_FORMATS : DATE_INPUT_FORMATS}
          placeholder={`请选择或输入${field.label}`}
          value={value as never}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={name === 'password' ? 'password' : 'text'}
          autoComplete={name === 'password' ? 'new-password' : 'off'}
          placeholder={`请输入${field.label}`}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
