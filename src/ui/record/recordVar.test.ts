// @vitest-environment node
/** The record a layout variable names: the platform's one id rule, and the states built on it. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idOf, idVarProp, recordIdOf, recordRefOf, recordStateOf } from './recordVar';

describe('the record id of a layout variable', () => {
  it('is a positive whole number, given as a number or as digit text (trimmed)', () => {
    expect([recordIdOf(12), recordIdOf('41'), recordIdOf(' 7 '), recordIdOf('999999999999')]).toEqual([12, 41, 7, 999999999999]);
  });

  it('is nothing else: zero, negative, fractions, words, more digits than the calls take, other types', () => {
    for (const bad of [0, '0', -3, 1.5, '', 'abc', '12a', '1234567890123', Number.MAX_SAFE_INTEGER + 2, null, undefined, true, {}, [12]]) expect(recordIdOf(bad), String(bad)).toBeNull();
  });

  it('names no record while unset, a record not there for a value that is no id', () => {
    expect([undefined, null, ''].map(recordRefOf)).toEqual([{ status: 'none' }, { status: 'none' }, { status: 'none' }]);
    expect(recordRefOf('x')).toEqual({ status: 'notFound' });
    expect(recordRefOf('12')).toEqual({ status: 'id', id: 12 });
    expect([idOf(recordRefOf('12')), idOf(recordRefOf(null))]).toEqual([12, null]);
  });
});

describe('a record widget’s state', () => {
  const loaded = () => ({ status: 'success' as const, data: 'the record' });
  it('is the ref’s none or notFound, notFound on a 404, else what its queries say', () => {
    expect(recordStateOf(recordRefOf(null), false, loaded)).toEqual({ status: 'none' });
    expect(recordStateOf(recordRefOf('x'), false, loaded)).toEqual({ status: 'notFound' });
    expect(recordStateOf(recordRefOf(3), true, loaded)).toEqual({ status: 'notFound' });
    expect(recordStateOf(recordRefOf(3), false, loaded)).toEqual({ status: 'success', data: 'the record' });
  });
});

describe('the id variable prop', () => {
  const props = z.object({ ...idVarProp('会议编号变量', 'meetingId') });
  it('defaults to its variable and refuses a name that is no variable', () => {
    expect(props.parse({})).toEqual({ idVar: 'meetingId' });
    expect(props.safeParse({ idVar: '1x' }).error?.issues[0]?.message).toBe('变量名只能由字母、数字和下划线组成');
  });
});
