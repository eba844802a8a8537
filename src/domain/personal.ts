/**
 * Personal information in lists and exports (等保 2.0, 个人信息保护): a mobile number or an ID
 * number shows its first and last digits only (138****5678, 4403**********1234) wherever many
 * people's records are listed or exported; the record itself, opened by someone who may, shows it
 * whole (its form edits it). Which fields hold them follows from their validators, so a new field
 * validated as a mobile or ID number is masked without another declaration. A landline in a
 * 联系电话 field is an office's, not a person's, and stays.
 */
import type { ResourceDef } from './resource';
import { MOBILE_RE } from './validators';

const ID_NUMBER_RE = /^(\d{15}|\d{17}[\dXx])$/;
const PERSONAL_VALIDATORS = new Set(['mobile', 'mobileOrPhone', 'idCard']);

/** A mobile or ID number with its middle digits starred; any other value as it was. */
export function maskPersonal(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (MOBILE_RE.test(v)) return `${v.slice(0, 3)}****${v.slice(7)}`;
  if (ID_NUMBER_RE.test(v)) return `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}`;
  return value;
}

/** The fields of a resource that may hold a mobile or ID number. */
export const personalFields = (def: ResourceDef): string[] =>
  Object.entries(def.fields)
    .filter(([, f]) => f.validators?.some((v) => PERSONAL_VALIDATORS.has(v)))
    .map(([name]) => name);

/** Rows of a list or export with their personal fields masked (the rows themselves are not changed). */
export function maskRows<R extends Record<string, unknown>>(def: ResourceDef, rows: readonly R[]): R[] {
  const fields = personalFields(def);
  if (!fields.length) return [...rows];
  return rows.map((r) => {
    const masked: Record<string, unknown> = { ...r };
    for (const f of fields) if (f in masked) masked[f] = maskPersonal(masked[f]);
    return masked as R;
  });
}
