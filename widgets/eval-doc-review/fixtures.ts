/** Reviews as the calls answer them, for the stories and the tests (no server behind either). */
import type { DocReviewRound } from '@/api/evalDocReview';
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_ANNEX_GROUPS, type DocReviewGroup, type EvalAnnexGroupKey } from '@/domain/resources/evaluation';
import { userOf } from '@/stores/testing/users';
import type { ReviewData } from './review';

export const EVAL_ID = 12;
export const ENTERPRISE_ORG = 8;
export const UNIT_ORG = 2;

export const app = (status: number): ReviewData['app'] => ({ id: EVAL_ID, code: 'PJ20260012', status, orgId: ENTERPRISE_ORG, unitId: UNIT_ORG });

/** The groups the fixture application filed materials in (a first evaluation: the required five and two more). */
export const FILED_KEYS: readonly EvalAnnexGroupKey[] = ['profile', 'product', 'application', 'legal', 'trace', 'institutional', 'commitment'];
/** getEvalDocReview's `groups`: the filed ones hold a file and are to be reviewed, the rest are empty. */
export const GROUPS: readonly DocReviewGroup[] = EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, label: g.label, files: FILED_KEYS.includes(g.key) ? 1 : 0, toReview: FILED_KEYS.includes(g.key) }));
/** A finding on each filed group. */
const findings = (bad: Partial<Record<EvalAnnexGroupKey, string>>, notes: Partial<Record<EvalAnnexGroupKey, string>> = {}) =>
  EVAL_ANNEX_GROUPS.filter((g) => FILED_KEYS.includes(g.key)).map((g) => ({ groupKey: g.key, conform: bad[g.key] ? 0 : 1, note: bad[g.key] ?? notes[g.key] ?? null }));

/** What getEvalDocReview offers before any round: no group concluded, the team leader as reviewer. */
export const BLANK: DocReviewRound = {
  id: null,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: null,
  items: EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, conform: null, note: null })),
  conclusion: null,
  opinion: '',
  report: null,
  groups: GROUPS,
};

export const report = (id: number) => ({ id, name: `文件评审报告-PJ20260012.docx`, url: `/api/file/download?id=${id}` });

/** A first round that did not pass: two groups not conforming. */
export const FIRST: DocReviewRound = {
  id: 31,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: '2026-10-12',
  items: findings({ institutional: '管理制度未覆盖投入品管理', trace: '追溯记录不完整' }),
  conclusion: 0,
  opinion: '管理制度与生产实际不符，请补充后再审',
  report: report(801),
  createTime: '2026-10-12T03:00:00.000Z',
  updateTime: '2026-10-12T03:10:00.000Z',
  groups: GROUPS,
};

/** The second round, passed. */
export const SECOND: DocReviewRound = {
  id: 42,
  evalId: EVAL_ID,
  reviewerName: '林嘉怡',
  reviewDate: '2026-11-20',
  items: findings({}, { institutional: '已补充投入品管理制度' }),
  conclusion: 1,
  opinion: '材料齐全，符合要求',
  report: null,
  createTime: '2026-11-20T02:00:00.000Z',
  updateTime: '2026-11-20T02:00:00.000Z',
  groups: GROUPS,
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
