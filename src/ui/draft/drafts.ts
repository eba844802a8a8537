/**
 * Drafts of open forms kept in the browser's localStorage, keyed by form and record
 * (`jd-site:non:12:new`), so a form being filled on a phone survives a dropped network and a
 * reload: the form saves its values here as they change, starts from them when opened again, and
 * clears them once the server has the record. Storage that is full or switched off (a private
 * window) only means no draft: nothing here throws.
 */
import { useCallback, useState } from 'react';

const PREFIX = 'zp-draft:';

interface Stored {
  readonly v: unknown;
  /** When the draft was last written (ISO). */
  readonly at: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The draft stored under `key`, or null. */
export function readDraft<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    return parsed && typeof parsed === 'object' && 'v' in parsed ? (parsed.v as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown, now: Date = new Date()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ v: value, at: now.toISOString() } satisfies Stored));
  } catch {
    // Full or disabled storage: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

/** Whether a draft is stored under `key` (a list can mark the record whose form holds one). */
export const hasDraft = (key: string): boolean => readDraft(key) !== null;

export interface FormDraft<T> {
  /** The draft found when the form opened (null: none, the form starts from the record). */
  readonly restored: T | null;
  /** Stores the form's values as they are now. */
  readonly save: (values: T) => void;
  /** Forgets the draft (saved, or thrown away). */
  readonly clear: () => void;
}

/**
 * A form's draft under `key`: read once when the form mounts (mount the form per record, or give
 * it a `key`, so a new record starts afresh), written on every change.
 */
export function useFormDraft<T>(key: string): FormDraft<T> {
  const [restored, setRestored] = useState<T | null>(() => readDraft<T>(key));
  const save = useCallback((values: T) => writeDraft(key, values), [key]);
  const clear = useCallback(() => {
    clearDraft(key);
    setRestored(null);
  }, [key]);
  return { restored, save, clear };
}
