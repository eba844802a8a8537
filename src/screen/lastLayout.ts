/**
 * The layout this wall drew last time, kept in the browser (localStorage). A wall PC reloads the
 * same arrangement day after day: drawing it at once, while GET /api/screen/layout is on its way,
 * saves the first picture a round trip through a busy server, and never flashes the shipped layout
 * on a wall whose management rearranged it. The server's answer always wins when it comes.
 */
import { migrateLayout, type LayoutDoc } from '@/domain/layout';

const KEY = 'zp.screen.lastLayout';

/** The stored layout if there is one and it still validates, else undefined. */
export function readLastLayout(storage: Storage | undefined = globalThis.localStorage): LayoutDoc | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    const r = migrateLayout(JSON.parse(raw));
    return r.ok ? r.value : undefined;
  } catch {
    return undefined; // storage blocked, or not JSON: draw from the server's answer
  }
}

export function writeLastLayout(doc: LayoutDoc, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(doc));
  } catch {
    /* storage full or blocked: the next load waits for the server, nothing worse */
  }
}
