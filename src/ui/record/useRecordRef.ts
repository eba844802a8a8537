/** The record a widget shows, from the layout variable its `idVar` names. */
import { useMemo } from 'react';
import { recordRefOf, type RecordRef } from './recordVar';

export function useRecordRef(vars: Readonly<Record<string, unknown>>, idVar: string): RecordRef {
  const raw = vars[idVar];
  return useMemo(() => recordRefOf(raw), [raw]);
}
