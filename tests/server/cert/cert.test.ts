/**
 * 圳品证书 through its calls: the certificate officer generates the certificates of an application
 * passed at its meeting (a number, the dates, a PDF the enterprise can download), which moves the
 * application to 证书确认; the enterprise confirms or disputes; the stamped copy makes it valid and
 * the application 已通过; then suspend, restore and revoke, each with its reason; anyone can check a
 * number publicly. The wrong actor, another enterprise, missing reasons and bad input are refused.
 */
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, CHANGE_STATUS, EVAL_STATUS, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { CERT_BASIS_LABEL, CERT_MSG, CERT_NO_PATTERN, CERT_STAMPED_PATH } from '../../../src/domain/resources/cert';
import { CITATION_SEPARATOR } from '../../../src/domain/resources/standard';
import { certificateFlow } from '../../../src/domain/workflows/certificate';
import { baseStandard, sysUser, zpCert, zpCertVersion, zpEval, zpEvalChange, zpEvalProduct, zpProduct } from '../../../server/db/schema';
import { expiryOf } from '../../../server/modules/cert';
import { multipartFile, startTestServer, type TestServer } from '../harness';
import { qrOf, textOf } from '../pdfRead';

type Row = Record<string, unknown>;

describe('certificates', () => {
  let s: TestServer;
  let officer: string;
  let mng: string;
  let ent: string;
  let other: string;
  let evalId: number;
  let certIds: number[];

  const move = (token: string, id: number, action: string, extra: Row = {}) => s.call<{ status: number }>({ method: 'POST', url: '/api/eval/cert/process/move', token, payload: { id, action, ...extra } });
  const cert = async (id: number) => (await s.database.db.select().from(zpCert).where(eq(zpCert.id, id)))[0];
  const evalStatus = async () => (await s.database.db.select({ status: zpEval.status }).from(zpEval).where(eq(zpEval.id, evalId)))[0].status;
  const verify = (no: string) => s.call<Row>({ method: 'GET', url: `/rst/cert/verify?no=${encodeURIComponent(no)}` });

  beforeAll(async () => {
    s = await startTestServer();
    [officer, mng] = await Promise.all(['mng_cert', 'manager'].map((u) => s.signIn(u)));
    const db = s.database.db;
    // A seeded application passed at its meeting, its certificates waiting to be generated, and its enterprise's administrator.
    const waiting = await db.select().from(zpCert).where(eq(zpCert.status, CERT_STATUS.toGenerate));
    const [app] = await db.select().from(zpEval).where(inArray(zpEval.id, waiting.map((c) => c.evalId).filter((x): x is number => x !== null)));
    evalId = app.id;
    certIds = waiting.filter((c) => c.evalId === evalId).map((c) => c.id);
    const [owner] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.orgId, app.orgId)).limit(1);
    ent = await s.signIn(owner.username);
    const [stranger] = await db.select({ username: sysUser.username, orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    other = stranger.orgId === app.orgId ? await s.signIn('qy02_admin') : await s.signIn('enterprise');
  });
  afterAll(async () => s?.close());

  it('an application passed at its meeting has a certificate to generate for each passed product, numbered', async () => {
    expect(certIds.length).toBeGreaterThan(0);
    expect(await evalStatus()).toBe(EVAL_STATUS.decidePass);
    for (const id of certIds) expect((await cert(id)).certNo).toMatch(CERT_NO_PATTERN);
  });

  it('lists a certificate for management and its enterprise, never for another enterprise', async () => {
    const mine = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/cert/page', token: ent, payload: { size: 200 } });
    expect(mine.body.data.content.map((r) => r.id)).toEqual(expect.arrayContaining(certIds));
    expect(mine.body.data.content[0]).toMatchObject({ orgName: expect.any(String), productName: expect.any(String) });
    const theirs = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/cert/page', token: other, payload: { size: 200 } });
    expect(theirs.body.data.content.some((r) => certIds.includes(r.id as number))).toBe(false);
    expect((await s.call({ method: 'GET', url: `/api/eval/cert/${certIds[0]}`, token: other })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/confirm/getConfirm', token: other, payload: { evalId } })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/confirm/getConfirm', token: ent, payload: { evalId: 'x' } })).body.code).toBe(400);
  });

  it('only the officer generates, with an issue date; the PDF is the enterprise’s to download, and the application moves on with the last one', async () => {
    expect((await move(ent, certIds[0], 'generate', { values: { issueDate: '2026-11-25' } })).body.code).toBe(403);
    // An empty 发证日期 is today (the field's default, tested with the resource rules); one that is not a date is refused.
    expect((await move(officer, certIds[0], 'generate', { values: { issueDate: '2026-13-45' } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('发证日期') });
    expect((await move(officer, certIds[0], 'generate', { values: { issueDate: '2026-11-25', validYears: 9 } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('有效期') });
    for (const [i, id] of certIds.entries()) {
      const r = await move(officer, id, 'generate', { values: { issueDate: '2026-11-25', ...(i === 0 ? { validYears: 2 } : {}) } });
      expect(r.body.code, r.body.msg).toBe(200);
    }
    const first = await cert(certIds[0]);
    expect(first).toMatchObject({ status: CERT_STATUS.awaitConfirm, issueDate: '2026-11-25', expireDate: '2028-11-24' });
    const file = await s.app.inject({ method: 'GET', url: `/api/file/download?id=${first.fileId}`, headers: { 'X-Token': ent } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The certificate a person opens: its enterprise and product, and a QR code that opens the public check.
    const text = await textOf(file.rawPayload);
    const [product] = await s.database.db.select({ name: zpProduct.name, productType: zpProduct.productType }).from(zpProduct).where(eq(zpProduct.id, first.productId));
    expect(text).toContain(product.name.replace(/\s+/g, ''));
    expect(text).toContain(first.certNo);
    // 评价依据: the standards of the application's rule written for its product, by number and name.
    expect(first.basis).toMatch(/^T\/SZS \d{4}―\d{4}《圳品 [^》]+》/);
    const cited = (first.basis ?? '').split(CITATION_SEPARATOR).map((c) => c.slice(0, c.indexOf('《')));
    const standards = await s.database.db.select().from(baseStandard).where(inArray(baseStandard.code, cited));
    expect(standards.map((x) => x.productType)).toEqual(cited.map(() => product.productType));
    expect(text).toContain(`${CERT_BASIS_LABEL}：${first.basis}`.replace(/\s+/g, ''));
    expect(text).not.toContain(`${CERT_BASIS_LABEL}：—`);
    expect(await qrOf(file.rawPayload)).toBe(`${s.config.publicUrl}/verify?no=${first.certNo}`);
    expect(await evalStatus()).toBe(EVAL_STATUS.certConfirm);
    const products = await s.database.db.select().from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId));
    expect(products.filter((p) => p.outcome !== PRODUCT_OUTCOME.notPassed).every((p) => p.outcome === PRODUCT_OUTCOME.certGenerated)).toBe(true);
    const confirming = await s.call<Row[]>({ method: 'POST', url: '/api/eval/cert/confirm/getConfirm', token: ent, payload: { evalId } });
    expect(confirming.body.data.map((r) => r.status)).toEqual(certIds.map(() => CERT_STATUS.awaitConfirm));
  });

  it('every certificate the demo world issued names its 评价依据', async () => {
    const issued = await s.database.db.select({ certNo: zpCert.certNo, basis: zpCert.basis }).from(zpCert).where(isNotNull(zpCert.issueDate));
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.filter((c) => !c.basis?.includes('《'))).toEqual([]);
  });

  it('a generated certificate is not yet a certificate to the public', async () => {
    expect((await verify((await cert(certIds[0])).certNo)).body.data).toMatchObject({ found: false, message: CERT_MSG.unknownNo });
  });

  it('the enterprise disputes with a reason (back to the officer) or confirms; nobody else does', async () => {
    expect((await move(other, certIds[0], 'confirm')).body.code).toBe(404);
    expect((await move(officer, certIds[0], 'confirm')).body.code).toBe(403);
    expect((await move(ent, certIds[0], 'dispute')).body.code).toBe(400);
    expect((await move(ent, certIds[0], 'dispute', { opinion: '产品规格应为2*800' })).body.code).toBe(200);
    expect(await cert(certIds[0])).toMatchObject({ status: CERT_STATUS.toGenerate, reason: '产品规格应为2*800' });
    expect((await move(officer, certIds[0], 'generate', { values: { issueDate: '2026-11-26' } })).body.code).toBe(200);
    // Generated again, for the default three years this time.
    expect((await cert(certIds[0])).expireDate).toBe('2029-11-25');
    for (const id of certIds) expect((await move(ent, id, 'confirm', { opinion: '证书信息无误' })).body.code).toBe(200);
    expect((await cert(certIds[0])).status).toBe(CERT_STATUS.awaitStamped);
  });

  it('offers 上传盖章证书 blocked until the stamped copy is uploaded, and refuses it with the same words', async () => {
    type Flow = { actions: { action: string; blockedBy: { text: string; work: string | null; page: string | null }[] }[]; work: { key: string; done: boolean }[] };
    const flow = async () => (await s.call<Flow>({ method: 'GET', url: `${certificateFlow.path}/flow?id=${certIds[0]}`, token: officer })).body.data;
    const text = certificateFlow.guards?.stampedUploaded.text ?? '?';
    const before = await flow();
    expect(before.actions.find((a) => a.action === 'stamp')?.blockedBy).toEqual([expect.objectContaining({ text, work: 'stamped', page: expect.stringContaining(`?id=${certIds[0]}`) })]);
    expect(before.work).toEqual([expect.objectContaining({ key: 'stamped', done: false })]);
    expect((await move(officer, certIds[0], 'stamp')).body).toMatchObject({ code: 400, msg: text });
    const stamped = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: officer, ...multipartFile('盖章证书.pdf', Buffer.from('%PDF-1.4 stamped')) });
    // Only the officer uploads it, only while it awaits one.
    expect((await s.call({ method: 'PUT', url: CERT_STAMPED_PATH, token: ent, payload: { id: certIds[0], stampedFileId: stamped.body.data.id } })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: CERT_STAMPED_PATH, token: officer, payload: { id: certIds[0], stampedFileId: stamped.body.data.id } })).body.code).toBe(200);
    const after = await flow();
    expect(after.actions.find((a) => a.action === 'stamp')?.blockedBy).toEqual([]);
    expect(after.work).toEqual([expect.objectContaining({ key: 'stamped', done: true })]);
    expect((await cert(certIds[0])).status).toBe(CERT_STATUS.awaitStamped);
  });

  it('the stamped copy (the officer’s own upload) makes it valid; the last one passes the application', async () => {
    const theirs = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: ent, ...multipartFile('企业的.pdf', Buffer.from('%PDF-1.4 enterprise')) });
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/confirm/upAnnexId', token: officer, payload: { id: certIds[0], annexId: theirs.body.data.id } })).body).toMatchObject({ code: 400, msg: CERT_MSG.fileNotOwn });
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/confirm/upAnnexId', token: officer, payload: { id: certIds[0] } })).body).toMatchObject({ code: 400, msg: expect.stringContaining('盖章证书') });
    for (const id of certIds) {
      const stamped = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: officer, ...multipartFile('盖章证书.pdf', Buffer.from('%PDF-1.4 stamped')) });
      expect((await s.call({ method: 'POST', url: '/api/eval/cert/confirm/upAnnexId', token: ent, payload: { id, annexId: stamped.body.data.id } })).body.code).toBe(403);
      const r = await s.call({ method: 'POST', url: '/api/eval/cert/confirm/upAnnexId', token: officer, payload: { id, annexId: stamped.body.data.id } });
      expect(r.body.code, r.body.msg).toBe(200);
    }
    expect((await cert(certIds[0])).status).toBe(CERT_STATUS.valid);
    expect(await evalStatus()).toBe(EVAL_STATUS.passed);
    // The move into an end stamps the application's end, which the statistics read periods on.
    const [{ endTime }] = await s.database.db.select({ endTime: zpEval.endTime }).from(zpEval).where(eq(zpEval.id, evalId));
    expect(Date.now() - endTime!.getTime()).toBeLessThan(60_000);
    const stampedId = (await cert(certIds[0])).stampedFileId;
    expect((await s.app.inject({ method: 'GET', url: `/api/file/download?id=${stampedId}`, headers: { 'X-Token': ent } })).statusCode).toBe(200);
  });

  it('anyone can check a valid certificate by its number; a malformed or unknown number says so', async () => {
    const no = (await cert(certIds[0])).certNo;
    expect((await verify(no.toLowerCase())).body.data).toMatchObject({ found: true, certNo: no, statusLabel: '有效', held: true, productName: expect.any(String), orgName: expect.any(String), basis: (await cert(certIds[0])).basis });
    expect((await verify(no)).body.data).toMatchObject({ basis: expect.stringContaining('《圳品 ') });
    expect((await verify('SZP-1999-999999')).body.data).toMatchObject({ found: false });
    expect((await verify('12345')).body).toMatchObject({ code: 400, msg: CERT_MSG.badNo });
  });

  it('suspended (with a reason) and restored, then revoked: verification says so plainly', async () => {
    const id = certIds[0];
    const no = (await cert(id)).certNo;
    expect((await move(ent, id, 'suspend', { opinion: 'x' })).body.code).toBe(403);
    expect((await move(officer, id, 'suspend')).body.code).toBe(400);
    expect((await move(officer, id, 'suspend', { opinion: '监督抽检不合格' })).body.code).toBe(200);
    expect((await verify(no)).body.data).toMatchObject({ found: true, statusLabel: '已暂停', held: false });
    expect((await move(officer, id, 'restore', { opinion: '整改合格' })).body.code).toBe(200);
    expect((await verify(no)).body.data).toMatchObject({ statusLabel: '有效', held: true });
    expect((await move(mng, id, 'revoke', { opinion: '复查仍不合格' })).body.code).toBe(200);
    expect(await cert(id)).toMatchObject({ status: CERT_STATUS.revoked, reason: '复查仍不合格' });
    expect((await verify(no)).body.data).toMatchObject({ statusLabel: '已撤销', held: false });
    expect((await move(officer, id, 'restore')).body).toMatchObject({ code: 400, msg: expect.stringContaining('已撤销') });
  });

  it('a suspended certificate is cancelled (注销) with its reason, and stays cancelled', async () => {
    const [suspended] = await s.database.db.select().from(zpCert).where(eq(zpCert.status, CERT_STATUS.suspended)).limit(1);
    expect((await move(officer, suspended.id, 'cancel')).body.code).toBe(400);
    expect((await move(officer, suspended.id, 'cancel', { opinion: '企业退出圳品' })).body.code).toBe(200);
    expect(await cert(suspended.id)).toMatchObject({ status: CERT_STATUS.cancelled, reason: '企业退出圳品' });
    expect((await verify(suspended.certNo)).body.data).toMatchObject({ found: true, statusLabel: '已注销', held: false });
    expect((await move(officer, suspended.id, 'restore', { opinion: 'x' })).body.code).toBe(400);
  });

  it('publishes the held certificates not yet published as the next catalogue batch, once', async () => {
    const before = await s.call<{ batchNo: number }[]>({ method: 'GET', url: '/api/eval/cert/catalogue/batches', token: mng });
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/catalogue/publish', token: ent })).body.code).toBe(403);
    const published = await s.call<{ batchNo: number; total: number }>({ method: 'POST', url: '/api/eval/cert/catalogue/publish', token: officer });
    expect(published.body.code, published.body.msg).toBe(200);
    expect(published.body.data.batchNo).toBe((before.body.data[0]?.batchNo ?? 0) + 1);
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/catalogue/publish', token: officer })).body).toMatchObject({ code: 400, msg: CERT_MSG.nothingToPublish });
    const no = (await cert(certIds[1] ?? certIds[0])).certNo;
    const listed = await s.call<{ content: Row[] }>({ method: 'POST', url: '/api/eval/cert/catalogue/page', token: mng, payload: { 'search.certNo_eq': no } });
    expect(listed.body.data.content).toEqual(certIds.length > 1 ? [expect.objectContaining({ certNo: no, batchNo: published.body.data.batchNo, categoryName: expect.any(String), orgName: expect.any(String) })] : []);
  });

  it('reissues a valid certificate after an approved change as its next version, keeping the earlier one', async () => {
    const db = s.database.db;
    const [change] = await db.select().from(zpEvalChange).where(eq(zpEvalChange.status, CHANGE_STATUS.release)).limit(1);
    const [held] = await db.select().from(zpCert).where(and(eq(zpCert.evalId, change.evalId), eq(zpCert.status, CERT_STATUS.valid))).limit(1);
    const changeOwner = await s.signIn((await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.orgId, change.orgId)).limit(1))[0].username);
    const [pending] = await db.select().from(zpEvalChange).where(ne(zpEvalChange.status, CHANGE_STATUS.release)).limit(1);
    expect((await s.call<Row[]>({ method: 'POST', url: `/api/eval/cert/changeCert/${change.id}`, token: officer })).body.data.map((r) => r.id)).toContain(held.id);
    const [outsider] = await db.select({ username: sysUser.username }).from(sysUser).where(and(ne(sysUser.orgId, change.orgId), inArray(sysUser.username, ['enterprise', 'qy02_admin']))).limit(1);
    expect((await s.call({ method: 'POST', url: `/api/eval/cert/changeCert/${change.id}`, token: await s.signIn(outsider.username) })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: `/api/eval/cert/changeCert/${pending.id}`, token: officer })).body).toMatchObject({ code: 400, msg: CERT_MSG.changeNotApproved });
    expect((await s.call({ method: 'POST', url: '/api/eval/cert/changeCert/x', token: officer })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: `/api/eval/cert/doChangeGen/${held.id}`, token: changeOwner })).body.code).toBe(403);
    const r = await s.call({ method: 'POST', url: `/api/eval/cert/doChangeGen/${held.id}`, token: officer, payload: { opinion: '产品规格变更' } });
    expect(r.body.code, r.body.msg).toBe(200);
    const after = await cert(held.id);
    expect(after).toMatchObject({ status: CERT_STATUS.awaitConfirm, version: held.version + 1, certNo: held.certNo, issueDate: held.issueDate, expireDate: held.expireDate, stampedFileId: null });
    expect(after.fileId).not.toBe(held.fileId);
    const versions = await db.select().from(zpCertVersion).where(eq(zpCertVersion.certId, held.id));
    expect(versions).toEqual([expect.objectContaining({ version: held.version, changeId: change.id, fileId: held.fileId })]);
    // While it is reissued the earlier version still holds in public.
    expect((await verify(held.certNo)).body.data).toMatchObject({ found: true, held: true, version: held.version + 1 });
    // Not valid now: no second reissue.
    expect((await s.call({ method: 'POST', url: `/api/eval/cert/doChangeGen/${held.id}`, token: officer })).body.code).toBe(400);
  });

  it('证书维护: the officer records 上市 and changes the status only by the flow’s move into it, with its reason', async () => {
    const db = s.database.db;
    const [held] = await db.select().from(zpCert).where(and(eq(zpCert.status, CERT_STATUS.valid), eq(zpCert.released, false))).limit(1);
    const put = (token: string, payload: Row) => s.call({ method: 'PUT', url: `/api/eval/cert/${held.id}`, token, payload });
    expect((await put(ent, { released: true })).body.code).toBe(403);
    expect((await put(officer, { released: true })).body.code).toBe(200);
    expect(await cert(held.id)).toMatchObject({ released: true, releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: CERT_STATUS.valid });
    // To 失效 nobody moves it (the daily job does); to 暂停 the move needs its reason.
    expect((await put(officer, { maintainStatus: CERT_STATUS.expired })).body).toMatchObject({ code: 400, msg: CERT_MSG.noManualMove('失效') });
    expect((await put(officer, { maintainStatus: 9 })).body.code).toBe(400);
    expect((await put(officer, { maintainStatus: CERT_STATUS.suspended })).body.code).toBe(400);
    expect((await put(officer, { maintainStatus: CERT_STATUS.suspended, statusReason: '企业申请暂停使用' })).body.code).toBe(200);
    expect(await cert(held.id)).toMatchObject({ status: CERT_STATUS.suspended, reason: '企业申请暂停使用' });
    const history = await s.call<{ history: Row[] }>({ method: 'GET', url: `/api/eval/cert/process/flow?id=${held.id}`, token: officer });
    // The latest move (a seeded certificate may have moves of its own before it; which one is held here depends on row order).
    expect(history.body.data.history.at(-1)).toMatchObject({ action: 'suspend', opinion: '企业申请暂停使用' });
    const shown = await s.call<Row>({ method: 'GET', url: `/api/eval/cert/${held.id}`, token: officer });
    expect(shown.body.data).toMatchObject({ maintainStatus: CERT_STATUS.suspended });
  });

  it('counts the years of validity to the day before the anniversary, leap days included', () => {
    expect(expiryOf('2026-11-25', 3)).toBe('2029-11-24');
    expect(expiryOf('2028-02-29', 1)).toBe('2029-02-28');
    expect(expiryOf('2026-01-01', 1)).toBe('2026-12-31');
  });
});
