// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkHistoryRows,
  firstErrors,
  HISTORY_COLUMNS,
  matchHeader,
  parseHistoryDate,
  problemText,
  PRODUCT_TYPE_LABELS,
  productTypeCode,
  summarise,
  toHisProduct,
  type HistoryLookups,
  type HistoryRow,
  type HistoryValues,
} from './historyImport';

const CODE_A = '91440300MA5DC8XK3A';
const CODE_B = '91440300MA5DC8XK4B';
const lookups: HistoryLookups = {
  enterprises: new Map([
    [CODE_A, { id: 7, name: '深圳市鹏城绿源农业发展有限公司' }],
    [CODE_B, { id: 8, name: '深圳市海润水产有限公司（福田）' }],
  ]),
  existingCerts: new Map([
    ['SZP-OLD-1', new Set([7])],
    ['SZP-OLD-2', new Set([8])],
  ]),
  today: '2025-06-30',
};

const good: HistoryValues = {
  creditCode: CODE_A,
  orgName: '深圳市鹏城绿源农业发展有限公司',
  productName: '有机菜心',
  brand: '绿源优选',
  productType: '果蔬类',
  spec: '500g',
  certNo: 'SZP202100123',
  issueDate: '2021-06-18',
  expireDate: '2024-06-17',
  remark: '',
};
const row = (n: number, v: Partial<HistoryValues> = {}): HistoryRow => ({ row: n, values: { ...good, ...v } });
const texts = (rows: HistoryRow[]) => checkHistoryRows(rows, lookups).flatMap((r) => r.problems.map(problemText));

describe('the columns', () => {
  it('are the template header in order, with the product types of the code list', () => {
    expect(HISTORY_COLUMNS.map((c) => c.label)).toEqual(['统一社会信用代码', '企业名称', '产品名称', '品牌', '产品类型', '规格', '证书编号', '发证日期', '有效期至', '备注']);
    expect(PRODUCT_TYPE_LABELS).toEqual(['果蔬类', '肉禽类', '水产类', '预包装类']);
    expect(productTypeCode('水产类')).toBe('2');
    expect(productTypeCode('蔬菜')).toBeNull();
  });

  it('are found by header text in any order, ignoring spaces, a required mark and a note in brackets', () => {
    const r = matchHeader(['备注', ' 证书编号 ', '*产品名称', '规格(g/ml)', '统一社会信用代码', '产品类型', '发证日期', '有效期至（含）', '其他']);
    expect(r).toEqual({ ok: true, index: { remark: 0, certNo: 1, productName: 2, spec: 3, creditCode: 4, productType: 5, issueDate: 6, expireDate: 7 } });
  });

  it('name the required columns a header lacks', () => {
    expect(matchHeader(['企业名称', '产品名称', '品牌'])).toEqual({ ok: false, missing: ['统一社会信用代码', '产品类型', '证书编号', '发证日期', '有效期至'] });
  });
});

describe('dates', () => {
  it('read YYYY-MM-DD and the usual spellings of a day', () => {
    expect(parseHistoryDate('2021-06-18')).toBe('2021-06-18');
    expect(parseHistoryDate('2021/6/8')).toBe('2021-06-08');
    expect(parseHistoryDate('2021.6.8')).toBe('2021-06-08');
    expect(parseHistoryDate('2021年6月8日')).toBe('2021-06-08');
    expect(parseHistoryDate('2021-06-18 00:00:00')).toBe('2021-06-18');
  });

  it('refuse what is no calendar day', () => {
    for (const bad of ['2023-02-29', '2021-13-01', '2021-06-31', '18/06/2021', '20210618', '明年', '1800-01-01', '']) expect(parseHistoryDate(bad), bad).toBeNull();
    expect(parseHistoryDate('2024-02-29')).toBe('2024-02-29');
  });
});

