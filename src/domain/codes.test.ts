// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_LISTS, codeLabel, codeList, EVAL_STATUS, ORG_TYPE, orgTypeHas, orgTypeLikePattern, orgTypeValue, testOpinionLabel, testOpinionTally, UNIT_TYPES } from './codes';

describe('codeList: one declaration gives the named map, the labelled items and the lookup', () => {
  const review = codeList('REVIEW', '审核', { draft: [-3, '草稿'], pending: [0, '待审核', 'processing'], passed: [1, '审核通过', 'success'] });

  it('names each code by its key', () => {
    expect(review.codes).toEqual({ draft: -3, pending: 0, passed: 1 });
    // The named map keeps the literal values as types: code compares against them without a cast.
    const pending: 0 = review.codes.pending;
    expect(pending).toBe(0);
  });

  it('lists the items in declaration order, values as dictionary strings, tones only where given', () => {
    expect(review.code).toBe('REVIEW');
    expect(review.name).toBe('审核');
    expect(review.items).toEqual([
      { value: '-3', label: '草稿' },
      { value: '0', label: '待审核', tone: 'processing' },
      { value: '1', label: '审核通过', tone: 'success' },
    ]);
  });

  it('looks labels up by number or string; unknown shows as itself, nothing as empty', () => {
    expect(review.label(review.codes.passed)).toBe('审核通过');
    expect(review.label('-3')).toBe('草稿');
    expect(review.label(7)).toBe('7');
    expect(review.label(null)).toBe('');
    expect(review.label(undefined)).toBe('');
  });

  it('labels a comma-joined multi-code part by part', () => {
    expect(review.label('0,1')).toBe('待审核、审核通过');
  });

  it('is how the shared lists are declared: the named map and the list hold the same codes', () => {
    expect(CODE_LISTS.evalStatus.codes).toBe(EVAL_STATUS);
    expect(CODE_LISTS.evalStatus.items.map((i) => Number(i.value))).toEqual(Object.values(EVAL_STATUS));
    expect(codeLabel('evalStatus', EVAL_STATUS.draft)).toBe(CODE_LISTS.evalStatus.label(EVAL_STATUS.draft));
  });
});

describe('organisation types', () => {
  it('names the codes of sys_org.type', () => {
    expect(ORG_TYPE).toEqual({ management: 1, evaluation: 2, enterprise: 3, testing: 4, supervision: 5 });
    expect(UNIT_TYPES).toEqual([ORG_TYPE.evaluation, ORG_TYPE.testing, ORG_TYPE.supervision]);
  });

  it('the 组织类型 and 机构类型 lists are parts of the one list', () => {
    expect(CODE_LISTS.orgType.items.map((i) => i.label)).toEqual(['管理机构', '评价机构', '企业']);
    expect(CODE_LISTS.unitType.items.map((i) => i.label)).toEqual(['评价机构', '检测机构', '监督机构']);
    expect(codeLabel('orgKind', orgTypeValue(ORG_TYPE.testing, ORG_TYPE.evaluation))).toBe('评价机构、检测机构');
  });

  it('writes the stored form and matches it', () => {
    expect(orgTypeValue(ORG_TYPE.enterprise)).toBe('3');
    expect(orgTypeValue(ORG_TYPE.testing, ORG_TYPE.evaluation, ORG_TYPE.testing)).toBe('2,4');
    expect(orgTypeHas('2,4', ORG_TYPE.testing)).toBe(true);
    expect(orgTypeHas('2,4', ORG_TYPE.supervision)).toBe(false);
    expect(orgTypeLikePattern(ORG_TYPE.management)).toBe('%,1,%');
  });
});

describe('test opinions in words', () => {
  it('names no opinion yet with the code list’s one word, in cells and in tallies', () => {
    expect(testOpinionLabel(null)).toBe('无');
    expect(testOpinionLabel(0)).toBe('无');
    expect(testOpinionLabel(2)).toBe('不合格');
    expect(testOpinionTally({ qualified: 2, unqualified: 1, none: 1 }, '', '项')).toBe('合格2项，不合格1项，无检测结论1项');
    expect(testOpinionTally({ qualified: 0, unqualified: 0, none: 3 }, ' ')).toBe('合格 0，不合格 0，无检测结论 3');
  });
});
