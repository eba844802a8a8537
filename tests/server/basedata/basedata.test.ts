/** Basic data: evaluation standards, technical specifications, attachment types, evaluation rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseStandard, baseTechSpec } from '../../../server/db/schema';
import { SEED_STANDARDS } from '../../../server/seed/basedata';
import { refreshDocumentStatuses } from '../../../server/modules/basedata/status';
import { ANNEX_TYPE_MSG } from '../../../src/domain/resources/annexType';
import { EVAL_RULE_MSG } from '../../../src/domain/resources/evalRule';
import { documentStatusOf, normaliseStandardNo } from '../../../src/domain/resources/standard';
import { MSG } from '../../../src/domain/validators';
import { startTestServer, type TestServer } from '../harness';
import { beijingDate } from '../../../src/domain/beijingTime';

type Row = Record<string, unknown>;
interface Page {
  content: Row[];
  totalElements: number;
}

const STD = '/api/base/standard';
const SPEC = '/api/base/techspec';
const ANNEX = '/api/base/annextype';
const RULE = '/api/base/evalrule';

const standard = (over: Row = {}): Row => ({
  code: 'T/SZS 9001―2024',
  name: '圳品 荔枝',
  level: '4',
  productType: '0',
  issuer: '深圳市深圳标准促进会',
  publishDate: '2024-05-10',
  implementDate: '2024-06-01',
  remark: '测试',
  ...over,
});

describe('basic data', () => {
  let s: TestServer;
  let admin: string;
  let ent: string;
  const put = (url: string, payload: Row, token = admin) => s.call<Row>({ method: 'PUT', url, payload, token });
  const page = (url: string, query = '', token = admin) => s.call<Page>({ method: 'POST', url: `${url}/page?${query}`, token });
  const del = (url: string, ids: unknown, token = admin) => s.call<number>({ method: 'DELETE', url: `${url}?ids=${String(ids)}`, token });
  const idOf = async (url: string, query: string) => (await page(url, query)).body.data.content[0]?.id as number;

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.signIn('admin');
    ent = await s.signIn('enterprise');
  });
  afterAll(() => s?.close());

  it('seeds group and national standards with the status their dates give today', async () => {
    const r = await page(STD, 'page.size=100');
    expect(r.body.code).toBe(200);
    expect(r.body.data.totalElements).toBe(SEED_STANDARDS.length);
    const today = beijingDate();
    for (const row of r.body.data.content) {
      expect(row.status).toBe(documentStatusOf(row as { implementDate: string; abolishDate: string | null }, today));
      expect(row.fullName).toBe(`${String(row.code)} ${String(row.name)}`);
    }
    const old = r.body.data.content.find((x) => x.code === 'T/SZS 4012―2019');
    expect(old).toMatchObject({ status: 0, abolishDate: '2021-07-01' });
  });

  it('derives the status from the dates: 现行, 即将实施, 废止', () => {
    expect(documentStatusOf({ implementDate: '2024-06-01' }, '2025-01-01')).toBe(1);
    expect(documentStatusOf({ implementDate: '2025-06-01' }, '2025-01-01')).toBe(2);
    expect(documentStatusOf({ implementDate: '2024-06-01', abolishDate: '2025-01-01' }, '2025-01-01')).toBe(0);
    expect(documentStatusOf({ implementDate: '2024-06-01', abolishDate: '2025-01-02' }, '2025-01-01')).toBe(1);
    expect(normaliseStandardNo('  T/SZS   2190-2021 ')).toBe('T/SZS 2190―2021');
    expect(normaliseStandardNo('GB 2762—2022')).toBe('GB 2762―2022');
  });

  it('creates a standard, writing the number with the spec dash, finds it by search, edits and deletes it', async () => {
    const r = await put(STD, standard({ code: 'T/SZS 9001-2024' }));
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ code: 'T/SZS 9001―2024', status: 1, fullName: 'T/SZS 9001―2024 圳品 荔枝' });
    const id = r.body.data.id as number;

    const found = await page(STD, `search.code_like=${encodeURIComponent('9001')}&search.level_eq=4`);
    expect(found.body.data.content.map((x) => x.id)).toEqual([id]);

    const upcoming = await s.call<Row>({ method: 'PUT', url: `${STD}/${id}`, payload: { publishDate: '2099-01-01', implementDate: '2099-02-01' }, token: admin });
    expect(upcoming.body).toMatchObject({ code: 200, data: { status: 2, name: '圳品 荔枝' } });
    const abolished = await s.call<Row>({ method: 'PUT', url: `${STD}/${id}`, payload: { publishDate: '2020-01-01', implementDate: '2020-02-01', abolishDate: '2021-01-01' }, token: admin });
    expect(abolished.body.data.status).toBe(0);
    expect((await page(STD, 'search.status_eq=0')).body.data.content.some((x) => x.id === id)).toBe(true);

    expect((await del(STD, id)).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: `${STD}/${id}`, token: admin })).body.code).toBe(404);
  });

  it('refuses a bad standard number with the spec message', async () => {
    for (const code of ['TSZS2190', 'T/SZS 2190', 'T/SZS 2190―21', 'gb 2762-2022']) {
      const r = await put(STD, standard({ code }));
      expect(r.body).toMatchObject({ code: 400, msg: `标准编号：${MSG.standardNo}` });
    }
    const spec = await put(SPEC, { ...standard({ code: '圳品规范1号' }), kind: '1' });
    expect(spec.body).toMatchObject({ code: 400, msg: `规范编号：${MSG.standardNo}` });
  });

  it('checks the order of the dates, also when an update sends one of them', async () => {
    const early = await put(STD, standard({ code: 'T/SZS 9002―2024', implementDate: '2024-05-01' }));
    expect(early.body).toMatchObject({ code: 400, msg: '实施日期：不能早于发布日期' });
    const same = await put(STD, standard({ code: 'T/SZS 9002―2024', abolishDate: '2024-06-01' }));
    expect(same.body).toMatchObject({ code: 400, msg: '废止日期：必须晚于实施日期' });

    const ok = await put(STD, standard({ code: 'T/SZS 9002―2024' }));
    expect(ok.body.code).toBe(200);
    const id = ok.body.data.id as number;
    const partial = await s.call({ method: 'PUT', url: `${STD}/${id}`, payload: { abolishDate: '2024-01-01' }, token: admin });
    expect(partial.body).toMatchObject({ code: 400, msg: '废止日期：必须晚于实施日期' });
    const bad = await s.call({ method: 'PUT', url: `${STD}/${id}`, payload: { publishDate: 'not a date' }, token: admin });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('发布日期：');
    expect((await del(STD, id)).body.code).toBe(200);
  });

  it('refuses a number already taken, naming the field, whatever dash is typed', async () => {
    const dup = await put(STD, standard({ code: 'T/SZS 2190-2021' }));
    expect(dup.body).toMatchObject({ code: 400, msg: '标准编号：T/SZS 2190―2021 已存在' });
    const first = await put(SPEC, { ...standard({ code: 'T/SZS 9003―2024', name: '圳品 测试规范' }), kind: '2' });
    expect(first.body.code).toBe(200);
    const second = await put(SPEC, { ...standard({ code: 'T/SZS 9003―2024', name: '另一规范' }), kind: '2' });
    expect(second.body).toMatchObject({ code: 400, msg: '规范编号：T/SZS 9003―2024 已存在' });
    // Renaming a row to another's number is refused too; keeping its own number is fine.
    const other = await idOf(SPEC, `search.code_eq=${encodeURIComponent('T/SZS 4002―2019')}`);
    const clash = await s.call({ method: 'PUT', url: `${SPEC}/${String(first.body.data.id)}`, payload: { code: 'T/SZS 4002―2019' }, token: admin });
    expect(clash.body).toMatchObject({ code: 400, msg: '规范编号：T/SZS 4002―2019 已存在' });
    expect((await s.call({ method: 'PUT', url: `${SPEC}/${other}`, payload: { code: 'T/SZS 4002―2019', remark: '改备注' }, token: admin })).body.code).toBe(200);
  });

  it('asks for sign-in (401) and keeps enterprises out of the maintenance calls (403) while letting them read the lists', async () => {
    for (const url of [STD, SPEC, ANNEX, RULE]) {
      expect((await s.call({ method: 'POST', url: `${url}/page` })).body.code).toBe(401);
      expect((await s.call({ method: 'POST', url: `${url}/page`, token: ent })).body.code).toBe(403);
      expect((await s.call({ method: 'POST', url: `${url}/export`, token: ent })).body.code).toBe(403);
      expect((await s.call({ method: 'DELETE', url: `${url}?ids=1`, token: ent })).body.code).toBe(403);
      expect((await s.call({ method: 'PUT', url: `${url}/1`, payload: { remark: 'x' }, token: ent })).body.code).toBe(403);
    }
    expect((await put(STD, standard({ code: 'T/SZS 9004―2024' }), ent)).body.code).toBe(403);
    const lst = await s.call<Row[]>({ method: 'POST', url: `${ANNEX}/lst?search.enabled_eq=true`, token: ent });
    expect(lst.body.code).toBe(200);
    expect(lst.body.data.map((r) => r.name)).toContain('营业执照');
  });

  it('refuses to delete a standard, specification or attachment type an evaluation rule links', async () => {
    const gb = await idOf(STD, `search.code_eq=${encodeURIComponent('GB 2762―2022')}`);
    const r = await del(STD, gb);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toMatch(/^评价标准“GB 2762―2022 食品安全国家标准 食品中污染物限量”已被评价规则“.+”等\d+条引用，不能删除$/);
    const spec = await idOf(SPEC, `search.code_eq=${encodeURIComponent('SZDB/Z 326―2018')}`);
    expect((await del(SPEC, spec)).body).toMatchObject({ code: 400, msg: '技术规范“SZDB/Z 326―2018 供深食品 水产养殖技术规范”已被评价规则“水产类首次评价规则(V1.0)”引用，不能删除' });
    const licence = await idOf(ANNEX, 'search.code_eq=YYZZ');
    const a = await del(ANNEX, licence);
    expect(a.body.code).toBe(400);
    expect(a.body.msg).toContain('附件类型“营业执照”已被评价规则');
    // A batch with one linked record deletes nothing.
    const free = await idOf(STD, `search.code_eq=${encodeURIComponent('NY/T 391―2021')}`);
    expect((await del(STD, `${free},${gb}`)).body.code).toBe(400);
    expect((await s.call({ method: 'GET', url: `${STD}/${free}`, token: admin })).body.code).toBe(200);
    expect((await del(STD, free)).body.code).toBe(200);
  });

  it('keeps attachment types unique with limits inside the spec, defaults for empty values', async () => {
    const made = await put(ANNEX, { code: 'HJPJ', name: '环境影响评价文件', uploadType: 'pdfOnly', maxSizeMb: null, maxCount: null, required: null, seq: null, enabled: null });
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ maxSizeMb: 20, maxCount: 0, required: false, seq: 0, enabled: true });
    expect((await put(ANNEX, { code: 'HJPJ', name: '另一个', uploadType: 'doc' })).body).toMatchObject({ code: 400, msg: ANNEX_TYPE_MSG.duplicateCode('HJPJ') });
    expect((await put(ANNEX, { code: 'HJPJ2', name: '营业执照', uploadType: 'doc' })).body).toMatchObject({ code: 400, msg: ANNEX_TYPE_MSG.duplicateName('营业执照') });
    expect((await put(ANNEX, { code: 'BIG', name: '大文件', uploadType: 'doc', maxSizeMb: 60 })).body).toMatchObject({ code: 400, msg: ANNEX_TYPE_MSG.sizeRange });
    expect((await put(ANNEX, { code: 'NEG', name: '负数', uploadType: 'doc', maxCount: -1 })).body).toMatchObject({ code: 400, msg: ANNEX_TYPE_MSG.countRange });
    expect((await put(ANNEX, { code: 'BAD', name: '坏类型', uploadType: 'exe' })).body).toMatchObject({ code: 400, msg: '允许的文件类型：请选择有效的允许的文件类型' });
    expect((await put(ANNEX, { code: 'HJ_PJ', name: '下划线', uploadType: 'doc' })).body.code).toBe(400);
    expect((await del(ANNEX, made.body.data.id)).body.code).toBe(200);
  });

  it('links evaluation rules to existing records, shows their labels, and keeps one rule in force per product and evaluation type', async () => {
    const std = await idOf(STD, `search.code_eq=${encodeURIComponent('T/SZS 2192―2021')}`);
    const spec = await idOf(SPEC, `search.code_eq=${encodeURIComponent('T/SZS 4006―2021')}`);
    const licence = await idOf(ANNEX, 'search.code_eq=YYZZ');
    const body = { name: '预包装类产品扩项评价规则', productType: '3', evalType: '2', evalField: '1', version: 'V1.0', effectiveDate: '2025-01-01', status: 1, standardIds: `${std}`, techSpecIds: `${spec}`, annexTypeIds: `${licence}`, content: '一、适用范围' };

    const missing = await put(RULE, { ...body, standardIds: `${std},99999` });
    expect(missing.body).toMatchObject({ code: 400, msg: EVAL_RULE_MSG.missing('评价标准', [99999]) });
    expect((await put(RULE, { ...body, annexTypeIds: '1;2' })).body).toMatchObject({ code: 400, msg: EVAL_RULE_MSG.badIds('所需附件类型') });

    const r = await put(RULE, body);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ standardIds: `${std}`, standardNames: 'T/SZS 2192―2021 圳品 大米', techSpecNames: 'T/SZS 4006―2021 圳品 包装与标识规范', annexTypeNames: '营业执照' });

    expect((await put(RULE, { ...body, status: -3 })).body).toMatchObject({ code: 400, msg: EVAL_RULE_MSG.duplicateVersion(body.name, 'V1.0') });
    const second = await put(RULE, { ...body, version: 'V2.0' });
    expect(second.body).toMatchObject({ code: 400, msg: EVAL_RULE_MSG.oneActive(`${body.name}(V1.0)`) });
    const draft = await put(RULE, { ...body, version: 'V2.0', status: -3 });
    expect(draft.body.code).toBe(200);
    // Activating the draft while V1.0 is in force is refused; abolishing V1.0 first allows it.
    expect((await s.call({ method: 'PUT', url: `${RULE}/${String(draft.body.data.id)}`, payload: { status: 1 }, token: admin })).body.code).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${RULE}/${String(r.body.data.id)}`, payload: { status: 0 }, token: admin })).body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `${RULE}/${String(draft.body.data.id)}`, payload: { status: 1 }, token: admin })).body.code).toBe(200);

    const list = await page(RULE, `search.productType_eq=3&search.evalType_eq=2`);
    expect(list.body.data.content.map((x) => x.version).sort()).toEqual(['V1.0', 'V2.0']);
    expect((await del(RULE, `${String(r.body.data.id)},${String(draft.body.data.id)}`)).body.code).toBe(200);
  });

  it('attaches the document as an existing PDF, never another kind of file', async () => {
    const form = (filename: string, bytes: Buffer) => {
      const boundary = '----zpBasedataBoundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const up = (name: string, bytes: Buffer, type: string) => s.call<{ id: number }>({ method: 'POST', url: `/api/file/upload?type=${type}`, token: admin, ...form(name, bytes) });
    const doc = await up('圳品 荔枝.pdf', pdf, 'pdfOnly');
    expect(doc.body.code).toBe(200);
    const photo = await up('照片.png', png, 'img');
    expect(photo.body.code).toBe(200);

    const withPng = await put(STD, standard({ code: 'T/SZS 9005―2024', annexIds: String(photo.body.data.id) }));
    expect(withPng.body).toMatchObject({ code: 400, msg: '文本附件：只能上传pdf格式的文件' });
    const gone = await put(STD, standard({ code: 'T/SZS 9005―2024', annexIds: '99999' }));
    expect(gone.body).toMatchObject({ code: 400, msg: '文本附件：附件 99999 不存在' });
    const ok = await put(STD, standard({ code: 'T/SZS 9005―2024', annexIds: String(doc.body.data.id) }));
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.annexIds).toBe(String(doc.body.data.id));
    expect((await del(STD, ok.body.data.id)).body.code).toBe(200);
  });

  it('exports the current query to Excel', async () => {
    const res = await s.app.inject({ method: 'POST', url: `${STD}/export?search.level_eq=1`, headers: { 'x-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  });

  it('brings stored statuses up to a new day', async () => {
    const db = s.database.db;
    const [row] = await db.select().from(baseTechSpec).where(eq(baseTechSpec.code, 'T/SZS 4010―2026'));
    await refreshDocumentStatuses(db, '2027-01-31');
    expect((await db.select().from(baseTechSpec).where(eq(baseTechSpec.id, row.id)))[0].status).toBe(2);
    await refreshDocumentStatuses(db, '2027-02-01');
    expect((await db.select().from(baseTechSpec).where(eq(baseTechSpec.id, row.id)))[0].status).toBe(1);
    const [old] = await db.select().from(baseStandard).where(eq(baseStandard.code, 'GB 2763―2019'));
    expect(old.status).toBe(0);
    await refreshDocumentStatuses(db);
  });
});
