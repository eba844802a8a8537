/** Plans, tasks, the certificates a plan covers, the products in scope and their results: codes and resource definitions. */
import { z } from 'zod';
import { JD_METHOD, JD_OPINION, JD_TYPE, ORG_TYPE, orgTypeValue, TEST_OPINION } from '../../codes';
import { refId, rowStamps } from '../../calls/call';
import { defineResource, type FieldError } from '../../resource';
import { planWindow } from '../../workflows/jdPlan';
import { JD_TASK_EDITABLE } from '../../workflows/jdTask';

/** Plan codes read JH + year + four digits; task codes JD + year + four digits. */
export const jdPlanCodeOf = (year: number, seq: number): string => `JH${year}${String(seq).padStart(4, '0')}`;
export const jdTaskCodeOf = (year: number, seq: number): string => `JD${year}${String(seq).padStart(4, '0')}`;

/** A record's end date is not before its start date (plans, tasks and visits). */
export const datesInOrder = (r: Readonly<Record<string, unknown>>): FieldError | null => {
  const start = r.startDate;
  const end = r.endDate;
  if (typeof start === 'string' && typeof end === 'string' && start && end && end < start) return { field: 'endDate', label: '结束日期', message: '结束日期不能早于开始日期' };
  return null;
};

/** Whether a plan's or task's methods (comma-joined codes) include sampling. */
export const hasSampling = (methods: unknown): boolean => String(methods ?? '').split(',').map((s) => s.trim()).includes(String(JD_METHOD.sampling));

/** A plan as the resource engine answers it: what the plan's scope reads by name. */
export const jdPlanRow = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  year: z.number(),
  /** JD_TYPE as a string code ('0'). */
  jdType: z.string(),
  /** JD_METHOD codes, comma-joined ('10,30'). */
  methods: z.string(),
  /** JD_PLAN_STATUS. */
  status: z.number(),
});

