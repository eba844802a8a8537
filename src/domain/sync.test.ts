import { describe, expect, it } from 'vitest';
import { changedOnServer, sizeLabel } from './sync';

describe('a queued edit meeting the server’s record', () => {
  const base = { id: 4, clause: '4.2', content: '仓库未上锁', conformity: 2, remark: null };

  it('goes through when every field it sends is as the device read it, whatever else changed', () => {
    expect(changedOnServer(base, { ...base, remark: '组长补充' }, { clause: '4.2', content: '仓库已上锁' })).toEqual([]);
  });

  it('stops on any field it sends that the server changed, edited by the person or not', () => {
    expect(changedOnServer(base, { ...base, content: '仓库未上锁（已拍照）', conformity: 3 }, { clause: '4.2', content: '仓库已上锁', conformity: 2 })).toEqual(['content', 'conformity']);
  });

  it('takes a missing value and null as the same', () => {
    expect(changedOnServer(base, { id: 4, clause: '4.2', content: '仓库未上锁', conformity: 2 }, { remark: '新' })).toEqual([]);
  });
});

it('says sizes as people read them', () => {
  expect([sizeLabel(800), sizeLabel(2048), sizeLabel(3.5 * 1024 * 1024)]).toEqual(['800 B', '2.0 KB', '3.5 MB']);
});
