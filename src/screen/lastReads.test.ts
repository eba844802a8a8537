// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLastReads, writeLastReads } from './lastReads';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}
const asStorage = (s: Pick<Storage, 'getItem' | 'setItem'>) => s as Storage;

describe('the reads the wall made last time', () => {
  it('come back as they were written', () => {
    const storage = new MemoryStorage();
    expect(readLastReads(asStorage(storage))).toEqual([]);
    writeLastReads(
      [
        ['access', {}],
        ['categories', { level: 2 }],
      ],
      asStorage(storage),
    );
    expect(readLastReads(asStorage(storage))).toEqual([
      ['access', {}],
      ['categories', { level: 2 }],
    ]);
  });

  it('leave out what is not a read (an unknown key, a link call, odd parameters), and survive bad storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('zp.screen.reads', JSON.stringify([['overview', {}], ['nope', {}], ['linkCreate', {}], ['provinces', { a: [1] }], 'x']));
    expect(readLastReads(asStorage(storage))).toEqual([['overview', {}]]);
    storage.setItem('zp.screen.reads', 'not json');
    expect(readLastReads(asStorage(storage))).toEqual([]);
    const blocked = asStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(readLastReads(blocked)).toEqual([]);
    expect(() => writeLastReads([['overview', {}]], blocked)).not.toThrow();
  });
});
