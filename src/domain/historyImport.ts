/**
 * 历史数据 import (base-history): products and their certificates from before the portal, read
 * from an Excel sheet into zp_his_product. Shared by the server (template, preview, import) and
 * the page: the columns and their labels, the per-row rules and their Chinese messages, and the
 * shapes the calls answer. Pure: the server reads the workbook and looks enterprises and
 * certificates up, then hands the rows and those lookups to `checkHistoryRows`.
 *
 * Rules of a row (problems name the Excel row and the column: `第5行 证书编号：与第3行重复`):
 * - 统一社会信用代码 required, an enterprise (sys_org type 3) with that code must exist.
 * - 企业名称 optional; a name other than the enterprise's is a warning, not an error: the credit
 *   code identifies the enterprise, and a certificate issued years ago may carry a former name.
 * - 产品名称 required (≤100); 品牌 ≤100; 规格 ≤50; 备注 ≤500.
 * - 产品类型 required, one of the labels of the code list productType (果蔬类/肉禽类/水产类/预包装类).
 * - 证书编号 required (≤40), unique within the file, and not already imported for that enterprise
 *   (the same number held by another enterprise is a warning).
 * - 发证日期 and 有效期至 required: an Excel date cell or text YYYY-MM-DD (also YYYY/M/D, YYYY.M.D,
 *   YYYY年M月D日); 发证日期 not after today; 有效期至 after 发证日期.
 */
import { z } from 'zod';
import { CODE_LISTS } from './codes';

export const HISTORY_PATHS = {
  template: '/api/history/template',
  preview: '/api/history/preview',
  import: '/api/history/import',
} as const;

/** Data rows one file may hold (the header row not counted). */
export const HISTORY_MAX_ROWS = 10_000;
/** Problems an import refusal lists (the preview lists every one). */
export const HISTORY_REFUSAL_ERRORS = 20;
export const HISTORY_SHEET = '历史产品';
export const HISTORY_GUIDE_SHEET = '填写说明';
export const HISTORY_TEMPLATE_FILE = '历史数据导入模板.xlsx';
/** The only file type the import reads. */
export const HISTORY_FILE_EXT = 'xlsx';

export const HISTORY_KEYS = ['creditCode', 'orgName', 'productName', 'brand', 'productType', 'spec', 'certNo', 'issueDate', 'expireDate', 'remark'] as const;
export type HistoryKey = (typeof HISTORY_KEYS)[number];

export interface HistoryColumn {
  readonly key: HistoryKey;
  /** The header text of the template (and of the page's table). */
  readonly label: string;
  readonly required: boolean;
  /** Longest value in characters (the column of zp_his_product). */
  readonly max?: number;
  readonly kind: 'text' | 'code' | 'type' | 'date';
  /** Column width in the template (characters). */
  readonly width: number;
  /** What the 填写说明 sheet says about the column. */
  readonly hint: string;
  readonly example: string;
}

/** The product type labels a row may name, in the code list's order. */
export const PRODUCT_TYPE_LABELS: readonly string[] = CODE_LISTS.productType.items.map((i) => i.label);

