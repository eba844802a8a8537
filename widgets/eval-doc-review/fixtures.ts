/** Reviews as the calls answer them, for the stories and the tests (no server behind either). */
import type { DocReviewRound } from '@/api/evalDocReview';
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_ANNEX_GROUPS } from '@/domain/resources/evaluation';
import { userOf } from '@/stores/testing/users';
import type { ReviewData } from './review';

export const EVAL_ID = 12;
export const ENTERPRISE_ORG = 8;
export const UNIT_ORG = 2;

export const app = (status: number): ReviewData['app'] => ({ id: EVAL_ID, code: 'PJ20260012', status, orgId: ENTERPRISE_ORG, unitId: UNIT_ORG });

/** What getEvalDocReview offers before any round: every group 符合, the team leader as reviewer. */
export const BLANK: DocReviewRound = {
  id: null,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: null,
  items: EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, conform: 1, note: null })),
  conclusion: null,
  opinion: '',
  report: null,
};

export const report = (id: number) => ({ id, name: `文件评审报告-PJ20260012.docx`, url: `/api/file/download?id=${id}` });

/** A first round that did not pass: two groups not conforming. */
export const FIRST: DocReviewRound = {
  id: 31,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: '2026-10-12',
  items: EVAL_ANNEX_GROUPS.map((g) =>
    g.key === 'institutional' ? { groupKey: g.key, conform: 0, note: '管理制度未覆盖投入品管理' } : g.key === 'trace' ? { groupKey: g.key, conform: 0, note: '追溯记录不完整' } : { groupKey: g.key, conform: 1, note: null },
  ),
  conclusion: 0,
  opinion: '管理制度与生产实际不符，请补充后再审',
  report: report(801),
  createTime: '2026-10-12T03:00:00.000Z',
  updateTime: '2026-10-12T03:10:00.000Z',
};

/** The second round, passed. */
export const SECOND: DocReviewRound = {
  id: 42,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: '2026-11-20',
  items: EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, conform: 1, note: g.key === 'institutional' ? '已补充投入品管理制度' : null })),
  conclusion: 1,
  opinion: '材料齐全，符合要求',
  report: null,
  createTime: '2026-11-20T02:00:00.000Z',
  updateTime: '2026-11-20T02:00:00.000Z',
};

/** In 文审, nothing saved yet. */
export const BLANK_DATA: ReviewData = { app: app(EVAL_STATUS.docView), latest: BLANK, rounds: [], target: null };
/** In 文审 (the second time), the second round saved, the first listed below. */
export const IN_REVIEW: ReviewData = { app: app(EVAL_STATUS.docView), latest: SECOND, rounds: [SECOND, FIRST], target: SECOND.id };
/** Passed, both rounds there, the latest with its report. */
export const PASSED: ReviewData = { app: app(EVAL_STATUS.docPass), latest: { ...SECOND, report: report(802) }, rounds: [{ ...SECOND, report: report(802) }, FIRST], target: SECOND.id };

export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
export const UNIT_USER = userOf(UNIT_ORG, '2', 'R_UNIT_USER');
export const TESTING_USER = userOf(6, '4', 'R_UNIT_USER');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
