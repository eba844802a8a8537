/**
 * 文件审核 of a supervision task through its calls: one review per on-site record, written by the
 * assigned unit while the task is on site, with a problem flag and remark per document group (the
 * evaluation's annex groups); read by whoever sees the task; unknown groups, bad flags, the wrong
 * actor, another unit and the wrong status refused, and nothing changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { EVAL_ANNEX_GROUPS } from '../../../../src/domain/resources/evaluation';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdDocProblem, jdDocReview } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
type Review = Row & { id: number; problems: { groupKey: string; label: string; problem: number; remark: string | null }[] };
const S = JD_TASK_STATUS;
const D = JD_PATHS.docReview;

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let tester: string;
let ent: string;
let other: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector, tester, ent] = await Promise.all(['manager', 'jd1_admin', 'inspector', 'tester', 'enterprise'].map((u) => s.signIn(u)));
  other = (await actor(s.database.db, 'jd2_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task])).token;
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const call = <T = Row>(method: 'POST' | 'PUT', url: string, token: string, payload: Row) => s.call<T>({ method, url, token, payload });
const review = (onSiteId: unknown, extra: Row = {}) => ({ onSiteId, reviewer: '黄国平', reviewDate: '2026-04-01', conclusion: 1, opinion: '文件基本齐全。', ...extra });

describe('the document review', () => {
  it('is saved once by the unit on site, then a problem per document group; everyone who sees the task reads it', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const siteId = w.siteId as number;
    expect((await call('POST', D.get, ent, { onSiteId: siteId })).body).toMatchObject({ code: 200, data: null });
    const [profile, plant] = [EVAL_ANNEX_GROUPS[0], EVAL_ANNEX_GROUPS[EVAL_ANNEX_GROUPS.length - 1]];
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [{ groupKey: profile.key, problem: 0 }] })).body).toMatchObject({ code: 400, msg: JD_MSG.docReviewFirst });

    const made = await call<Review>('PUT', D.prefix, inspector, review(siteId));
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ onSiteId: siteId, taskId: w.taskId, reviewer: '黄国平', conclusion: 1 });
    expect(made.body.data.problems).toHaveLength(EVAL_ANNEX_GROUPS.length);
    expect(made.body.data.problems.every((p) => p.problem === 1 && p.remark === null)).toBe(true);
    expect((await call('PUT', D.prefix, unitAdmin, review(siteId))).body).toMatchObject({ code: 400, msg: JD_MSG.docReviewExists });

    const flagged = await call<Review>('POST', D.upProblem, unitAdmin, { onSiteId: siteId, items: [{ groupKey: profile.key, problem: 0, remark: '营业执照已过期' }, { groupKey: plant.key, problem: 1 }] });
    expect(flagged.body.code, flagged.body.msg).toBe(200);
    expect(flagged.body.data.problems.find((p) => p.groupKey === profile.key)).toEqual({ groupKey: profile.key, label: profile.label, problem: 0, remark: '营业执照已过期' });
    // Flagged again: the group's row is replaced, not added.
    await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [{ groupKey: profile.key, problem: 0, remark: '营业执照已过期，已要求补交' }] });
    expect(await db().select().from(jdDocProblem).where(eq(jdDocProblem.siteId, siteId))).toHaveLength(2);

    const changed = await call<Review>('PUT', `${D.prefix}/${made.body.data.id}`, inspector, { conclusion: 0, opinion: '营业执照需更新。' });
    expect(changed.body.data).toMatchObject({ conclusion: 0, opinion: '营业执照需更新。', reviewer: '黄国平' });
    for (const token of [ent, manager, tester]) {
      const read = await call<Review>('POST', D.get, token, { onSiteId: siteId });
      expect(read.body.data).toMatchObject({ id: made.body.data.id, conclusion: 0 });
      expect(read.body.data.problems.find((p) => p.groupKey === profile.key)).toMatchObject({ problem: 0, remark: '营业执照已过期，已要求补交' });
    }
  });

  it('refuses unknown groups, bad flags and bad fields, anyone but the unit, another unit and the wrong status', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const siteId = w.siteId as number;
    expect((await call('PUT', D.prefix, inspector, review(siteId, { reviewDate: 'x' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('审核日期') });
    expect((await call('PUT', D.prefix, inspector, review(siteId, { conclusion: 3 }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('审核结论') });
    expect((await call('PUT', D.prefix, inspector, review('abc'))).body.code).toBe(400);
    for (const token of [ent, manager, tester]) expect((await call('PUT', D.prefix, token, review(siteId))).body.code).toBe(403);
    expect((await call('PUT', D.prefix, other, review(siteId))).body.code).toBe(404);
    expect((await call('POST', D.get, other, { onSiteId: siteId })).body.code).toBe(404);
    expect((await call('POST', D.get, inspector, { onSiteId: 'x' })).body.code).toBe(400);
    const made = await call<Review>('PUT', D.prefix, inspector, review(siteId));
    const key = EVAL_ANNEX_GROUPS[1].key;
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [{ groupKey: 'salary', problem: 0 }] })).body).toMatchObject({ code: 400, msg: JD_MSG.groupUnknown('salary') });
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [{ groupKey: key, problem: 2 }] })).body).toMatchObject({ code: 400, msg: JD_MSG.problemFlag });
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [{ groupKey: key, problem: 0 }, { groupKey: key, problem: 1 }] })).body).toMatchObject({ code: 400, msg: JD_MSG.groupTwice(EVAL_ANNEX_GROUPS[1].label) });
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: [] })).body.code).toBe(400);
    expect((await call('POST', D.upProblem, inspector, { onSiteId: siteId, items: 'x' })).body.code).toBe(400);
    for (const token of [ent, manager, tester]) expect((await call('POST', D.upProblem, token, { onSiteId: siteId, items: [{ groupKey: key, problem: 0 }] })).body.code).toBe(403);
    expect((await call('POST', D.upProblem, other, { onSiteId: siteId, items: [{ groupKey: key, problem: 0 }] })).body.code).toBe(404);
    for (const token of [ent, manager]) expect((await call('PUT', `${D.prefix}/${made.body.data.id}`, token, { conclusion: 0 })).body.code).toBe(403);
    expect((await call('PUT', `${D.prefix}/${made.body.data.id}`, other, { conclusion: 0 })).body.code).toBe(404);
    expect(await db().select().from(jdDocProblem).where(eq(jdDocProblem.siteId, siteId))).toHaveLength(0);
    expect((await db().select().from(jdDocReview).where(eq(jdDocReview.siteId, siteId)))[0].conclusion).toBe(1);

    const done = await jdTaskAt(db(), S.submitDoc);
    expect((await call('PUT', D.prefix, inspector, review(done.siteId))).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待文件核查') });
    const planning = await jdTaskAt(db(), S.drawPlan);
    expect((await call('POST', D.upProblem, inspector, { onSiteId: planning.siteId, items: [{ groupKey: key, problem: 0 }] })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待现场监督') });
  });
});