export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  { key: 'creditCode', label: '统一社会信用代码', required: true, max: 18, kind: 'code', width: 24, hint: '企业的18位统一社会信用代码，须是本系统已有的企业', example: '91440300MA5DC8XK3A' },
  { key: 'orgName', label: '企业名称', required: false, max: 100, kind: 'text', width: 32, hint: '用于核对；与系统中的企业名称不一致时给出提示，仍按信用代码导入', example: '深圳市鹏城绿源农业发展有限公司' },
  { key: 'productName', label: '产品名称', required: true, max: 100, kind: 'text', width: 24, hint: '最多100个字', example: '有机菜心' },
  { key: 'brand', label: '品牌', required: false, max: 100, kind: 'text', width: 16, hint: '最多100个字', example: '绿源优选' },
  { key: 'productType', label: '产品类型', required: true, kind: 'type', width: 14, hint: `从下拉列表选择：${PRODUCT_TYPE_LABELS.join('、')}`, example: PRODUCT_TYPE_LABELS[0] ?? '' },
  { key: 'spec', label: '规格', required: false, max: 50, kind: 'text', width: 14, hint: '最多50个字，如 500g、1L', example: '500g' },
  { key: 'certNo', label: '证书编号', required: true, max: 40, kind: 'text', width: 22, hint: '最多40个字；同一文件内不能重复，也不能是该企业已导入过的编号', example: 'SZP202100123' },
  { key: 'issueDate', label: '发证日期', required: true, kind: 'date', width: 14, hint: '日期单元格，或文本 YYYY-MM-DD；不能晚于今天', example: '2021-06-18' },
  { key: 'expireDate', label: '有效期至', required: true, kind: 'date', width: 14, hint: '日期单元格，或文本 YYYY-MM-DD；须晚于发证日期', example: '2024-06-17' },
  { key: 'remark', label: '备注', required: false, max: 500, kind: 'text', width: 30, hint: '最多500个字', example: '原纸质证书补录' },
];

export const HISTORY_LABEL: Readonly<Record<HistoryKey, string>> = Object.fromEntries(HISTORY_COLUMNS.map((c) => [c.key, c.label])) as Record<HistoryKey, string>;

/** A row's cells as text: dates of date cells already as YYYY-MM-DD, empty cells as ''; every column, always. */
export const historyValuesSchema = z.record(z.enum(HISTORY_KEYS), z.string());
export type HistoryValues = z.output<typeof historyValuesSchema>;

export const historyRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().int().min(1),
  values: historyValuesSchema,
});
export type HistoryRow = Readonly<z.output<typeof historyRowSchema>>;

export const PROBLEM_LEVELS = ['error', 'warning'] as const;
export type ProblemLevel = (typeof PROBLEM_LEVELS)[number];

export const historyProblemSchema = z.object({
  row: z.number().int().min(1),
  column: z.enum(HISTORY_KEYS),
  level: z.enum(PROBLEM_LEVELS),
  message: z.string(),
});
export type HistoryProblem = Readonly<z.output<typeof historyProblemSchema>>;

export const checkedHistoryRowSchema = historyRowSchema.extend({
  /** The enterprise the credit code names, or null when there is none. */
  orgId: z.number().int().nullable(),
  problems: z.array(historyProblemSchema),
});
export type CheckedHistoryRow = Readonly<z.output<typeof checkedHistoryRowSchema>>;

export interface HistoryEnterprise {
  readonly id: number;
  readonly name: string;
}

/** What the rules need from the database. */
export interface HistoryLookups {
  /** Enterprises by credit code (upper case). */
  readonly enterprises: ReadonlyMap<string, HistoryEnterprise>;
  /** Certificate numbers already in zp_his_product -> the enterprises holding them. */
  readonly existingCerts: ReadonlyMap<string, ReadonlySet<number>>;
  /** Today as YYYY-MM-DD. */
  readonly today: string;
}

const rowCount = z.number().int().min(0);

/** POST /api/history/preview answers this (nothing saved). */
export const historyPreviewSchema = z.object({
  fileName: z.string(),
  total: rowCount,
  errorRows: rowCount,
  warningRows: rowCount,
  rows: z.array(checkedHistoryRowSchema),
});
export type HistoryPreview = Readonly<z.output<typeof historyPreviewSchema>>;

/** POST /api/history/import answers this once every row is saved. */
export const historyImportResultSchema = z.object({
  fileName: z.string(),
  count: rowCount,
});
export type HistoryImportResult = Readonly<z.output<typeof historyImportResultSchema>>;

/** The data of an import refused because of its rows (body code 400). */
export interface HistoryRefusal {
  readonly errorRows: number;
  readonly errors: readonly HistoryProblem[];
}

