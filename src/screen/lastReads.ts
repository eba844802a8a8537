/**
 * The reads this wall made last time (localStorage), sent again by early.ts before the rest of the
 * page's code has run. Like lastLayout.ts: a wall PC reloads the same screen day after day.
 */
import type { ScreenRead } from '@/api/screenData';
import { SCREEN_API } from '@/domain/screenPaths';

const KEY = 'zp.screen.reads';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isRead = (x: unknown): x is ScreenRead =>
  Array.isArray(x) &&
  x.length === 2 &&
  typeof x[0] === 'string' &&
  Object.prototype.hasOwnProperty.call(SCREEN_API, x[0]) &&
  !x[0].startsWith('link') &&
  isRecord(x[1]) &&
  Object.values(x[1]).every((v) => typeof v === 'string' || typeof v === 'number');

/** The reads kept by writeLastReads (those still valid), or [] (none kept, not JSON, or storage blocked). */
export function readLastReads(storage: Storage | undefined = globalThis.localStorage): ScreenRead[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isRead) : [];
  } catch {
    return [];
  }
}

export function writeLastReads(reads: readonly ScreenRead[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(reads));
  } catch {
    /* storage full or blocked: the next load sends its reads a little later, nothing worse */
  }
}
