/**
 * Evaluation standards (评价标准) and technical specifications (技术规范): the documents 圳品 are
 * evaluated against (screens document §2 "evaluation standards; technical specifications"). The
 * spec names no fields beyond the standard number format (§5 "standard number format like
 * T/SZS 2190―2021"), so these are what the people who keep the list need: number, title, level or
 * kind, the product type it applies to, issuing body, the three dates, the document itself (PDF)
 * and a remark.
 *
 * Status is derived, never entered: 废止 once the abolish date has come, 即将实施 before the
 * implement date, 现行 otherwise (code list standardStatus, shared by both tables). The server
 * stores it for searching and counting and refreshes it on every write and each new day.
 */
import { defineResource, fieldErrorText, type FieldDef, type FieldError } from '../resource';

/** API prefixes (page, lst, get, create, update, delete and export hang below them). */
export const STANDARD_PREFIX = '/api/base/standard';
export const TECH_SPEC_PREFIX = '/api/base/techspec';

export const DOCUMENT_STATUS = { abolished: 0, current: 1, upcoming: 2 } as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/** The dash the spec writes between number and year (U+2015): T/SZS 2190―2021. */
export const STANDARD_NO_DASH = '―';

/**
 * One spelling per number, so "T/SZS  2190-2021" and "T/SZS 2190―2021" are the same standard:
 * spaces collapsed and the dash before the year written as the spec's ―.
 */
export function normaliseStandardNo(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').replace(/[―—–-](\d{4})$/, `${STANDARD_NO_DASH}$1`);
}

/**
 * A typed search for a number (the whole of it or a piece, "2190-2021", "T/SZS  2190") spelt as
 * stored numbers are: spaces collapsed and every dash written as ― (a stored number has no other
 * dash: the validator allows one, before the year, and writes normalise it to ―).
 */
export function normaliseStandardNoQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').replace(/[―—–-]/g, STANDARD_NO_DASH);
}

export interface DocumentDates {
  readonly publishDate?: string | null;
  readonly implementDate?: string | null;
  readonly abolishDate?: string | null;
}

/** The status a standard or specification has on `today` (YYYY-MM-DD). */
export function documentStatusOf(d: DocumentDates, today: string): DocumentStatus {
  if (d.abolishDate && d.abolishDate <= today) return DOCUMENT_STATUS.abolished;
  if (d.implementDate && d.implementDate > today) return DOCUMENT_STATUS.upcoming;
  return DOCUMENT_STATUS.current;
}

export const DOCUMENT_MSG = {
  implementBeforePublish: '不能早于发布日期',
  abolishNotAfterImplement: '必须晚于实施日期',
  duplicate: (label: string, code: string) => fieldErrorText(label, `${code} 已存在`),
} as const;

/** The order of the three dates: implement on or after publish, abolish after implement. */
export function checkDocumentDates(d: DocumentDates): FieldError | null {
  if (d.publishDate && d.implementDate && d.implementDate < d.publishDate)
    return { field: 'implementDate', label: '实施日期', message: DOCUMENT_MSG.implementBeforePublish };
  if (d.abolishDate && d.implementDate && d.abolishDate <= d.implementDate)
    return { field: 'abolishDate', label: '废止日期', message: DOCUMENT_MSG.abolishNotAfterImplement };
  return null;
}

const dateOf = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The definitions' cross-field check: the dates of a record (its other fields ignored) in order. */
export const checkRecordDates = (r: Readonly<Record<string, unknown>>): FieldError | null =>
  checkDocumentDates({ publishDate: dateOf(r.publishDate), implementDate: dateOf(r.implementDate), abolishDate: dateOf(r.abolishDate) });

/**
 * The fields of both kinds of document, in list order; `noun` is 标准 or 规范 and `classifier`
 * the field that sorts them (the standard's level, the specification's kind).
 */
