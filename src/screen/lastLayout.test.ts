// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requireLayout } from '@/domain/layout';
import screenJson from '../layouts/screen.json';
import { readLastLayout, writeLastLayout } from './lastLayout';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}
const asStorage = (s: Pick<Storage, 'getItem' | 'setItem'>) => s as Storage;

describe('the layout the wall drew last time', () => {
  const doc = requireLayout(screenJson, 'src/layouts/screen.json');

  it('comes back as it was written', () => {
    const storage = new MemoryStorage();
    expect(readLastLayout(asStorage(storage))).toBeUndefined();
    writeLastLayout(doc, asStorage(storage));
    expect(readLastLayout(asStorage(storage))).toEqual(doc);
  });

  it('is ignored when it no longer validates, is not JSON, or storage is blocked', () => {
    const storage = new MemoryStorage();
    storage.setItem('zp.screen.lastLayout', '{"id":"screen"}');
    expect(readLastLayout(asStorage(storage))).toBeUndefined();
    storage.setItem('zp.screen.lastLayout', 'not json');
    expect(readLastLayout(asStorage(storage))).toBeUndefined();
    const blocked = asStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(readLastLayout(blocked)).toBeUndefined();
    expect(() => writeLastLayout(doc, blocked)).not.toThrow();
  });
});
