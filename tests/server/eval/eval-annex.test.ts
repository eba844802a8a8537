/**
 * The annex document form of an evaluation application (评价材料): the enterprise files materials
 * per group while it prepares them, the assigned institution marks completeness and writes tips
 * during 完整性初评 and 文审, the institution and management pack the materials as a real zip.
 * Every call: success, bad input (a 400 naming the field), the wrong role (403), another
 * organisation's record (404), and nothing changes when it refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLabel, EVAL_STATUS } from '../../../src/domain/codes';
import {
  EVAL_ANNEX_GROUPS,
  EVAL_ANNEX_MSG,
  EVAL_ANNEX_PATHS,
  EVAL_ANNEX_PROBLEM,
  type EvalAnnexForm,
  type EvalAnnexItem,
  type EvalAnnexPackEntry,
} from '../../../src/domain/resources/evaluation';
import { completenessProblems, completenessUnmarked, materialsMissing } from '../../../server/modules/eval/annex';
import { fileBaseInfo, sysUser, zpEval, zpEvalAnnex } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

/** A small valid PDF (the upload checks content against the extension). */
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

function multipart(filename: string, bytes: Buffer) {
  const boundary = '----zpAnnexBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
}

/** Reads a zip's central directory and every entry's bytes (stored or deflated): enough to open what the server packs. */
function readZip(buf: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= 0; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let k = 0; k < count; k++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${k}`);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString(flags & 0x800 ? 'utf8' : 'latin1');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    entries.push({ name, data: method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

type Row = Record<string, unknown>;

describe('evaluation annex form', () => {
  let s: TestServer;
  let ent: string;
  let staff: string;
  let mng: string;
  let unit: string;
  let tester: string;
  let entOrg: number;
  let unitOrg: number;
  /** The demo enterprise's application assigned to the demo institution; each test puts it in the status it needs. */
  let evalId: number;
  /** Another enterprise's application (the demo enterprise may not see it). */
  let otherEntEval: number;
  /** An application assigned to another institution (the demo institution may not see it). */
  let otherUnitEval: number;

  const db = () => s.database.db;
  const setStatus = (id: number, status: number) => db().update(zpEval).set({ status }).where(eq(zpEval.id, id));
  const annexRows = (id: number) => db().select().from(zpEvalAnnex).where(eq(zpEvalAnnex.evalId, id));
  const form = (token: string, id: number | string = evalId) => s.call<EvalAnnexForm>({ method: 'GET', url: `${EVAL_ANNEX_PATHS.form}?evalId=${id}`, token });
  const fileGroup = (token: string, payload: Row) => s.call<EvalAnnexForm>({ method: 'POST', url: EVAL_ANNEX_PATHS.file, token, payload });
  const mark = (token: string, payload: Row) => s.call<EvalAnnexForm>({ method: 'POST', url: EVAL_ANNEX_PATHS.problem, token, payload });
  const tips = (token: string, payload: Row) => s.call<EvalAnnexForm>({ method: 'POST', url: EVAL_ANNEX_PATHS.tips, token, payload });
  const upload = async (token: string, name: string) => {
    const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token, ...multipart(name, PDF(name)) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id;
  };
  const orgOf = async (username: string) => (await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;

  beforeAll(async () => {
    s = await startTestServer();
    [ent, staff, mng, unit, tester] = await Promise.all(['enterprise', 'staff', 'manager', 'evaluator', 'tester'].map((u) => s.signIn(u)));
    [entOrg, unitOrg] = await Promise.all([orgOf('enterprise'), orgOf('evaluator')]);
    // The demo enterprise's own application, assigned to the demo institution with the demo testing unit sampling.
    const [mine] = await db().select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.orgId, entOrg)).orderBy(zpEval.id).limit(1);
    evalId = mine.id;
    await db().update(zpEval).set({ unitId: unitOrg, testUnitId: await orgOf('tester'), evalType: '0' }).where(eq(zpEval.id, evalId));
    // Start from nothing filed, whatever the demo world gave it.
    await db().delete(zpEvalAnnex).where(eq(zpEvalAnnex.evalId, evalId));
    otherEntEval = (await db().select({ id: zpEval.id }).from(zpEval).where(and(ne(zpEval.orgId, entOrg), eq(zpEval.unitId, unitOrg))).limit(1))[0].id;
    otherUnitEval = (await db().select({ id: zpEval.id }).from(zpEval).where(and(ne(zpEval.orgId, entOrg), ne(zpEval.unitId, unitOrg))).limit(1))[0].id;
  });
  afterAll(async () => s?.close());

  describe('the demo world', () => {
    it('files real materials for applications past 提交材料, marks those past 完整性初评, and tips the one sent back', async () => {
      const apps = await db().select({ id: zpEval.id, status: zpEval.status, createBy: zpEval.createBy }).from(zpEval);
      const inReview = apps.find((a) => a.status === EVAL_STATUS.acceptReview && a.id !== evalId)!;
      const reviewRows = await annexRows(inReview.id);
      expect(reviewRows.map((r) => r.groupKey)).toEqual(expect.arrayContaining(['application', 'commitment']));
      expect(reviewRows.every((r) => r.problem === EVAL_ANNEX_PROBLEM.none && !r.tips)).toBe(true);
      // Each file is a real PDF on disk.
      const [file] = await db().select().from(fileBaseInfo).where(eq(fileBaseInfo.id, Number(reviewRows.find((r) => r.annexIds)!.annexIds)));
      expect(fs.readFileSync(path.join(s.config.filesDir, file.storagePath)).subarray(0, 5).toString()).toBe('%PDF-');

      const returned = apps.find((a) => a.status === EVAL_STATUS.editMaterials)!;
      const returnedRows = await annexRows(returned.id);
      const problems = returnedRows.filter((r) => r.problem === EVAL_ANNEX_PROBLEM.found);
      expect(problems.map((r) => r.groupKey).sort()).toEqual(['productReport', 'trace']);
      expect(problems.every((r) => r.tips && !r.annexIds)).toBe(true);

      // One made in the portal (the history's were brought over without materials).
      const passed = apps.find((a) => a.status === EVAL_STATUS.passed && a.createBy !== null && a.id !== evalId)!;
      expect((await annexRows(passed.id)).some((r) => r.remark)).toBe(true);
      const draft = apps.find((a) => a.status === EVAL_STATUS.draft && a.id !== evalId)!;
      expect(await annexRows(draft.id)).toEqual([]);
    });
  });

  describe('GET getZpEvalAnnex and evalAnnexItemLst', () => {
    it('answers every group in the spec order, with defaults where nothing was filed or marked', async () => {
      const r = await form(ent);
      expect(r.body.code, r.body.msg).toBe(200);
      const f = r.body.data;
      expect(f).toMatchObject({ evalId, orgId: entOrg, unitId: unitOrg, orgName: expect.any(String), unitName: expect.any(String) });
      expect(f.groups.map((g) => g.groupKey)).toEqual(EVAL_ANNEX_GROUPS.map((g) => g.key));
      expect(f.groups[0]).toEqual({ groupKey: 'profile', label: '企业简介', required: true, annexIds: '', files: [], problem: 1, remark: null, otherRemark: null, moreRemark: null, tips: null, questions: {}, updateTime: null, toReview: true, marked: false });
      expect(f.groups.filter((g) => g.required).map((g) => g.label)).toEqual(expect.arrayContaining(['评价申请书', '承诺书']));
    });

    it('is seen by the enterprise, its institution and management; another organisation gets 404', async () => {
      for (const token of [staff, unit, mng]) expect((await form(token)).body.code).toBe(200);
      expect((await form(ent, otherEntEval)).body.code).toBe(404);
      expect((await form(unit, otherUnitEval)).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${EVAL_ANNEX_PATHS.items}?evalId=${otherEntEval}`, token: ent })).body.code).toBe(404);
      // The testing unit sees what it samples (and changes nothing of it, below).
      expect((await form(tester)).body.code).toBe(200);
      const [unsampled] = await db().select({ id: zpEval.id }).from(zpEval).where(and(isNull(zpEval.testUnitId), ne(zpEval.orgId, entOrg))).limit(1);
      expect((await form(tester, unsampled.id)).body.code).toBe(404);
    });

    it('refuses a missing or malformed evalId naming the field', async () => {
      expect((await s.call({ method: 'GET', url: EVAL_ANNEX_PATHS.form, token: ent })).body).toMatchObject({ code: 400, msg: '评价申请：不能为空' });
      expect((await form(ent, 'abc')).body).toMatchObject({ code: 400, msg: '评价申请：必须是数字' });
      expect((await s.call({ method: 'GET', url: `${EVAL_ANNEX_PATHS.items}?evalId=1x`, token: unit })).body).toMatchObject({ code: 400, msg: expect.stringContaining('评价申请：') });
      expect((await form(ent, 987654321)).body.code).toBe(404);
    });
  });

  describe('POST upd_annex (the enterprise files a group)', () => {
    it('files the enterprise\'s uploads in a group while it prepares materials, and lists them for the reviewer', async () => {
      await setStatus(evalId, EVAL_STATUS.materials);
      const licence = await upload(ent, '营业执照.pdf');
      const permit = await upload(staff, '生产许可证.pdf');
      const r = await fileGroup(ent, { evalId, groupKey: 'legal', annexIds: `${licence},${permit}` });
      expect(r.body.code, r.body.msg).toBe(200);
      const legal = r.body.data.groups.find((g) => g.groupKey === 'legal')!;
      expect(legal.files.map((f) => f.name)).toEqual(['营业执照.pdf', '生产许可证.pdf']);
      expect(legal).toMatchObject({ annexIds: `${licence},${permit}`, problem: 1, updateTime: expect.any(String) });

      const items = await s.call<EvalAnnexItem[]>({ method: 'GET', url: `${EVAL_ANNEX_PATHS.items}?evalId=${evalId}`, token: unit });
      expect(items.body.data).toEqual([
        { groupKey: 'legal', label: '法定资质证明', fileId: licence, name: '营业执照.pdf', url: `${EVAL_ANNEX_PATHS.download}?evalId=${evalId}&id=${licence}`, size: expect.any(Number) },
        { groupKey: 'legal', label: '法定资质证明', fileId: permit, name: '生产许可证.pdf', url: `${EVAL_ANNEX_PATHS.download}?evalId=${evalId}&id=${permit}`, size: expect.any(Number) },
      ]);
      // The reviewer downloads it through the application (the general download is the enterprise's own).
      const dl = await s.app.inject({ method: 'GET', url: items.body.data[0].url, headers: { 'x-token': unit } });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf");
      expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // A file of another application is not reachable through this one.
      const foreign = await s.app.inject({ method: 'GET', url: `${EVAL_ANNEX_PATHS.download}?evalId=${otherEntEval}&id=${licence}`, headers: { 'x-token': unit } });
      expect(foreign.json()).toMatchObject({ code: 404 });

      // The whole list is the group's: filing one file takes the other off; an empty list clears it.
      expect((await fileGroup(staff, { evalId, groupKey: 'legal', annexIds: [licence] })).body.data.groups.find((g) => g.groupKey === 'legal')!.files).toHaveLength(1);
      expect((await fileGroup(ent, { evalId, groupKey: 'legal', annexIds: '' })).body.data.groups.find((g) => g.groupKey === 'legal')!.files).toEqual([]);
      await fileGroup(ent, { evalId, groupKey: 'legal', annexIds: licence });
    });

    it('refuses bad input naming the field, and changes nothing', async () => {
      await setStatus(evalId, EVAL_STATUS.materials);
      const before = await annexRows(evalId);
      const mine = await upload(ent, '企业简介.pdf');
      expect((await fileGroup(ent, { evalId, annexIds: mine })).body).toMatchObject({ code: 400, msg: '材料分组：请选择' });
      expect((await fileGroup(ent, { evalId, groupKey: 'nope', annexIds: mine })).body).toMatchObject({ code: 400, msg: '材料分组：没有名为“nope”的分组' });
      expect((await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: 'a,b' })).body).toMatchObject({ code: 400, msg: '材料文件：必须是以逗号分隔的文件编号' });
      expect((await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: { id: 1 } })).body.code).toBe(400);
      expect((await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: Array.from({ length: 51 }, (_, i) => i + 1).join(',') })).body).toMatchObject({ code: 400, msg: '材料文件：每个分组最多 50 个文件' });
      expect((await fileGroup(ent, { groupKey: 'profile', annexIds: mine })).body).toMatchObject({ code: 400, msg: '评价申请：不能为空' });
      // A file the enterprise may not use: another organisation's, or one that does not exist.
      const theirs = await upload(mng, '管理端文件.pdf');
      expect((await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: `${mine},${theirs}` })).body).toMatchObject({ code: 400, msg: '材料文件：附件不存在或无权使用' });
      expect((await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: '987654321' })).body.code).toBe(400);
      expect(await annexRows(evalId)).toEqual(before);
    });

    it('is the owner enterprise\'s only, and only while it prepares materials', async () => {
      const mine = await upload(ent, '产品介绍.pdf');
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      expect((await fileGroup(ent, { evalId, groupKey: 'product', annexIds: mine })).body).toMatchObject({ code: 400, msg: EVAL_ANNEX_MSG.filingClosed('待完整性初评') });
      for (const status of [EVAL_STATUS.draft, EVAL_STATUS.refill, EVAL_STATUS.editMaterials, EVAL_STATUS.nonconform]) {
        await setStatus(evalId, status);
        expect((await fileGroup(ent, { evalId, groupKey: 'product', annexIds: mine })).body.code, codeLabel('evalStatus', status)).toBe(200);
      }
      await setStatus(evalId, EVAL_STATUS.materials);
      const before = await annexRows(evalId);
      expect((await fileGroup(unit, { evalId, groupKey: 'product', annexIds: '' })).body).toMatchObject({ code: 403, msg: EVAL_ANNEX_MSG.notOwner });
      expect((await fileGroup(mng, { evalId, groupKey: 'product', annexIds: '' })).body).toMatchObject({ code: 403, msg: EVAL_ANNEX_MSG.notOwner });
      expect((await fileGroup(ent, { evalId: otherEntEval, groupKey: 'product', annexIds: mine })).body.code).toBe(404);
      expect(await annexRows(evalId)).toEqual(before);
    });
  });

  describe('POST upProblem and upTips (the institution marks completeness)', () => {
    it('marks groups during 完整性初评; a remark left out stays, null clears it', async () => {
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      const r = await mark(unit, {
        evalId,
        items: [
          { groupKey: 'legal', problem: 0, remark: '营业执照已过期', otherRemark: '请重新上传', questions: { expired: true, unstamped: false } },
          { groupKey: 'profile', problem: '1', remark: '  ' },
        ],
      });
      expect(r.body.code, r.body.msg).toBe(200);
      const legal = r.body.data.groups.find((g) => g.groupKey === 'legal')!;
      expect(legal).toMatchObject({ problem: 0, remark: '营业执照已过期', otherRemark: '请重新上传', moreRemark: null, questions: { expired: true } });
      expect(legal.files).toHaveLength(1); // the marks leave the files alone
      expect(r.body.data.groups.find((g) => g.groupKey === 'profile')).toMatchObject({ problem: 1, remark: null });

      const again = await mark(unit, { evalId, items: [{ groupKey: 'legal', problem: 1, otherRemark: null }] });
      expect(again.body.data.groups.find((g) => g.groupKey === 'legal')).toMatchObject({ problem: 1, remark: '营业执照已过期', otherRemark: null, questions: { expired: true } });
      // 文审 too.
      await setStatus(evalId, EVAL_STATUS.docView);
      expect((await mark(unit, { evalId, items: [{ groupKey: 'legal', problem: 0, questions: {} }] })).body.data.groups.find((g) => g.groupKey === 'legal')!.questions).toEqual({});
    });

    it('refuses bad marks naming the item and the field, and changes nothing', async () => {
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      const before = await annexRows(evalId);
      const refusal = async (payload: Row, msg: unknown) => expect((await mark(unit, { evalId, ...payload })).body).toMatchObject({ code: 400, msg });
      await refusal({ items: [] }, '完整性标记：请至少标记一个分组');
      await refusal({ items: 'legal' }, '完整性标记：请至少标记一个分组');
      await refusal({ items: [null] }, '完整性标记：每一项必须是一个分组的标记');
      await refusal({ items: [{ groupKey: 'legal', problem: 1 }, { groupKey: 'x', problem: 1 }] }, '材料分组：没有名为“x”的分组');
      await refusal({ items: [{ groupKey: 'legal', problem: 2 }] }, '是否有问题：只能是 0（有问题）或 1（无问题）');
      await refusal({ items: [{ groupKey: 'legal' }] }, '是否有问题：只能是 0（有问题）或 1（无问题）');
      await refusal({ items: [{ groupKey: 'legal', problem: 0, remark: 'x'.repeat(501) }] }, '问题说明：最多 500 个字符');
      await refusal({ items: [{ groupKey: 'legal', problem: 0, moreRemark: 7 }] }, '补充说明：必须是文字');
      await refusal({ items: [{ groupKey: 'legal', problem: 0, questions: { foo: true } }] }, expect.stringContaining('常见问题：没有名为“foo”的问题'));
      await refusal({ items: [{ groupKey: 'legal', problem: 0, questions: { expired: 'yes' } }] }, '常见问题：只能是 true 或 false');
      await refusal({ items: [{ groupKey: 'legal', problem: 0 }, { groupKey: 'legal', problem: 1 }] }, '完整性标记：分组“法定资质证明”出现了多次');
      expect(await annexRows(evalId)).toEqual(before);
    });

    it('is the assigned institution\'s only, and only during 完整性初评 and 文审', async () => {
      const items = [{ groupKey: 'legal', problem: 0 }];
      await setStatus(evalId, EVAL_STATUS.materials);
      expect((await mark(unit, { evalId, items })).body).toMatchObject({ code: 400, msg: EVAL_ANNEX_MSG.markingClosed('待提交材料') });
      expect((await tips(unit, { evalId, groupKey: 'legal', tips: '请补充' })).body).toMatchObject({ code: 400, msg: EVAL_ANNEX_MSG.markingClosed('待提交材料') });
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      const before = await annexRows(evalId);
      for (const token of [ent, mng, tester]) {
        expect((await mark(token, { evalId, items })).body).toMatchObject({ code: 403, msg: EVAL_ANNEX_MSG.notAssigned });
        expect((await tips(token, { evalId, groupKey: 'legal', tips: '请补充' })).body).toMatchObject({ code: 403, msg: EVAL_ANNEX_MSG.notAssigned });
      }
      await setStatus(otherUnitEval, EVAL_STATUS.acceptReview);
      expect((await mark(unit, { evalId: otherUnitEval, items })).body.code).toBe(404);
      expect((await tips(unit, { evalId: otherUnitEval, groupKey: 'legal', tips: '请补充' })).body.code).toBe(404);
      expect(await annexRows(evalId)).toEqual(before);
    });

    it('writes and clears a tip to the enterprise, refusing a bad one', async () => {
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      const r = await tips(unit, { evalId, groupKey: 'trace', tips: '请上传追溯体系说明' });
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data.groups.find((g) => g.groupKey === 'trace')).toMatchObject({ tips: '请上传追溯体系说明', problem: 1, files: [] });
      expect((await form(ent)).body.data.groups.find((g) => g.groupKey === 'trace')!.tips).toBe('请上传追溯体系说明');
      expect((await tips(unit, { evalId, groupKey: 'trace', tips: 'x'.repeat(1001) })).body).toMatchObject({ code: 400, msg: '给企业的提示：最多 1000 个字符' });
      expect((await tips(unit, { evalId, groupKey: 'trace' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('给企业的提示：') });
      expect((await tips(unit, { evalId, groupKey: 'trace', tips: ['a'] })).body).toMatchObject({ code: 400, msg: '给企业的提示：必须是文字' });
      expect((await tips(unit, { evalId, groupKey: '', tips: 'a' })).body).toMatchObject({ code: 400, msg: '材料分组：请选择' });
      expect((await tips(unit, { evalId, groupKey: 'trace', tips: '' })).body.data.groups.find((g) => g.groupKey === 'trace')!.tips).toBeNull();
    });
  });

  describe('materialsMissing (what 提交材料 checks)', () => {
    it('names the required groups of the application\'s type that hold no file', async () => {
      await setStatus(evalId, EVAL_STATUS.materials);
      await db().update(zpEval).set({ evalType: '0' }).where(eq(zpEval.id, evalId));
      await fileGroup(ent, { evalId, groupKey: 'product', annexIds: '' });
      expect(await materialsMissing(db(), evalId)).toEqual(['企业简介', '产品介绍', '评价申请书', '承诺书']);
      for (const groupKey of ['profile', 'product', 'application', 'commitment']) {
        expect((await fileGroup(ent, { evalId, groupKey, annexIds: await upload(ent, `${groupKey}.pdf`) })).body.code).toBe(200);
      }
      expect(await materialsMissing(db(), evalId)).toEqual([]);
      // A base expansion needs its places described instead of the company's profile.
      await db().update(zpEval).set({ evalType: '3' }).where(eq(zpEval.id, evalId));
      expect(await materialsMissing(db(), evalId)).toEqual(['场所情况']);
      await db().update(zpEval).set({ evalType: '0' }).where(eq(zpEval.id, evalId));
    });
  });

  describe('the materials package', () => {
    it('packs a real zip: a folder per group by its Chinese label, each file under its original name, and lists the same', async () => {
      await setStatus(evalId, EVAL_STATUS.materials);
      const first = await upload(ent, '检测报告.pdf');
      const second = await upload(ent, '检测报告.pdf');
      await fileGroup(ent, { evalId, groupKey: 'productReport', annexIds: `${first},${second}` });
      await setStatus(evalId, EVAL_STATUS.docView);

      const res = await s.app.inject({ method: 'POST', url: EVAL_ANNEX_PATHS.pack, headers: { 'x-token': unit }, payload: { evalId } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toContain('attachment;');
      const entries = readZip(res.rawPayload);
      const names = entries.map((e) => e.name);
      for (const g of EVAL_ANNEX_GROUPS) expect(names).toContain(`${g.label}/`);
      expect(names).toEqual(expect.arrayContaining(['法定资质证明/营业执照.pdf', '产品检测报告/检测报告.pdf', '产品检测报告/检测报告 (2).pdf', '企业简介/profile.pdf', '材料目录.txt']));
      expect(entries.find((e) => e.name === '法定资质证明/营业执照.pdf')!.data.toString()).toContain('营业执照.pdf');
      const catalogue = entries.find((e) => e.name === '材料目录.txt')!.data.toString('utf8');
      expect(catalogue).toContain('法定资质证明（1 个文件）');
      expect(catalogue).toContain('厂区平面图（未上传）');

      const list = await s.call<EvalAnnexPackEntry[]>({ method: 'POST', url: EVAL_ANNEX_PATHS.packList, token: unit, payload: { evalId } });
      expect(list.body.code, list.body.msg).toBe(200);
      const files = names.filter((n) => !n.endsWith('/') && n !== '材料目录.txt');
      expect(list.body.data.map((e) => e.path)).toEqual(files);
      expect(list.body.data.find((e) => e.fileId === second)).toMatchObject({ groupKey: 'productReport', label: '产品检测报告', path: '产品检测报告/检测报告 (2).pdf' });

      // Management packs too, with the evalId as a parameter.
      const byMng = await s.app.inject({ method: 'POST', url: `${EVAL_ANNEX_PATHS.pack}?evalId=${evalId}`, headers: { 'x-token': mng } });
      expect(readZip(byMng.rawPayload).map((e) => e.name)).toEqual(names);
    });

    it('names a file missing on disk in the catalogue instead of breaking the download', async () => {
      const [row] = await annexRows(evalId).then((rows) => rows.filter((r) => r.groupKey === 'commitment'));
      const [file] = await db().select().from(fileBaseInfo).where(eq(fileBaseInfo.id, Number(row.annexIds)));
      fs.rmSync(path.join(s.config.filesDir, file.storagePath));
      const res = await s.app.inject({ method: 'POST', url: EVAL_ANNEX_PATHS.pack, headers: { 'x-token': unit }, payload: { evalId } });
      const entries = readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).not.toContain('承诺书/commitment.pdf');
      expect(entries.find((e) => e.name === '材料目录.txt')!.data.toString('utf8')).toContain('commitment.pdf（文件缺失，未打包）');
    });

    it('is for the assigned institution and management only; bad input is a 400, another organisation\'s record a 404', async () => {
      for (const url of [EVAL_ANNEX_PATHS.pack, EVAL_ANNEX_PATHS.packList]) {
        expect((await s.call({ method: 'POST', url, token: ent, payload: { evalId } })).body).toMatchObject({ code: 403, msg: EVAL_ANNEX_MSG.notPacker });
        expect((await s.call({ method: 'POST', url, token: unit, payload: { evalId: otherUnitEval } })).body.code).toBe(404);
        expect((await s.call({ method: 'POST', url, token: unit, payload: {} })).body).toMatchObject({ code: 400, msg: '评价申请：不能为空' });
        expect((await s.call({ method: 'POST', url, token: mng, payload: { evalId: 'x' } })).body).toMatchObject({ code: 400, msg: '评价申请：必须是数字' });
      }
    });
  });
  describe('completenessUnmarked and completenessProblems (what 完整性初评通过 checks)', () => {
    it('names every group to look at (required, or filed) until the institution marks it; new files need a new mark', async () => {
      await db().delete(zpEvalAnnex).where(eq(zpEvalAnnex.evalId, evalId));
      await db().update(zpEval).set({ evalType: '0' }).where(eq(zpEval.id, evalId));
      await setStatus(evalId, EVAL_STATUS.materials);
      const ids: Record<string, number> = {};
      for (const groupKey of ['profile', 'product', 'application', 'legal', 'commitment', 'trace']) {
        ids[groupKey] = await upload(ent, `${groupKey}.pdf`);
        expect((await fileGroup(ent, { evalId, groupKey, annexIds: ids[groupKey] })).body.code).toBe(200);
      }
      await setStatus(evalId, EVAL_STATUS.acceptReview);
      // Nothing looked at: every required group and the extra one filed (追溯体系); the 25 empty optional groups are not asked for.
      const all = ['企业简介', '产品介绍', '评价申请书', '法定资质证明', '追溯体系', '承诺书'];
      expect(await completenessUnmarked(db(), evalId)).toEqual(all);
      const f = (await form(unit)).body.data;
      expect(f.groups.filter((g) => g.toReview).map((g) => g.label)).toEqual(all);
      expect(f.groups.some((g) => g.marked)).toBe(false);

      const marked = await mark(unit, { evalId, items: [{ groupKey: 'profile', problem: 1 }, { groupKey: 'product', problem: 1 }, { groupKey: 'legal', problem: 0, remark: '营业执照已过期' }] });
      expect(marked.body.code, marked.body.msg).toBe(200);
      expect(marked.body.data.groups.filter((g) => g.marked).map((g) => g.groupKey)).toEqual(['profile', 'product', 'legal']);
      expect(await completenessUnmarked(db(), evalId)).toEqual(['评价申请书', '追溯体系', '承诺书']);
      expect(await completenessProblems(db(), evalId)).toEqual(['法定资质证明']);

      await mark(unit, { evalId, items: ['application', 'trace', 'commitment', 'legal'].map((groupKey) => ({ groupKey, problem: 1 })) });
      expect(await completenessUnmarked(db(), evalId)).toEqual([]);
      expect(await completenessProblems(db(), evalId)).toEqual([]);

      // Sent back: a group filed anew is looked at again; the same files sent again keep their mark.
      await setStatus(evalId, EVAL_STATUS.editMaterials);
      const renewed = await upload(ent, '新营业执照.pdf');
      await fileGroup(ent, { evalId, groupKey: 'legal', annexIds: renewed });
      await fileGroup(ent, { evalId, groupKey: 'profile', annexIds: ids.profile });
      expect(await completenessUnmarked(db(), evalId)).toEqual(['法定资质证明']);
      // A group emptied that is not required has nothing left to look at.
      await fileGroup(ent, { evalId, groupKey: 'trace', annexIds: '' });
      expect((await form(ent)).body.data.groups.find((g) => g.groupKey === 'trace')).toMatchObject({ toReview: false, marked: false });
      expect(await completenessUnmarked(db(), evalId)).toEqual(['法定资质证明']);
      await expect(completenessUnmarked(db(), 987654321)).rejects.toMatchObject({ code: 404 });
    });

    it('the demo world: an application waiting at 受理审核 has nothing marked, one past it everything', async () => {
      // As the demo world has them: not the applications these tests moved.
      const apps = await db().select({ id: zpEval.id, status: zpEval.status }).from(zpEval).where(notInArray(zpEval.id, [evalId, otherUnitEval]));
      const waiting = apps.find((a) => a.status === EVAL_STATUS.acceptReview)!;
      expect((await completenessUnmarked(db(), waiting.id)).length).toBeGreaterThan(0);
      const past = apps.find((a) => a.status === EVAL_STATUS.docView)!;
      expect(await completenessUnmarked(db(), past.id)).toEqual([]);
    });
  });
});
