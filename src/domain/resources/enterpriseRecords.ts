/**
 * An enterprise's own production records (企业中心): 生产批次 (batch records by record type),
 * 产量计划 (planned output of a product in a year), 激活记录 (圳品 labels activated for a batch),
 * 自我评价 (the spec's 8-item assessment template, screens document §3) and 企业历史产品 (its
 * products from before the portal, brought in by 历史数据 import). The spec names the pages and the
 * template, not the fields; these are ours. Each row belongs to one enterprise: the server stamps `orgId` on what an enterprise
 * writes and shows an enterprise only its own rows; products and places must be its own (the
 * reference check of the resource engine).
 */
import { ORG_TYPE, orgTypeValue } from '../codes';
import { defineResource, type FieldDef, type FieldError } from '../resource';

/** Fields every record of an enterprise carries. */
const owner = {
  id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
  orgId: { label: '所属企业', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName', where: { type_like: orgTypeValue(ORG_TYPE.enterprise) } }, column: { width: 200 } },
  orgName: { label: '所属企业', type: 'string', readOnly: true, column: false },
} satisfies Record<string, FieldDef>;

const product = {
  productId: { label: '产品', type: 'int', required: true, search: ['eq', 'in'], ref: { resource: 'product', display: 'productName' }, column: { width: 160 } },
  productName: { label: '产品', type: 'string', readOnly: true, column: false },
} satisfies Record<string, FieldDef>;

const created = {
  createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
} satisfies Record<string, FieldDef>;

const dayOf = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

/** A number field within bounds (absent is the field rules' business); the first one out of bounds. */
function outOfRange(r: Readonly<Record<string, unknown>>, bounds: readonly (readonly [field: string, label: string, min: number, max: number])[]): FieldError | null {
  for (const [field, label, min, max] of bounds) {
    const v = r[field];
    if (typeof v === 'number' && (v < min || v > max)) return { field, label, message: max === Infinity ? `不能小于${min}` : `应在${min}到${max}之间` };
  }
  return null;
}

/** 生产批次: the quantity is not negative. */
export const checkBatch = (r: Readonly<Record<string, unknown>>): FieldError | null => outOfRange(r, [['quantity', '数量', 0, Infinity]]);

/** 产量计划: a year of this century or the next, outputs not negative, the end not before the start. */
export function checkOutputPlan(r: Readonly<Record<string, unknown>>): FieldError | null {
  const bad = outOfRange(r, [['year', '计划年度', 2000, 2100], ['plannedOutput', '计划产量(吨)', 0, Infinity], ['actualOutput', '实际产量(吨)', 0, Infinity]]);
  if (bad) return bad;
  const start = dayOf(r.startDate);
  const end = dayOf(r.endDate);
  return start && end && end < start ? { field: 'endDate', label: '计划结束日期', message: '不能早于开始日期' } : null;
}

/** 激活记录: at least one label; a label range runs forward, and the count, given with a range, is its size. */
export function checkActivation(r: Readonly<Record<string, unknown>>): FieldError | null {
  const bad = outOfRange(r, [['codeCount', '激活数量', 1, 1_000_000]]);
  if (bad) return bad;
  const num = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : null);
  const start = num(r.codeStart);
  const end = num(r.codeEnd);
  if (start === null || end === null) return null;
  if (end < start) return { field: 'codeEnd', label: '标签结束号', message: '不能小于起始号' };
  const size = end - start + 1;
  return typeof r.codeCount === 'number' && r.codeCount !== size ? { field: 'codeCount', label: '激活数量', message: `与标签号段不符，号段内共 ${size} 个` } : null;
}

/** 自我评价: at least one product. */
export const checkSelfAssess = (r: Readonly<Record<string, unknown>>): FieldError | null => outOfRange(r, [['productCount', '产品数量', 1, 1000]]);

/** 生产批次: one record of a production batch (出入库, 种苗采购, 免疫, 消毒, 病虫害防治). */
export const batchResource = defineResource({
  name: 'zpbatch',
  title: '生产批次',
  defaultSort: 'recordDate,desc',
  searchMain: ['batchNo', 'productId', 'recordType', 'recordDate'],
  check: checkBatch,
  fields: {
    ...owner,
    batchNo: { label: '批次号', type: 'string', required: true, max: 50, search: ['like', 'eq'], sortable: true, column: { width: 150 } },
    ...product,
    placeId: { label: '生产场所', type: 'int', search: ['eq', 'in'], ref: { resource: 'place', display: 'placeName' }, column: { width: 180 } },
    placeName: { label: '生产场所', type: 'string', readOnly: true, column: false },
    recordType: { label: '记录类型', type: 'int', codes: 'batchRecordType', required: true, search: ['eq', 'in'], column: { width: 110 } },
    recordDate: { label: '记录日期', type: 'date', required: true, search: ['gte', 'lte', 'eq'], sortable: true, column: { width: 110 } },
    quantity: { label: '数量', type: 'number', search: ['gte', 'lte'], column: { width: 100 } },
    unit: { label: '单位', type: 'string', max: 20, column: { width: 80 } },
    operator: { label: '经办人', type: 'string', max: 50, search: ['like'], column: { width: 100 } },
    content: { label: '记录内容', type: 'text', max: 1000 },
    annexIds: { label: '附件', type: 'file', upload: { accept: 'record', maxCount: 9 }, column: false },
    ...created,
  },
});