export const HISTORY_MSG = {
  required: '不能为空',
  maxLength: (n: number) => `最多${n}个字`,
  noEnterprise: '系统中没有该信用代码的企业',
  badCreditCode: '格式不正确，应为18位统一社会信用代码',
  nameMismatch: (name: string) => `与系统中的企业名称“${name}”不一致，将按信用代码导入`,
  badType: `只能是${PRODUCT_TYPE_LABELS.join('、')}之一`,
  duplicate: (row: number) => `与第${row}行重复`,
  alreadyImported: '该企业已导入过此证书编号',
  heldByOther: '系统中另一家企业已有此证书编号，请核对',
  badDate: '日期格式不正确，应为日期单元格或 YYYY-MM-DD',
  future: '不能晚于今天',
  expireBeforeIssue: '须晚于发证日期',
  // The file as a whole (body code 400, nothing saved).
  notMultipart: '请以 multipart/form-data 方式上传文件',
  noFile: '请选择要导入的 Excel 文件',
  onlyXlsx: '只能导入 .xlsx 格式的 Excel 文件，请下载模板填写',
  unreadable: '文件无法读取，请确认是 .xlsx 格式的 Excel 文件（可用模板填写后另存为 .xlsx）',
  noSheet: '文件中没有工作表',
  missingColumns: (labels: readonly string[]) => `缺少列：${labels.join('、')}，请使用导入模板`,
  noRows: '文件中没有数据行',
  tooManyRows: (max: number) => `数据行超过 ${max} 行，请拆分后分批导入`,
  refused: (errorRows: number, first: string) => `有 ${errorRows} 行数据有误，未导入任何数据：${first}`,
  imported: (n: number) => `已导入 ${n} 条历史产品`,
} as const;

/** `第5行 证书编号：与第3行重复` */
export const problemText = (p: HistoryProblem): string => `第${p.row}行 ${HISTORY_LABEL[p.column]}：${p.message}`;

const length = (s: string) => [...s].length;

/** Header text -> the column it names: spaces, a required mark (*) and a trailing note in brackets are ignored (规格(g/ml) is 规格). */
export function headerKey(text: string): HistoryKey | null {
  const t = text
    .replace(/\s+/g, '')
    .replace(/^[*＊]+|[*＊]+$/g, '')
    .replace(/[（(][^（()）]*[)）]$/, '');
  return HISTORY_COLUMNS.find((c) => c.label === t)?.key ?? null;
}

/** The header row's cells -> each column's position (0-based), or the required labels it lacks. */
export function matchHeader(cells: readonly string[]): { ok: true; index: Partial<Record<HistoryKey, number>> } | { ok: false; missing: string[] } {
  const index: Partial<Record<HistoryKey, number>> = {};
  cells.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key && index[key] === undefined) index[key] = i;
  });
  const missing = HISTORY_COLUMNS.filter((c) => c.required && index[c.key] === undefined).map((c) => c.label);
  return missing.length ? { ok: false, missing } : { ok: true, index };
}

/** A credit code as stored: no spaces, upper case. */
export const normaliseCreditCode = (s: string): string => s.replace(/\s+/g, '').toUpperCase();

/** Names compared loosely: spaces ignored, full-width brackets as half-width. */
const sameName = (a: string, b: string) => {
  const n = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
  return n(a) === n(b);
};

const DATE_RE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A date as text -> YYYY-MM-DD, or null when it is no calendar date (2023-02-30) or not a date at all. */
export function parseHistoryDate(text: string): string | null {
  const m = DATE_RE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2100) return null;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** The product type code of a label (果蔬类 -> '0'), or null. */
export function productTypeCode(label: string): string | null {
  return CODE_LISTS.productType.items.find((i) => i.label === label.trim())?.value ?? null;
}

