/**
 * 历史数据 import: the template, the preview (every row with its problems, nothing saved) and the
 * import (all rows in one transaction, or nothing), under base:history:* only.
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { valuesOf, workbookOf } from '../xlsx';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysOrg, zpHisProduct } from '../../../server/db/schema';
import { historyCalls } from '../../../src/domain/calls/stats';
import { HISTORY_COLUMNS, HISTORY_MAX_ROWS, problemText, type HistoryImportResult, type HistoryPreview, type HistoryRefusal } from '../../../src/domain/historyImport';
import type { Page } from '../../../src/domain/page';
import { startTestServer, type TestServer } from '../harness';

type Cell = string | number | Date | null;
const HEADER = HISTORY_COLUMNS.map((c) => c.label);

let s: TestServer;
let manager: string;
let enterpriseUser: string;
let orgs: { id: number; name: string; code: string }[];

/** An .xlsx with the header (the template's unless given) and the rows, on sheet 历史产品. */
async function xlsx(rows: Cell[][], header: string[] = HEADER, sheet = '历史产品'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart body with the file under `file`. */
function upload(bytes: Buffer, filename = '历史数据.xlsx'): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----historyImportTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const preview = (bytes: Buffer, token = manager, filename?: string) => s.call<HistoryPreview>({ method: 'POST', url: '/api/history/preview', token, ...upload(bytes, filename) });
const importFile = (bytes: Buffer, token = manager, filename?: string) => s.call<HistoryImportResult & HistoryRefusal>({ method: 'POST', url: '/api/history/import', token, ...upload(bytes, filename) });
const stored = async () => Number((await s.database.db.select({ n: count() }).from(zpHisProduct))[0].n);

/** A good row of enterprise `i` with certificate `cert`. */
const good = (i: number, cert: string, issue: Cell = '2021-06-18', expire: Cell = '2024-06-17'): Cell[] => [orgs[i].code, orgs[i].name, `历史产品${cert}`, '绿源优选', '果蔬类', '500g', cert, issue, expire, '补录'];

beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
  enterpriseUser = await s.signIn('enterprise');
  orgs = (await s.database.db.select({ id: sysOrg.id, name: sysOrg.name, code: sysOrg.code }).from(sysOrg).where(and(eq(sysOrg.type, '3'), isNotNull(sysOrg.code))).orderBy(sysOrg.id).limit(3)) as typeof orgs;
  expect(orgs).toHaveLength(3);
});
afterAll(async () => {
  await s?.close();
});