/** 产量计划: the output an enterprise plans for a product in a year. */
export const outputPlanResource = defineResource({
  name: 'zpoutputplan',
  title: '产量计划',
  defaultSort: 'year,desc',
  searchMain: ['year', 'productId'],
  check: checkOutputPlan,
  fields: {
    ...owner,
    year: { label: '计划年度', type: 'int', required: true, search: ['eq', 'gte', 'lte'], sortable: true, column: { width: 100 } },
    ...product,
    placeId: { label: '生产场所', type: 'int', search: ['eq', 'in'], ref: { resource: 'place', display: 'placeName' }, column: { width: 180 } },
    placeName: { label: '生产场所', type: 'string', readOnly: true, column: false },
    plannedOutput: { label: '计划产量(吨)', type: 'number', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 120 } },
    actualOutput: { label: '实际产量(吨)', type: 'number', search: ['gte', 'lte'], column: { width: 120 } },
    startDate: { label: '计划开始日期', type: 'date', search: ['gte', 'lte'], column: { width: 120 } },
    endDate: { label: '计划结束日期', type: 'date', search: ['gte', 'lte'], column: { width: 120 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 200 } },
    ...created,
  },
});

/** 激活记录: 圳品 trace labels activated for a batch of a product (a record: kept, never edited). */
export const activationResource = defineResource({
  name: 'zpactivation',
  title: '激活记录',
  defaultSort: 'id,desc',
  searchMain: ['productId', 'batchNo', 'createTime'],
  check: checkActivation,
  fields: {
    ...owner,
    ...product,
    batchNo: { label: '批次号', type: 'string', max: 50, search: ['like', 'eq'], column: { width: 150 } },
    codeCount: { label: '激活数量', type: 'int', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 100 } },
    codeStart: { label: '标签起始号', type: 'string', max: 15, validators: ['nonNegativeInt'], column: { width: 140 } },
    codeEnd: { label: '标签结束号', type: 'string', max: 15, validators: ['nonNegativeInt'], column: { width: 140 } },
    operatorName: { label: '激活人', type: 'string', readOnly: true, column: { width: 100 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 200 } },
    createTime: { label: '激活时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

/** One product of a self-assessment's product list. */
export const selfAssessItemResource = defineResource({
  name: 'zpselfassessitem',
  title: '自评产品',
  fields: {
    productName: { label: '产品名称', type: 'string', required: true, max: 100 },
    productType: { label: '产品类型', type: 'code', codes: 'productType', required: true },
    spec: { label: '规格(g/ml)', type: 'string', max: 50, validators: ['spec'] },
    annualOutput: { label: '年产量(吨)', type: 'number' },
  },
});

/**
 * 自我评价: the spec's assessment template (enterprise, area, contact, phone, product, type, count,
 * evaluation type), with the enterprise's own conclusion. Submitted, then kept as it was.
 */
export const selfAssessResource = defineResource({
  name: 'zpselfassess',
  title: '自我评价',
  defaultSort: 'id,desc',
  searchMain: ['productName', 'evalType', 'createTime'],
  check: checkSelfAssess,
  fields: {
    ...owner,
    // Area, contact and phone default to the enterprise's own (the server fills what is left empty).
    areaCode: { label: '所在地区', type: 'string', input: 'area', max: 12, validators: ['nonNegativeInt'], search: ['eq', 'like'], column: false },
    areaName: { label: '所在地区', type: 'string', readOnly: true, column: { width: 200 } },
    contact: { label: '联系人', type: 'string', max: 50, search: ['like'], column: { width: 100 } },
    phone: { label: '联系电话', type: 'string', max: 30, validators: ['mobileOrPhone'], column: { width: 140 } },
    productName: { label: '产品名称', type: 'string', required: true, max: 100, search: ['like'], column: { width: 160 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', required: true, search: ['eq'], column: { width: 100 } },
    productCount: { label: '产品数量', type: 'int', required: true, column: { width: 90 } },
    evalType: { label: '评价类型', type: 'code', codes: 'evalType', required: true, search: ['eq'], column: { width: 100 } },
    items: { label: '自评产品清单', type: 'rows', rows: selfAssessItemResource, max: 50, section: '自评产品', column: { width: 260 } },
    conclusion: { label: '自评结论', type: 'text', required: true, max: 2000 },
    annexIds: { label: '自评材料', type: 'file', upload: { accept: 'doc', maxCount: 9 }, column: false },
    createTime: { label: '提交时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

/** 企业历史产品: a product and its certificate from before the portal (read-only; 历史数据 imports them). */
export const hisProductResource = defineResource({
  name: 'zphisproduct',
  title: '企业历史产品',
  defaultSort: 'issueDate,desc',
  searchMain: ['productName', 'certNo', 'productType'],
  fields: {
    ...owner,
    productName: { label: '产品名称', type: 'string', readOnly: true, search: ['like'], sortable: true, column: { width: 160 } },
    brand: { label: '品牌', type: 'string', readOnly: true, search: ['like'], column: { width: 120 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', readOnly: true, search: ['eq'], column: { width: 100 } },
    spec: { label: '规格(g/ml)', type: 'string', readOnly: true, column: { width: 100 } },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like', 'eq'], column: { width: 170 } },
    issueDate: { label: '发证日期', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    expireDate: { label: '有效期至', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    remark: { label: '备注', type: 'string', readOnly: true, column: { width: 200 } },
    createTime: { label: '导入时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});