describe('the rows', () => {
  it('a good row has no problem and becomes a record with the type code and the enterprise', () => {
    const [r] = checkHistoryRows([row(2, { remark: '  补录 ', creditCode: ' 91440300ma5dc8xk3a ' })], lookups);
    expect(r.problems).toEqual([]);
    expect(r.orgId).toBe(7);
    expect(toHisProduct(r)).toEqual({ orgId: 7, productName: '有机菜心', brand: '绿源优选', productType: '0', spec: '500g', certNo: 'SZP202100123', issueDate: '2021-06-18', expireDate: '2024-06-17', remark: '补录' });
  });

  it('names each missing required column, and leaves optional ones alone', () => {
    expect(texts([row(3, { creditCode: '', productName: ' ', productType: '', certNo: '', issueDate: '', expireDate: '', orgName: '', brand: '', spec: '' })])).toEqual([
      '第3行 统一社会信用代码：不能为空',
      '第3行 产品名称：不能为空',
      '第3行 产品类型：不能为空',
      '第3行 证书编号：不能为空',
      '第3行 发证日期：不能为空',
      '第3行 有效期至：不能为空',
    ]);
  });

  it('checks lengths in characters', () => {
    expect(texts([row(2, { productName: '菜'.repeat(100), remark: '注'.repeat(500) })])).toEqual([]);
    expect(texts([row(2, { productName: '菜'.repeat(101), spec: 'x'.repeat(51), certNo: 'C'.repeat(41), brand: '牌'.repeat(101), remark: '注'.repeat(501) })])).toEqual([
      '第2行 产品名称：最多100个字',
      '第2行 品牌：最多100个字',
      '第2行 规格：最多50个字',
      '第2行 证书编号：最多40个字',
      '第2行 备注：最多500个字',
    ]);
  });

  it('needs an enterprise by credit code; a different name is only a warning', () => {
    const [unknown, malformed, renamed, bracket] = checkHistoryRows(
      [row(2, { creditCode: '91440300000000000X' }), row(3, { creditCode: '123', certNo: 'M' }), row(4, { orgName: '深圳市绿源农业有限公司', certNo: 'A' }), row(5, { creditCode: CODE_B, orgName: '深圳市海润水产有限公司(福田)', certNo: 'B' })],
      lookups,
    );
    expect(unknown.problems.map(problemText)).toEqual(['第2行 统一社会信用代码：系统中没有该信用代码的企业']);
    expect(unknown.orgId).toBeNull();
    expect(malformed.problems.map(problemText)).toEqual(['第3行 统一社会信用代码：格式不正确，应为18位统一社会信用代码']);
    expect(renamed.problems).toEqual([{ row: 4, column: 'orgName', level: 'warning', message: '与系统中的企业名称“深圳市鹏城绿源农业发展有限公司”不一致，将按信用代码导入' }]);
    expect(renamed.orgId).toBe(7);
    // Full-width and half-width brackets are the same name.
    expect(bracket.problems).toEqual([]);
  });

  it('takes only the product type labels', () => {
    expect(texts([row(2, { productType: '蔬菜' }), row(3, { productType: '0', certNo: 'X' }), row(4, { productType: ' 预包装类 ', certNo: 'Y' })])).toEqual([
      '第2行 产品类型：只能是果蔬类、肉禽类、水产类、预包装类之一',
      '第3行 产品类型：只能是果蔬类、肉禽类、水产类、预包装类之一',
    ]);
  });

  it('refuses a certificate number repeated in the file (naming the first row) or already imported for the enterprise', () => {
    expect(texts([row(3), row(4, { certNo: 'OTHER' }), row(5), row(6, { certNo: 'SZP-OLD-1' })])).toEqual([
      '第5行 证书编号：与第3行重复',
      '第6行 证书编号：该企业已导入过此证书编号',
    ]);
    // Another enterprise's certificate of that number: a warning to check.
    const [other] = checkHistoryRows([row(2, { certNo: 'SZP-OLD-2' })], lookups);
    expect(other.problems).toEqual([{ row: 2, column: 'certNo', level: 'warning', message: '系统中另一家企业已有此证书编号，请核对' }]);
  });

  it('checks the dates: real days, not issued in the future, expiring after the issue', () => {
    expect(
      texts([
        row(2, { issueDate: '2021-02-30', certNo: 'a' }),
        row(3, { issueDate: '2025-07-01', expireDate: '2028-06-30', certNo: 'b' }),
        row(4, { issueDate: '2021-06-18', expireDate: '2021-06-18', certNo: 'c' }),
        row(5, { issueDate: '2021-06-18', expireDate: '2020-01-01', certNo: 'd' }),
        row(6, { issueDate: '2021/6/18', expireDate: '2024年6月17日', certNo: 'e' }),
      ]),
    ).toEqual(['第2行 发证日期：日期格式不正确，应为日期单元格或 YYYY-MM-DD', '第3行 发证日期：不能晚于今天', '第4行 有效期至：须晚于发证日期', '第5行 有效期至：须晚于发证日期']);
    const [r] = checkHistoryRows([row(6, { issueDate: '2021/6/18', expireDate: '2024年6月17日' })], lookups);
    expect([r.values.issueDate, r.values.expireDate]).toEqual(['2021-06-18', '2024-06-17']);
  });

  it('counts rows with errors and rows with warnings only, and lists the first errors in row order', () => {
    const checked = checkHistoryRows([row(2), row(3, { certNo: 'W', orgName: '别名' }), row(4, { certNo: 'E1', productType: '' }), row(5, { certNo: 'E2', issueDate: 'x', expireDate: 'y' })], lookups);
    expect(summarise(checked)).toEqual({ total: 4, errorRows: 2, warningRows: 1 });
    expect(firstErrors(checked).map(problemText)).toEqual(['第4行 产品类型：不能为空', '第5行 发证日期：日期格式不正确，应为日期单元格或 YYYY-MM-DD', '第5行 有效期至：日期格式不正确，应为日期单元格或 YYYY-MM-DD']);
    expect(firstErrors(checked, 2)).toHaveLength(2);
    expect(() => toHisProduct(checked[2])).toThrow();
  });
});