const documentFields = <C extends Record<string, FieldDef>>(noun: '标准' | '规范', classifier: C) => ({
  id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
  code: { label: `${noun}编号`, type: 'string', required: true, max: 60, validators: ['standardNo'], search: ['like', 'eq', 'in'], sortable: true, column: { width: 170 } },
  name: { label: `${noun}名称`, type: 'string', required: true, max: 200, search: ['like'], sortable: true, column: { width: 250 } },
  ...classifier,
  status: { label: '状态', type: 'int', codes: 'standardStatus', readOnly: true, search: ['eq', 'ne', 'in'], sortable: true, column: { width: 90 } },
  productType: { label: '适用产品类型', type: 'code', codes: 'productType', search: ['eq', 'in'], column: { width: 110 } },
  issuer: { label: '发布单位', type: 'string', required: true, max: 100, search: ['like'], column: { width: 190 } },
  publishDate: { label: '发布日期', type: 'date', required: true, search: ['gt', 'lt'], sortable: true, column: { width: 110 } },
  implementDate: { label: '实施日期', type: 'date', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
  abolishDate: { label: '废止日期', type: 'date', search: ['gt', 'lt'], sortable: true, column: { width: 110 } },
  annexIds: { label: '文本附件', type: 'file', upload: { accept: 'pdfOnly', maxCount: 3, maxMb: 50 }, column: { width: 200 } },
  remark: { label: '备注', type: 'string', max: 500, column: { width: 180 } },
  /** "number name", the label pickers show. */
  fullName: { label: '全称', type: 'string', readOnly: true, column: false },
  createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
}) satisfies Record<string, FieldDef>;

export const standardResource = defineResource({
  name: 'standard',
  title: '评价标准',
  defaultSort: 'implementDate,desc',
  check: checkRecordDates,
  fields: documentFields('标准', {
    level: { label: '标准级别', type: 'code', codes: 'standardLevel', required: true, search: ['eq', 'in'], column: { width: 100 } },
  }),
});

export const techSpecResource = defineResource({
  name: 'techSpec',
  title: '技术规范',
  defaultSort: 'implementDate,desc',
  check: checkRecordDates,
  fields: documentFields('规范', {
    kind: { label: '规范类别', type: 'code', codes: 'techSpecKind', required: true, search: ['eq', 'in'], column: { width: 120 } },
  }),
});

/** A standard as a certificate cites it: number and title, T/SZS 2190―2021《圳品 蔬菜》. */
export const standardCitation = (s: { readonly code: string; readonly name: string }): string => `${s.code}《${s.name}》`;

/** Between the standards of one 评价依据. */
export const CITATION_SEPARATOR = '、';

/** What a certificate's 评价依据 is chosen from: a standard, the product type it is written for (null: all). */
export interface BasisStandard {
  readonly code: string;
  readonly name: string;
  readonly productType: string | null;
}

/** The product a certificate is for: its type and the names of its category and the category's ancestors. */
export interface BasisProduct {
  readonly name: string;
  readonly productType: string;
  readonly categoryPath: readonly string[];
}

/** A product standard's subject, the last word of its title: "圳品 蔬菜" is about 蔬菜, "圳品评价规范 鸡肉" about 鸡肉. */
const subjectOf = (name: string): string => name.trim().split(/\s+/).pop() ?? '';

/**
 * The standards a certificate names as its 评价依据, from those its evaluation was made under (the
 * evaluation rule's, else the standards in force): the ones written for the product's type (the
 * general ones they cite, such as GB limits, only when none is), and of those the ones about the
 * product itself or a category it is in, when any is, so a vegetable's certificate cites 圳品 蔬菜
 * and not 圳品 水果 beside it. The data keeps no link from a standard to a category, so the
 * standard's subject is matched to the category names.
 */
export function basisStandards<S extends BasisStandard>(candidates: readonly S[], product: BasisProduct): S[] {
  const ownType = candidates.filter((s) => s.productType === product.productType);
  const pool = ownType.length ? ownType : candidates.filter((s) => s.productType === null);
  const terms = [product.name, ...product.categoryPath].map((t) => t.trim()).filter(Boolean);
  const naming = pool.filter((s) => {
    const subject = subjectOf(s.name);
    return subject !== '' && terms.some((t) => t.includes(subject) || subject.includes(t));
  });
  return naming.length ? naming : pool;
}

/** 评价依据 as printed: the citations joined, null when there is none. */
export const basisText = (standards: readonly { readonly code: string; readonly name: string }[]): string | null =>
  standards.length ? standards.map(standardCitation).join(CITATION_SEPARATOR) : null;
