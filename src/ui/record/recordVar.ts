/**
 * What every widget showing one record shares: the layout variable naming the record (a prop the
 * manifest spreads), the record id read from it by the platform's one id rule, and the states of
 * such a widget: nothing chosen (none), chosen but not there or not the caller's (notFound), or
 * the usual loading / error / data.
 */
import { z } from 'zod';
import { ID_PATTERN } from '@/domain/calls/call';
import type { WidgetData } from '../widget';

/** A layout variable's name, as a widget's props name it. */
export const varName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '变量名只能由字母、数字和下划线组成');

/**
 * The `idVar` prop of a record widget, to spread into its props schema:
 * `z.object({ ...idVarProp('申请编号变量'), … })`, and `recordVar: (c) => c.idVar` in the manifest.
 */
export const idVarProp = (title: string, fallback = 'id') => ({
  /** The layout variable holding the record's id. */
  idVar: varName.default(fallback).meta({ title }),
});

/** The record a layout variable names: none chosen, a value that is no id, or the id. */
export type RecordRef = { readonly status: 'none' } | { readonly status: 'notFound' } | { readonly status: 'id'; readonly id: number };

/** A record widget's state as its View sees it. */
export type RecordState<T> = { readonly status: 'none' } | { readonly status: 'notFound' } | WidgetData<T>;

/**
 * Opened from a message, a 待办 item or a list, a record is asked again at once (stale at once):
 * someone may have moved or written it since.
 */
export const RECORD_STALE_TIME = 0;

const asIdText = (raw: unknown): string =>
  typeof raw === 'number' ? (Number.isInteger(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';

/** A record id from a layout variable ('12', 12): by the calls' id rule and positive, else null. */
export function recordIdOf(raw: unknown): number | null {
  const s = asIdText(raw);
  return ID_PATTERN.test(s) && Number(s) > 0 ? Number(s) : null;
}

/** An unset variable (undefined, null, '') names no record; anything else is an id or a record not there. */
export function recordRefOf(raw: unknown): RecordRef {
  if (raw === undefined || raw === null || raw === '') return { status: 'none' };
  const id = recordIdOf(raw);
  return id === null ? { status: 'notFound' } : { status: 'id', id };
}

/** The id of a ref, or null: what a query's `enabled` and its key take. */
export const idOf = (ref: RecordRef): number | null => (ref.status === 'id' ? ref.id : null);

/**
 * A record widget's state: the ref's none / notFound first, then notFound when a call said 404
 * (`notFound`), else the data state the widget builds from its queries.
 */
export function recordStateOf<T>(ref: RecordRef, notFound: boolean, data: () => WidgetData<T>): RecordState<T> {
  if (ref.status !== 'id') return ref;
  return notFound ? { status: 'notFound' } : data();
}
