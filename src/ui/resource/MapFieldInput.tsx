/**
 * The form control of an address field with `map`: the map address picker. Its value is the
 * address; the coordinates it picks go into the form's `map.lon` / `map.lat` fields, which stay
 * editable as plain inputs beside it.
 */
import { Form } from 'antd';
import type { FieldDef, FieldMap } from '@/domain/resource';
import { MapPicker, type MapPoint } from '@/ui/inputs/MapPicker/MapPicker';
import { useResourceLookups } from './lookups';

export interface MapFieldInputProps {
  field: FieldDef & { readonly map: FieldMap };
  value?: unknown;
  onChange?: (v: unknown) => void;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const NO_HITS = () => Promise.resolve({ content: [], totalElements: 0 });

export function MapFieldInput({ field, value, onChange }: MapFieldInputProps) {
  const form = Form.useFormInstance();
  const { map } = useResourceLookups();
  const lon: unknown = Form.useWatch(field.map.lon, form);
  const lat: unknown = Form.useWatch(field.map.lat, form);
  const point: MapPoint | null = value || lon || lat ? { address: text(value), lon: text(lon), lat: text(lat) } : null;
  const pick = (p: MapPoint) => {
    form.setFieldsValue({ [field.map.lon]: p.lon, [field.map.lat]: p.lat });
    onChange?.(p.address);
  };
  return <MapPicker value={point} onChange={pick} search={map?.search ?? NO_HITS} tileTemplate={map?.tileTemplate ?? null} placeholder={`请选择${field.label}`} />;
}