export const jdPlanResource = defineResource({
  name: 'jdplan',
  title: '监督计划',
  row: jdPlanRow,
  changeableWhen: { field: 'status', values: planWindow('units') },
  defaultSort: 'id,desc',
  searchMain: ['name', 'year', 'jdType', 'status'],
  check: datesInOrder,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '计划编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 130 } },
    name: { label: '计划名称', type: 'string', required: true, max: 100, search: ['like'], column: { width: 240 } },
    year: { label: '年度', type: 'int', required: true, min: 2000, max: 2100, search: ['eq'], sortable: true, column: { width: 80 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', required: true, default: String(JD_TYPE.annual), search: ['eq', 'in'], column: { width: 100 } },
    methods: { label: '监督方式', type: 'code', codes: 'jdMethod', multipleCodes: true, required: true, search: ['like'], column: { width: 200 } },
    unitId: { label: '监督机构', type: 'int', required: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: orgTypeValue(ORG_TYPE.supervision) } }, column: false },
    unitName: { label: '监督机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: orgTypeValue(ORG_TYPE.testing) } }, column: false },
    testUnitName: { label: '检测机构', type: 'string', readOnly: true, column: false },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    prodCount: { label: '产品数', type: 'int', readOnly: true, column: { width: 80 } },
    taskCount: { label: '任务数', type: 'int', readOnly: true, column: { width: 80 } },
    status: { label: '计划状态', type: 'int', codes: 'jdPlanStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    remark: { label: '备注', type: 'text', max: 500, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

/** A task as the resource engine and a plan's task list answer it (the row with the names beside its ids): what the supervision widgets read by name first. */
export const jdTaskRow = z.object({
  id: z.number(),
  code: z.string(),
  planName: z.string().nullable(),
  /** The enterprise supervised. */
  orgId: z.number(),
  orgName: z.string().nullable(),
  /** JD_TASK_STATUS. */
  status: z.number(),
  /** JD_METHOD codes, comma-joined ('10,30'). */
  methods: z.string(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  testUnitId: z.number().nullable(),
  testUnitName: z.string().nullable(),
  leaderName: z.string().nullable(),
  memberNames: z.string().nullable(),
  productNames: z.string().nullable(),
  /** The task's planned dates (from its plan): where a new visit's dates start. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  planId: refId(),
  year: z.number().optional(),
  productId: refId(),
  certId: refId(),
  /** JD_TYPE. */
  jdType: z.string().optional(),
  remark: z.string().nullable().optional(),
  /** JD_OPINION and TEST_OPINION once concluded; management's conclusion. */
  opinion: refId(),
  testOpinion: refId(),
  conclusion: z.string().nullable().optional(),
  issueTime: z.string().nullable().optional(),
  finishTime: z.string().nullable().optional(),
  ...rowStamps,
});

export const jdTaskResource = defineResource({
  name: 'jdtask',
  title: '监督任务',
  row: jdTaskRow,
  changeableWhen: { field: 'status', values: JD_TASK_EDITABLE },
  defaultSort: 'id,desc',
  searchMain: ['code', 'orgId', 'status', 'year'],
  check: datesInOrder,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '任务编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 130 } },
    planId: { label: '监督计划', type: 'int', required: true, createOnly: true, search: ['eq'], ref: { resource: 'jdPlan', display: 'planName', label: 'name' }, column: false },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: { width: 200 } },
    orgId: { label: '被监督企业', type: 'int', required: true, createOnly: true, search: ['eq', 'in'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '被监督企业', type: 'string', readOnly: true, column: { width: 220 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    methods: { label: '监督方式', type: 'code', codes: 'jdMethod', multipleCodes: true, readOnly: true, search: ['like'], column: { width: 180 } },
    productNames: { label: '监督产品', type: 'string', readOnly: true, column: { width: 220 } },
    status: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    unitId: { label: '监督机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: orgTypeValue(ORG_TYPE.supervision) } }, column: false },
    unitName: { label: '监督机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: orgTypeValue(ORG_TYPE.testing) } }, column: false },
    testUnitName: { label: '检测机构', type: 'string', readOnly: true, column: false },
    leaderName: { label: '监督组长', type: 'string', readOnly: true, column: false },
    memberNames: { label: '监督组员', type: 'string', readOnly: true, column: false },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    remark: { label: '备注', type: 'text', max: 500, column: false },
    conclusion: { label: '监督结论', type: 'string', readOnly: true, column: false },
    issueTime: { label: '下发时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

/** A valid certificate a plan may cover, with what supervision the year gave it (`plan/jdCertPage`). */
export const jdCertResource = defineResource({
  name: 'jdcert',
  title: '可监督证书',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'productName', 'categoryId', 'year'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], sortable: true, column: { width: 170 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    categoryId: { label: '产品分类', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'category', display: 'categoryName' }, column: false },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 110 } },
    areaCode: { label: '所在地区', type: 'string', input: 'area', readOnly: true, search: ['like'], column: false },
    areaName: { label: '所在地区', type: 'string', readOnly: true, column: { width: 120 } },
    issueDate: { label: '发证日期', type: 'date', readOnly: true, column: false },
    expireDate: { label: '有效期至', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    // Valid, or (for a certificate the year's supervision already took) what became of it since.
    certStatus: { label: '证书状态', type: 'int', codes: 'certStatus', readOnly: true, column: { width: 100 } },
    // The year and type asked about (search.year_eq, search.jdType_eq): not columns of the certificate.
    year: { label: '监督年度', type: 'int', readOnly: true, search: ['eq'], column: false },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: false },
    inPlan: { label: '已纳入计划', type: 'bool', readOnly: true, search: ['eq'], column: { width: 100 } },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: { width: 200 } },
    taskStatus: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, column: { width: 100 } },
    recordStatus: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, column: { width: 90 } },
  },
});

/**
 * A certificate in a plan (`prod`): the plan's child table, and the supervised products
 * (`product/getJdProductPage`, searched by the fields that have operators).
 */
export const jdProdResource = defineResource({
  name: 'jdprod',
  title: '监督产品',
  defaultSort: 'id,desc',
  searchMain: ['productName', 'certNo', 'year', 'recordStatus'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    planId: { label: '监督计划', type: 'int', readOnly: true, search: ['eq'], column: false },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, search: ['like'], column: { width: 130 } },
    certId: { label: '证书', type: 'int', readOnly: true, search: ['eq'], column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], sortable: true, column: { width: 170 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 110 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], column: false },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: false },
    taskStatus: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, search: ['eq', 'in'], column: false },
    recordStatus: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, search: ['eq', 'in'], column: false },
    sampling: { label: '抽样检测', type: 'bool', search: ['eq'], column: { width: 90 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 200 } },
  },
});

/** One product's result in a task (`record`). */
export const jdRecordResource = defineResource({
  name: 'jdrecord',
  title: '监督记录',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'productName', 'status', 'year'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, column: { width: 130 } },
    planId: { label: '监督计划', type: 'int', readOnly: true, search: ['eq'], column: false },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], column: { width: 170 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: { width: 100 } },
    jdOpinion: { label: '监督意见', type: 'int', codes: 'jdOpinion', search: ['eq'], column: { width: 90 } },
    testOpinion: { label: '检测结论', type: 'int', codes: 'testOpinion', readOnly: true, search: ['eq'], column: { width: 90 } },
    status: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, search: ['eq', 'in'], column: { width: 90 } },
    remark: { label: '说明', type: 'string', max: 500, column: { width: 200 } },
    conclusionTime: { label: '结论时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

/** An opinion per product: what `record/updateJdOpt` takes. */
export const JD_OPINIONS: readonly number[] = [JD_OPINION.fail, JD_OPINION.pass];
/** Test opinions a spot item may end with. */
export const JD_TEST_RESULTS: readonly number[] = [TEST_OPINION.qualified, TEST_OPINION.unqualified];