describe('the template', () => {
  it('downloads as an .xlsx named in UTF-8 with the header, the type drop-down and the guide', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/history/template', headers: { 'x-token': manager } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(String(r.headers['content-disposition'])).toContain(`attachment; filename="`);
    expect(String(r.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('历史数据导入模板.xlsx')}`);
    const wb = await workbookOf(r.rawPayload);
    const ws = wb.getWorksheet('历史产品')!;
    expect(valuesOf(ws.getRow(1))).toEqual(['统一社会信用代码', '企业名称', '产品名称', '品牌', '产品类型', '规格', '证书编号', '发证日期', '有效期至', '备注']);
    expect(ws.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"果蔬类,肉禽类,水产类,预包装类"'] });
    expect(ws.getCell(`E${HISTORY_MAX_ROWS + 1}`).dataValidation).toMatchObject({ type: 'list' });
    // No example row in the data sheet: nothing to delete before importing.
    expect(ws.actualRowCount).toBe(1);
    const guide = wb.getWorksheet('填写说明')!;
    const labels: unknown[] = [];
    guide.eachRow((row, n) => n > 1 && n <= HISTORY_COLUMNS.length + 1 && labels.push(row.getCell(1).value));
    expect(labels).toEqual(HEADER);
  });

  it('filled in, previews clean', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/history/template', headers: { 'x-token': manager } });
    const wb = await workbookOf(r.rawPayload);
    wb.getWorksheet('历史产品')!.addRow(good(0, 'TPL-0001', new Date(Date.UTC(2022, 2, 1)), new Date(Date.UTC(2025, 1, 28))));
    const p = await preview(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.body.msg).toBe('操作成功!');
    expect(p.body.data).toMatchObject({ total: 1, errorRows: 0, warningRows: 0 });
    expect(p.body.data.rows[0]).toMatchObject({ row: 2, orgId: orgs[0].id, problems: [], values: { issueDate: '2022-03-01', expireDate: '2025-02-28' } });
  });

  it('is refused without the permission', async () => {
    expect((await s.call({ method: 'GET', url: '/api/history/template', token: enterpriseUser })).body.code).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/history/template' })).body.code).toBe(401);
  });
});

describe('a good file', () => {
  it('previews clean, saves nothing, then imports every row in one go with one log entry', async () => {
    const before = await stored();
    const file = await xlsx([good(0, 'GOOD-0001'), good(1, 'GOOD-0002', new Date(Date.UTC(2020, 0, 15)), new Date(Date.UTC(2023, 0, 14))), [], good(2, 'GOOD-0003', '2019/3/1', '2022年2月28日')]);
    const p = await preview(file);
    expect(p.body.code).toBe(200);
    expect(p.body.data).toMatchObject({ fileName: '历史数据.xlsx', total: 3, errorRows: 0, warningRows: 0 });
    // What the contract declares, the client's type.
    expect(historyCalls.preview.reply.safeParse(p.body.data).error?.issues).toBeUndefined();
    // Rows keep their numbers in the sheet (the empty row 4 is skipped).
    expect(p.body.data.rows.map((r) => r.row)).toEqual([2, 3, 5]);
    expect(p.body.data.rows.map((r) => [r.values.issueDate, r.values.expireDate])).toEqual([
      ['2021-06-18', '2024-06-17'],
      ['2020-01-15', '2023-01-14'],
      ['2019-03-01', '2022-02-28'],
    ]);
    expect(await stored()).toBe(before);

    const logsBefore = Number((await s.database.db.select({ n: count() }).from(sysLog).where(eq(sysLog.op, 'IMPORT')))[0].n);
    const r = await importFile(file);
    expect(r.body.code).toBe(200);
    expect(r.body.msg).toBe('已导入 3 条历史产品');
    expect(r.body.data).toEqual({ fileName: '历史数据.xlsx', count: 3 });
    expect(historyCalls.import.reply.safeParse(r.body.data).error?.issues).toBeUndefined();
    expect(await stored()).toBe(before + 3);
    const [row] = await s.database.db.select().from(zpHisProduct).where(eq(zpHisProduct.certNo, 'GOOD-0002'));
    expect(row).toMatchObject({ orgId: orgs[1].id, productName: '历史产品GOOD-0002', brand: '绿源优选', productType: '0', spec: '500g', issueDate: '2020-01-15', expireDate: '2023-01-14', remark: '补录' });
    const logs = await s.database.db.select().from(sysLog).where(eq(sysLog.op, 'IMPORT'));
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.at(-1)).toMatchObject({ username: 'manager', resource: 'zphisproduct' });
    expect(JSON.parse(String(logs.at(-1)!.detail))).toMatchObject({ file: '历史数据.xlsx', rows: 3, enterprises: 3 });

    // Management lists what was imported on the same page.
    const list = await s.call<Page<Record<string, unknown>>>({ method: 'POST', url: '/api/zphisproduct/page?search.certNo_like=GOOD-', token: manager });
    expect(list.body.code).toBe(200);
    expect(list.body.data.content.map((x) => x.certNo).sort()).toEqual(['GOOD-0001', 'GOOD-0002', 'GOOD-0003']);

    // The same file again: every certificate is already there for its enterprise.
    const again = await importFile(file);
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toContain('第2行 证书编号：该企业已导入过此证书编号');
    expect(await stored()).toBe(before + 3);
  });
});

describe('a file with problems', () => {
  it('shows each problem by row and column, and imports nothing', async () => {
    const before = await stored();
    const logsBefore = Number((await s.database.db.select({ n: count() }).from(sysLog)).at(0)!.n);
    const file = await xlsx([
      good(0, 'BAD-0001'),
      good(1, 'BAD-0001'),
      ['91440300000000000X', '不存在的企业', '产品', '', '果蔬类', '', 'BAD-0003', '2021-01-01', '2022-01-01', ''],
      good(0, 'BAD-0004', '2021-02-30'),
      [orgs[1].code, orgs[1].name, '产品', '', '蔬菜', '', 'BAD-0005', '2021-01-01', '2022-01-01', ''],
      [orgs[2].code, `${orgs[2].name}（旧名）`, '产品', '', '水产类', '', 'BAD-0006', '2021-01-01', '2022-01-01', ''],
      good(1, 'BAD-0007', '2021-06-18', '2020-06-18'),
    ]);
    const p = await preview(file);
    expect(p.body.code).toBe(200);
    expect(historyCalls.preview.reply.safeParse(p.body.data).error?.issues).toBeUndefined();
    expect(p.body.data).toMatchObject({ total: 7, errorRows: 5, warningRows: 1 });
    const texts = p.body.data.rows.flatMap((r) => r.problems.map(problemText));
    expect(texts).toEqual([
      '第3行 证书编号：与第2行重复',
      '第4行 统一社会信用代码：系统中没有该信用代码的企业',
      '第5行 发证日期：日期格式不正确，应为日期单元格或 YYYY-MM-DD',
      '第6行 产品类型：只能是果蔬类、肉禽类、水产类、预包装类之一',
      `第7行 企业名称：与系统中的企业名称“${orgs[2].name}”不一致，将按信用代码导入`,
      '第8行 有效期至：须晚于发证日期',
    ]);
    expect(p.body.data.rows[5].problems[0].level).toBe('warning');

    const r = await importFile(file);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe('有 5 行数据有误，未导入任何数据：第3行 证书编号：与第2行重复；第4行 统一社会信用代码：系统中没有该信用代码的企业；第5行 发证日期：日期格式不正确，应为日期单元格或 YYYY-MM-DD');
    expect(r.body.data.errorRows).toBe(5);
    expect(r.body.data.errors.map(problemText)).toEqual(texts.filter((t) => !t.includes('企业名称')));
    expect(await stored()).toBe(before);
    expect(Number((await s.database.db.select({ n: count() }).from(sysLog)).at(0)!.n)).toBe(logsBefore);
  });

  it('with only a name mismatch (a warning) imports', async () => {
    const r = await importFile(await xlsx([[orgs[2].code, '别的名字', '产品', '', '肉禽类', '', 'WARN-0001', '2021-01-01', '2022-01-01', '']]));
    expect(r.body).toMatchObject({ code: 200, data: { count: 1 } });
    const [row] = await s.database.db.select().from(zpHisProduct).where(eq(zpHisProduct.certNo, 'WARN-0001'));
    expect(row).toMatchObject({ orgId: orgs[2].id, productType: '1' });
  });
});

describe('files that are not an import file', () => {
  it('are a clear 400, never a 500, and save nothing', async () => {
    const before = await stored();
    const cases: [string, Promise<{ body: { code: number; msg: string } }>][] = [
      ['只能导入 .xlsx 格式的 Excel 文件，请下载模板填写', preview(Buffer.from('统一社会信用代码,企业名称\n'), manager, '历史数据.csv')],
      ['只能导入 .xlsx 格式的 Excel 文件，请下载模板填写', importFile(Buffer.from('hello'), manager, 'notes.txt')],
      ['文件无法读取，请确认是 .xlsx 格式的 Excel 文件（可用模板填写后另存为 .xlsx）', preview(Buffer.from('not a spreadsheet at all'), manager, 'fake.xlsx')],
      ['文件无法读取，请确认是 .xlsx 格式的 Excel 文件（可用模板填写后另存为 .xlsx）', importFile(Buffer.from('PK\u0003\u0004broken zip'), manager, 'broken.xlsx')],
      ['缺少列：证书编号、发证日期、有效期至，请使用导入模板', preview(await xlsx([['a', 'b', 'c', 'd']], ['统一社会信用代码', '企业名称', '产品名称', '产品类型']))],
      ['文件中没有数据行', preview(await xlsx([]))],
      ['附件大小不能为0M！', preview(Buffer.alloc(0))],
    ];
    for (const [msg, call] of cases) {
      const r = await call;
      expect(r.body, msg).toMatchObject({ code: 400, msg });
    }
    const json = await s.call({ method: 'POST', url: '/api/history/import', token: manager, payload: { file: 'x' } });
    expect(json.body).toMatchObject({ code: 400, msg: '请以 multipart/form-data 方式上传文件' });
    const noFile = await s.call({ method: 'POST', url: '/api/history/preview', token: manager, payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expect(noFile.body).toMatchObject({ code: 400, msg: '请选择要导入的 Excel 文件' });
    expect(await stored()).toBe(before);
  });

  it('more than 10 000 data rows is refused as a whole', async () => {
    const rows = Array.from({ length: HISTORY_MAX_ROWS + 1 }, (_, i) => good(i % 3, `MANY-${i}`));
    const r = await preview(await xlsx(rows));
    expect(r.body).toMatchObject({ code: 400, msg: '数据行超过 10000 行，请拆分后分批导入' });
  });
});

describe('10 000 rows', () => {
  it('import in seconds, in one transaction', async () => {
    const before = await stored();
    const rows = Array.from({ length: HISTORY_MAX_ROWS }, (_, i) => good(i % 3, `BULK-${String(i).padStart(5, '0')}`, '2021-06-18', new Date(Date.UTC(2024, 5, 17))));
    const file = await xlsx(rows);
    let t = performance.now();
    const p = await preview(file);
    const previewMs = performance.now() - t;
    expect(p.body.data).toMatchObject({ total: HISTORY_MAX_ROWS, errorRows: 0 });
    t = performance.now();
    const r = await importFile(file);
    const importMs = performance.now() - t;
    expect(r.body).toMatchObject({ code: 200, data: { count: HISTORY_MAX_ROWS } });
    expect(await stored()).toBe(before + HISTORY_MAX_ROWS);
    console.log(`history import: ${file.length} bytes, preview of ${HISTORY_MAX_ROWS} rows ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms`);
    expect(importMs).toBeLessThan(30_000);
    const res = (await s.database.db.execute(sql`select count(distinct org_id)::int as n from zp_his_product where cert_no like 'BULK-%'`)) as unknown as { rows: { n: number }[] };
    const { n } = res.rows[0];
    expect(n).toBe(3);
  }, 120_000);
});

describe('permissions', () => {
  it('refuses a caller without base:history:import (and without a session) and saves nothing', async () => {
    const before = await stored();
    const file = await xlsx([good(0, 'PERM-0001')]);
    expect((await preview(file, enterpriseUser)).body.code).toBe(403);
    expect((await importFile(file, enterpriseUser)).body.code).toBe(403);
    const anon = await s.call({ method: 'POST', url: '/api/history/import', ...upload(file) });
    expect(anon.body.code).toBe(401);
    expect(await stored()).toBe(before);
  });
});
