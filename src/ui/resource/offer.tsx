/**
 * A form picker's offer (`FieldDef.offer`): the server says which values the form may choose now and
 * why others are absent; the picker lists those (and whatever is already chosen, so an edit never
 * hides its own value) and shows the reason beneath. Outside a form, or without an offer or a
 * lookup for it, everything is offered.
 */
import { Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { offerParams, type FieldDef, type OfferAnswer } from '@/domain/resource';
import { useResourceLookups } from './lookups';

export interface FieldOfferState {
  /** The values offered (as text), or null: everything is. */
  readonly values: ReadonlySet<string> | null;
  readonly note: string | null;
}

const EVERYTHING: FieldOfferState = { values: null, note: null };

export function useFieldOffer(field: FieldDef, enabled = true): FieldOfferState {
  const lookups = useResourceLookups();
  const form = Form.useFormInstance();
  const offer = enabled ? field.offer : undefined;
  // A string, so the effect below runs only when a field the offer reads really changes.
  const key = Form.useWatch((values: Record<string, unknown>) => (offer ? JSON.stringify(offerParams(offer, values)) : ''), form) ?? '';
  const [loaded, setLoaded] = useState<{ key: string; answer: OfferAnswer | null } | null>(null);
  useEffect(() => {
    if (!offer || !lookups.offer) return;
    let live = true;
    lookups.offer(offer.path, JSON.parse(key || '{}') as Record<string, string>).then(
      (answer) => live && setLoaded({ key, answer }),
      // A refused offer offers everything: the server still checks what is written.
      () => live && setLoaded({ key, answer: null }),
    );
    return () => {
      live = false;
    };
  }, [offer, key, lookups]);
  if (!offer || !lookups.offer || loaded?.key !== key || !loaded.answer) return EVERYTHING;
  return { values: new Set(loaded.answer.values.map(String)), note: loaded.answer.note };
}

/** Keeps the options offered, and those already chosen. */
export function offeredOptions<O extends { readonly value: string | number }>(options: readonly O[], state: FieldOfferState, chosen: readonly (string | number)[]): O[] {
  if (!state.values) return [...options];
  const keep = new Set([...state.values, ...chosen.map(String)]);
  return options.filter((o) => keep.has(String(o.value)));
}

/** The reason some values are absent, under the picker. */
export function OfferNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }} data-testid="field-offer-note">
      {note}
    </Typography.Text>
  );
}
