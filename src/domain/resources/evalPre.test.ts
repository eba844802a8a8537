// @vitest-environment node
/** 企业预申请's evaluation types: only what an enterprise applies for, offered and checked alike. */
import { describe, expect, it } from 'vitest';
import { codeLabel, EVAL_TYPE } from '../codes';
import { EVAL_PRE_MSG, evalPreResource, evalPreTypeProblem } from './evalPre';

describe('the pre-application’s evaluation type', () => {
  it('offers the types an enterprise applies for, never 年度监督', () => {
    expect((evalPreResource.fields.evalType.codesIn ?? []).map((c) => codeLabel('evalType', c))).toEqual(['首次评价', '复评', '产品扩项', '基地扩项']);
  });

  it('refuses 年度监督 in words that name the field and what to choose; the others pass, an empty one is the required rule’s', () => {
    expect(evalPreTypeProblem(EVAL_TYPE.annual)).toBe(EVAL_PRE_MSG.typeNotAppliedFor);
    expect(evalPreTypeProblem('4')).toBe(EVAL_PRE_MSG.typeNotAppliedFor);
    expect(EVAL_PRE_MSG.typeNotAppliedFor).toBe('拟申请评价类型：年度监督由管理机构安排，企业不能申请，请选择首次评价、复评、产品扩项、基地扩项');
    for (const t of ['0', '1', '2', '3', 0, 3]) expect(evalPreTypeProblem(t)).toBeNull();
    for (const empty of [undefined, null, '']) expect(evalPreTypeProblem(empty)).toBeNull();
  });
});