/** Every row checked against the rules, in order; nothing is dropped or changed but trimmed text. */
export function checkHistoryRows(rows: readonly HistoryRow[], lookups: HistoryLookups): CheckedHistoryRow[] {
  const firstRowOfCert = new Map<string, number>();
  return rows.map(({ row, values: raw }) => {
    const v = Object.fromEntries(HISTORY_COLUMNS.map((c) => [c.key, (raw[c.key] ?? '').trim()])) as HistoryValues;
    v.creditCode = normaliseCreditCode(v.creditCode);
    const problems: HistoryProblem[] = [];
    const error = (column: HistoryKey, message: string) => problems.push({ row, column, level: 'error', message });
    const warn = (column: HistoryKey, message: string) => problems.push({ row, column, level: 'warning', message });

    for (const c of HISTORY_COLUMNS) {
      if (c.required && !v[c.key]) error(c.key, HISTORY_MSG.required);
      else if (c.kind !== 'code' && c.max !== undefined && length(v[c.key]) > c.max) error(c.key, HISTORY_MSG.maxLength(c.max));
    }

    let orgId: number | null = null;
    if (v.creditCode) {
      const org = lookups.enterprises.get(v.creditCode);
      if (org) {
        orgId = org.id;
        if (v.orgName && !sameName(v.orgName, org.name)) warn('orgName', HISTORY_MSG.nameMismatch(org.name));
      } else {
        error('creditCode', /^[0-9A-Z]{18}$/.test(v.creditCode) ? HISTORY_MSG.noEnterprise : HISTORY_MSG.badCreditCode);
      }
    }

    if (v.productType && !productTypeCode(v.productType)) error('productType', HISTORY_MSG.badType);

    if (v.certNo && length(v.certNo) <= 40) {
      const first = firstRowOfCert.get(v.certNo);
      if (first !== undefined) error('certNo', HISTORY_MSG.duplicate(first));
      else firstRowOfCert.set(v.certNo, row);
      const holders = lookups.existingCerts.get(v.certNo);
      if (holders?.size) {
        if (orgId !== null && holders.has(orgId)) error('certNo', HISTORY_MSG.alreadyImported);
        else if (orgId !== null) warn('certNo', HISTORY_MSG.heldByOther);
      }
    }

    const dates: Partial<Record<'issueDate' | 'expireDate', string>> = {};
    for (const key of ['issueDate', 'expireDate'] as const) {
      if (!v[key]) continue;
      const d = parseHistoryDate(v[key]);
      if (d) dates[key] = v[key] = d;
      else error(key, HISTORY_MSG.badDate);
    }
    if (dates.issueDate && dates.issueDate > lookups.today) error('issueDate', HISTORY_MSG.future);
    if (dates.issueDate && dates.expireDate && dates.expireDate <= dates.issueDate) error('expireDate', HISTORY_MSG.expireBeforeIssue);

    return { row, values: v, orgId, problems };
  });
}

export const hasError = (r: CheckedHistoryRow) => r.problems.some((p) => p.level === 'error');

/** Counts the page shows (共 N 行，M 行有误). */
export function summarise(rows: readonly CheckedHistoryRow[]): { total: number; errorRows: number; warningRows: number } {
  let errorRows = 0;
  let warningRows = 0;
  for (const r of rows) {
    if (hasError(r)) errorRows++;
    else if (r.problems.length) warningRows++;
  }
  return { total: rows.length, errorRows, warningRows };
}

/** The errors of checked rows in row order (at most `limit`). */
export function firstErrors(rows: readonly CheckedHistoryRow[], limit = HISTORY_REFUSAL_ERRORS): HistoryProblem[] {
  const out: HistoryProblem[] = [];
  for (const r of rows) {
    for (const p of r.problems) {
      if (p.level !== 'error') continue;
      out.push(p);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** A row without errors -> the zp_his_product record it becomes. */
export function toHisProduct(r: CheckedHistoryRow): {
  orgId: number;
  productName: string;
  brand: string | null;
  productType: string | null;
  spec: string | null;
  certNo: string;
  issueDate: string;
  expireDate: string;
  remark: string | null;
} {
  if (r.orgId === null || hasError(r)) throw new Error(`historyImport: row ${r.row} has errors`);
  const v = r.values;
  return {
    orgId: r.orgId,
    productName: v.productName,
    brand: v.brand || null,
    productType: productTypeCode(v.productType),
    spec: v.spec || null,
    certNo: v.certNo,
    issueDate: v.issueDate,
    expireDate: v.expireDate,
    remark: v.remark || null,
  };
}
