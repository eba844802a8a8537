/**
 * Basic data on the resource platform's features: field defaults, the definitions' cross-field
 * check (run on the stored row merged with an update), multiple refs and the number search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_RULE_STATUS } from '../../../src/domain/resources/evalRule';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;
interface Page {
  content: Row[];
  totalElements: number;
}

const STD = '/api/base/standard';
const SPEC = '/api/base/techspec';
const ANNEX = '/api/base/annextype';
const RULE = '/api/base/evalrule';

describe('basic data on the platform features', () => {
  let s: TestServer;
  let admin: string;
  const put = (url: string, payload: Row) => s.call<Row>({ method: 'PUT', url, payload, token: admin });
  const page = (url: string, query: string) => s.call<Page>({ method: 'POST', url: `${url}/page?${query}`, token: admin });

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.signIn('admin');
  });
  afterAll(() => s?.close());

  it('refuses dates out of order on create and on a partial update (merged with the stored row)', async () => {
    const body = { code: 'DB4403/T 56-2020', name: '圳品 测试', level: '3', issuer: '深圳市市场监督管理局', publishDate: '2020-05-01', implementDate: '2020-06-01' };
    const bad = await put(STD, { ...body, implementDate: '2020-04-01' });
    expect(bad.body).toMatchObject({ code: 400, msg: '实施日期：不能早于发布日期' });
    const r = await put(STD, body);
    expect(r.body).toMatchObject({ code: 200, data: { code: 'DB4403/T 56―2020' } });
    const id = String(r.body.data.id);
    const partial = await put(`${STD}/${id}`, { abolishDate: '2020-05-15' });
    expect(partial.body).toMatchObject({ code: 400, msg: '废止日期：必须晚于实施日期' });
    expect((await put(`${STD}/${id}`, { abolishDate: '2020-07-01' })).body).toMatchObject({ code: 200, data: { status: 0 } });
  });

  it('finds a number searched with an ASCII dash or spaces, in standards and specifications', async () => {
    const seeded = (await page(STD, 'page.size=1')).body.data.content[0];
    const code = String(seeded.code);
    const typed = code.replace('―', '-');
    expect(typed).not.toBe(code);
    const like = await page(STD, `search.code_like=${encodeURIComponent(typed.split(' ').pop() ?? typed)}`);
    expect(like.body.data.content.map((x) => x.code)).toContain(code);
    const eq = await s.call<Page>({ method: 'POST', url: `${STD}/page`, payload: { search: { code_eq: typed.replace(' ', '  ') } }, token: admin });
    expect(eq.body.data.content.map((x) => x.code)).toEqual([code]);
    const spec = (await page(SPEC, 'page.size=1')).body.data.content[0];
    const specLike = await page(SPEC, `search.code_like=${encodeURIComponent(String(spec.code).replace('―', '-'))}`);
    expect(specLike.body.data.content.map((x) => x.code)).toContain(spec.code);
  });

  it('stores the definitions\' defaults for fields a body leaves out or empties', async () => {
    const t = await put(ANNEX, { code: 'H8T1', name: 'H8 测试类型', uploadType: 'pdf' });
    expect(t.body).toMatchObject({ code: 200, data: { enabled: true, required: false, maxSizeMb: 20, maxCount: 0, seq: 0 } });
    const cleared = await put(`${ANNEX}/${String(t.body.data.id)}`, { seq: 5, enabled: null });
    expect(cleared.body).toMatchObject({ code: 200, data: { seq: 5, enabled: true } });
    const rule = await put(RULE, { name: 'H8 规则', productType: '0', evalType: '0', version: 'V1', effectiveDate: '2025-01-01', annexTypeIds: String(t.body.data.id) });
    expect(rule.body).toMatchObject({ code: 200, data: { status: EVAL_RULE_STATUS.draft, annexTypeNames: 'H8 测试类型' } });
  });
});
