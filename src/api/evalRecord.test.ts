import { describe, expect, it } from 'vitest';
import { evalIdOf } from './evalRecord';

describe('evalIdOf', () => {
  it('takes an application id only from a positive whole number, as a number or its digits', () => {
    expect([evalIdOf('12'), evalIdOf(12), evalIdOf(' 7 ')]).toEqual([12, 12, 7]);
    expect([evalIdOf('0'), evalIdOf(0), evalIdOf('x'), evalIdOf(1.5), evalIdOf('1234567890123'), evalIdOf(null), evalIdOf(undefined), evalIdOf('')]).toEqual([null, null, null, null, null, null, null, null]);
  });
});
