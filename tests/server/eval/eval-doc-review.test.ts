/**
 * 文件评审 through its calls: the assigned institution fills in a round (a finding per annex group, a
 * conclusion, an opinion), changes it, generates its Word report; the flow's 文件评审通过 / 不通过 follow
 * the round's conclusion; the others read it; nobody else writes it.
 */
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationFlow } from '../../../src/domain/workflows/evaluation';
import { EVAL_STATUS } from '../../../src/domain/codes';
import { DOC_REVIEW_FINDING, DOC_REVIEW_MSG, EVAL_ANNEX_GROUPS, evalAnnexRequired, type DocReviewGroup } from '../../../src/domain/resources/evaluation';
import { docReviewIncomplete } from '../../../server/modules/eval/docReview';
import { sysUser, zpEval, zpEvalAnnex, zpEvalDocReview } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

describe('document review', () => {
  let s: TestServer;
  let unit: string;
  let mng: string;
  let tester: string;
  let ent: string;
  let evalId: number;
  let reviewId: number;

  const round = (token: string, extra: Row = {}) =>
    s.call<{ id: number }>({
      method: 'PUT',
      url: '/api/eval/doc/review',
      token,
      payload: { evalId, reviewerName: '林嘉怡', reviewDate: '2026-11-20', items: [{ groupKey: 'institutional', conform: 0, note: '管理制度未覆盖投入品管理' }], conclusion: 0, opinion: '管理制度与生产实际不符', ...extra },
    });
  const move = (token: string, action: string, opinion?: string) => s.call({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action, opinion } });

  beforeAll(async () => {
    s = await startTestServer();
    [unit, mng, tester] = await Promise.all(['evaluator', 'manager', 'tester'].map((u) => s.signIn(u)));
    const db = s.database.db;
    const [evaluator] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
    const [row] = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.docView)).limit(1);
    await db.update(zpEval).set({ unitId: evaluator.orgId }).where(eq(zpEval.id, row.id));
    evalId = row.id;
    const [owner] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.orgId, row.orgId)).limit(1);
    ent = await s.signIn(owner.username);
  });
  afterAll(async () => s?.close());

  /** The groups the round must conclude on, and the empty ones, as getEvalDocReview tells them. */
  let groups: DocReviewGroup[];
  const toReview = () => groups.filter((g) => g.toReview);
  const emptyGroup = () => groups.find((g) => g.files === 0)!;
  /** A finding on every group to review (conforming unless `bad` names it). */
  const every = (bad: string[] = []) => toReview().map((g) => ({ groupKey: g.groupKey, conform: bad.includes(g.groupKey) ? 0 : 1, note: bad.includes(g.groupKey) ? '不符合' : null }));

  it('offers a round to fill in with no group concluded, and tells which groups hold materials', async () => {
    // The demo world's application in 文审 had no round yet for this test's purpose.
    await s.database.db.delete(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, evalId));
    const r = await s.call<{ id: null; items: Row[]; groups: DocReviewGroup[] }>({ method: 'POST', url: '/api/eval/doc/review/getEvalDocReview', token: unit, payload: { evalId } });
    expect(r.body.data.id).toBeNull();
    expect(r.body.data.items).toHaveLength(EVAL_ANNEX_GROUPS.length);
    expect(r.body.data.items.every((i) => i.conform === null)).toBe(true);
    groups = r.body.data.groups;
    expect(groups.map((g) => g.groupKey)).toEqual(EVAL_ANNEX_GROUPS.map((g) => g.key));
    expect(toReview().length).toBeGreaterThan(0);
    expect(toReview().every((g) => g.files > 0)).toBe(true);
    expect(emptyGroup()).toMatchObject({ toReview: false });
    expect(await docReviewIncomplete(s.database.db, evalId)).toEqual(toReview().map((g) => g.label));
  });

  it('saves a draft with groups unconcluded and no conclusion; refuses 符合 for an empty group and 通过 before every group is concluded', async () => {
    const [first, ...rest] = toReview();
    const draft = await round(unit, { items: [{ groupKey: first.groupKey, conform: 1 }], conclusion: null, opinion: '' });
    expect(draft.body.code, draft.body.msg).toBe(200);
    expect(await docReviewIncomplete(s.database.db, evalId)).toEqual(rest.map((g) => g.label));
    expect((await move(unit, 'docPass')).body).toMatchObject({ code: 400, msg: expect.stringContaining(evaluationFlow.guards?.docReviewPassed.text ?? '?') });
    // A draft has no report yet.
    expect((await s.call({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: unit, payload: { evalId } })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.draftReport });
    const id = draft.body.data.id;
    const put = (payload: Row) => s.call({ method: 'PUT', url: `/api/eval/doc/review/${id}`, token: unit, payload });
    expect((await put({ items: [...every(), { groupKey: emptyGroup().groupKey, conform: 1 }] })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.emptyConform(emptyGroup().label) });
    expect((await round(unit, { items: [{ groupKey: emptyGroup().groupKey, conform: 1 }], conclusion: null })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.emptyConform(emptyGroup().label) });
    // An empty group may be found not conforming (a required one missing, say).
    expect((await put({ items: [{ groupKey: emptyGroup().groupKey, conform: 0, note: '缺少' }] })).body.code).toBe(200);
    expect((await put({ items: [{ groupKey: first.groupKey, conform: 1 }], conclusion: 1, opinion: '符合' })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.incomplete(rest.map((g) => g.label)) });
    expect((await put({ items: every(), conclusion: 1, opinion: '' })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.opinionNeeded });
    expect((await put({ items: [...every(), { groupKey: first.groupKey, conform: 0 }] })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.groupTwice(first.label) });
    expect((await put({ items: every() })).body.code).toBe(200);
    expect(await docReviewIncomplete(s.database.db, evalId)).toEqual([]);
    // The next test starts from no round again.
    await s.database.db.delete(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, evalId));
  });

  it('refuses bad input naming the field, and anyone but the assigned institution', async () => {
    expect((await round(unit, { conclusion: 5 })).body).toMatchObject({ code: 400, msg: expect.stringContaining('评审结论') });
    expect((await round(unit, { items: [{ groupKey: 'nosuch', conform: 1 }] })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.groupUnknown('nosuch') });
    expect((await round(unit, { items: [{ groupKey: 'profile', conform: 3 }] })).body).toMatchObject({ code: 400, msg: expect.stringContaining('第1行 是否符合') });
    expect((await round(unit, { opinion: '' })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.opinionNeeded });
    expect((await round(ent)).body.code).toBe(403);
    expect((await round(mng)).body.code).toBe(403);
    // The testing unit sees the application but does not review its documents.
    expect((await round(tester)).body.code).toBe(403);
  });

  it('文件评审通过 follows a round that concluded so: saved not passed, then changed to passed', async () => {
    const saved = await round(unit);
    expect(saved.body.code, saved.body.msg).toBe(200);
    reviewId = saved.body.data.id;
    expect((await move(unit, 'docPass')).body).toMatchObject({ code: 400, msg: expect.stringContaining(evaluationFlow.guards?.docReviewPassed.text ?? '?') });
    // Passed with findings left out: refused; with a finding on every group: saved.
    expect((await s.call({ method: 'PUT', url: `/api/eval/doc/review/${reviewId}`, token: unit, payload: { conclusion: 1, opinion: '补充说明后符合要求', items: [] } })).body).toMatchObject({ code: 400, msg: DOC_REVIEW_MSG.incomplete(toReview().map((g) => g.label)) });
    const changed = await s.call({ method: 'PUT', url: `/api/eval/doc/review/${reviewId}`, token: unit, payload: { conclusion: 1, opinion: '补充说明后符合要求', items: every() } });
    expect(changed.body.code, changed.body.msg).toBe(200);
    const list = await s.call<Row[]>({ method: 'POST', url: '/api/eval/doc/review/lst', token: ent, payload: { evalId } });
    expect(list.body.data[0]).toMatchObject({ id: reviewId, conclusion: 1 });
  });

  it('generates the report as a Word file with the findings and the conclusion', async () => {
    const fixed = await s.call({ method: 'PUT', url: `/api/eval/doc/review/${reviewId}`, token: unit, payload: { items: every().map((i) => (i.groupKey === 'institutional' ? { ...i, note: '已补充投入品管理制度' } : i)) } });
    expect(fixed.body.code, fixed.body.msg).toBe(200);
    const r = await s.call<{ id: number; name: string; url: string }>({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: unit, payload: { evalId } });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.name).toMatch(/^文件评审报告-PJ\d+\.docx$/);
    const file = await s.app.inject({ method: 'GET', url: r.body.data.url, headers: { 'x-token': unit } });
    const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
    for (const text of ['文件评审报告', '管理制度', '已补充投入品管理制度', '评审结论：通过']) expect(xml).toContain(text);
    expect((await s.call({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: ent, payload: { evalId } })).body.code).toBe(403);
  });

  it('reports every group as found: what the reviewer recorded, 不适用 or 未提交 for a group with no file, never 符合', async () => {
    const db = s.database.db;
    // A required group found 符合 whose file has since gone: the report must not vouch for it.
    const [app] = await db.select({ evalType: zpEval.evalType }).from(zpEval).where(eq(zpEval.id, evalId));
    const required = toReview().find((g) => evalAnnexRequired(app.evalType).includes(g.groupKey))!;
    const [annex] = await db.select().from(zpEvalAnnex).where(and(eq(zpEvalAnnex.evalId, evalId), eq(zpEvalAnnex.groupKey, required.groupKey)));
    await db.update(zpEvalAnnex).set({ annexIds: null }).where(eq(zpEvalAnnex.id, annex.id));
    try {
      const r = await s.call<{ url: string }>({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: unit, payload: { evalId } });
      expect(r.body.code, r.body.msg).toBe(200);
      const file = await s.app.inject({ method: 'GET', url: r.body.data.url, headers: { 'x-token': unit } });
      const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
      // The table's rows as cell texts: the header, then one row per annex group.
      const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([tr]) => [...tr.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([tc]) => [...tc.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')));
      expect(rows[0]).toEqual(['材料分组', '是否符合', '评审意见']);
      const finding = new Map(rows.slice(1).map(([group, conform]) => [group, conform]));
      expect(finding.size).toBe(EVAL_ANNEX_GROUPS.length);
      expect(finding.get(required.label)).toBe(DOC_REVIEW_FINDING.notSubmitted);
      for (const g of groups.filter((x) => x.files === 0)) expect(finding.get(g.label)).toBe(DOC_REVIEW_FINDING.notApplicable);
      for (const g of toReview().filter((x) => x !== required)) expect(finding.get(g.label)).toBe('符合');
    } finally {
      await db.update(zpEvalAnnex).set({ annexIds: annex.annexIds }).where(eq(zpEvalAnnex.id, annex.id));
    }
  });

  it('lists the applications waiting for a document review to the institution, paged', async () => {
    const page = await s.call<{ content: Row[]; totalElements: number }>({ method: 'POST', url: '/api/eval/doc/review/evalOrgPage?page.size=5', token: unit });
    expect(page.body.data.content.some((r) => r.id === evalId)).toBe(true);
    expect(page.body.data.content.every((r) => r.status === EVAL_STATUS.docView)).toBe(true);
    expect((await s.call({ method: 'POST', url: '/api/eval/doc/review/evalOrgPage?page.size=0', token: unit })).body.code).toBe(400);
  });

  it('passes the documents, after which the round is closed to changes', async () => {
    expect((await move(unit, 'docPass')).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/eval/doc/review/${reviewId}`, token: unit, payload: { opinion: '改' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('不能进行文件评审') });
  });
});
