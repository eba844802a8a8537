// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOC_REVIEW_FINDING, docReviewFinding } from './evaluation';

describe('a document review report’s finding per group', () => {
  it('prints what the reviewer recorded on a group with files, 未评审 when nothing is', () => {
    expect(docReviewFinding({ files: 2, toReview: true }, 1)).toBe('符合');
    expect(docReviewFinding({ files: 2, toReview: true }, '0')).toBe('不符合');
    expect(docReviewFinding({ files: 1, toReview: true }, null)).toBe(DOC_REVIEW_FINDING.notReviewed);
  });

  it('never prints 符合 for a group with no file: 未提交 when required, 不适用 when not, 不符合 when found so', () => {
    expect(docReviewFinding({ files: 0, toReview: true }, 1)).toBe(DOC_REVIEW_FINDING.notSubmitted);
    expect(docReviewFinding({ files: 0, toReview: true }, null)).toBe(DOC_REVIEW_FINDING.notSubmitted);
    expect(docReviewFinding({ files: 0, toReview: false }, undefined)).toBe(DOC_REVIEW_FINDING.notApplicable);
    expect(docReviewFinding({ files: 0, toReview: false }, 1)).toBe(DOC_REVIEW_FINDING.notApplicable);
    expect(docReviewFinding({ files: 0, toReview: true }, 0)).toBe('不符合');
  });
});
