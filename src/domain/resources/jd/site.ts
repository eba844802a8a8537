/** The on-site work of a task: the on-site record, its visits and what they record, the document review, the report and the spot items. */
import { z } from 'zod';
import { defineResource } from '../../resource';
import { datesInOrder } from './plans';

/** A task's on-site record (`site`): the team and the documents it generates. */
export const jdSiteResource = defineResource({
  name: 'jdsite',
  title: '现场监督记录',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, column: false },
    leaderName: { label: '监督组长', type: 'string', required: true, max: 20, validators: ['chineseName'] },
    memberNames: { label: '监督组员', type: 'string', max: 200 },
    summary: { label: '现场监督概况', type: 'text', max: 2000 },
    taskBookFileId: { label: '监督任务书', type: 'file', readOnly: true },
    nonComBookFileId: { label: '不符合项报告', type: 'file', readOnly: true },
  },
});

/** One visit per place (`createJdOnSitePlan`). */
export const jdSitePlanResource = defineResource({
  name: 'jdsiteplan',
  title: '现场监督计划',
  check: datesInOrder,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', required: true, column: false },
    placeId: { label: '场所', type: 'int', required: true, column: false },
    placeName: { label: '场所', type: 'string', readOnly: true, column: { width: 200 } },
    address: { label: '地址', type: 'string', readOnly: true, column: { width: 240 } },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    leaderName: { label: '组长', type: 'string', required: true, max: 20, validators: ['chineseName'], column: { width: 90 } },
    memberNames: { label: '组员', type: 'string', max: 200, column: { width: 160 } },
    productIds: { label: '监督产品', type: 'string', required: true, max: 500, column: false },
    productNames: { label: '监督产品', type: 'string', readOnly: true, column: { width: 200 } },
    spotItemTypes: { label: '抽检项目', type: 'code', codes: 'spotItemType', multipleCodes: true, max: 20, column: { width: 160 } },
    status: { label: '状态', type: 'int', codes: 'jdSiteStatus', readOnly: true, column: { width: 90 } },
  },
});

export const jdDateResource = defineResource({
  name: 'jddate',
  title: '现场监督日期',
  fields: {
    date: { label: '日期', type: 'date', required: true },
    memberNames: { label: '到场人员', type: 'string', max: 200 },
    remark: { label: '备注', type: 'string', max: 200 },
  },
});

/** What `date/batchSave` takes: the visit's days, replacing those it had (an empty list clears them). */
export const jdDatesResource = defineResource({
  name: 'jddates',
  title: '现场监督日期',
  fields: {
    onSitePlanId: { label: '现场监督计划', type: 'int', required: true },
    items: { label: '日期', type: 'rows', rows: jdDateResource, max: 100 },
  },
});

/** The agenda of the visit (首次会议, 现场检查, 末次会议 …). */
export const jdScheduleResource = defineResource({
  name: 'jdschedule',
  title: '日程安排',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    date: { label: '日期', type: 'date', required: true, column: { width: 110 } },
    timeRange: { label: '时间', type: 'string', required: true, max: 30, column: { width: 120 } },
    content: { label: '内容', type: 'string', required: true, max: 500, column: { width: 260 } },
    participants: { label: '参加人员', type: 'string', max: 200, column: { width: 180 } },
  },
});

/** What the inspectors saw, clause by clause. */
export const jdObservedResource = defineResource({
  name: 'jdobserved',
  title: '现场观察记录',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    clause: { label: '检查条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    content: { label: '观察内容', type: 'text', required: true, max: 2000, column: { width: 300 } },
    conformity: { label: '是否符合', type: 'int', codes: 'conformity', required: true, default: 1, column: { width: 90 } },
    annexIds: { label: '照片', type: 'image', upload: { maxCount: 9 }, column: false },
  },
});

/** A nonconformity found on site. */
export const jdNonResource = defineResource({
  name: 'jdnon',
  title: '不符合项',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    productId: { label: '涉及产品', type: 'int', column: false },
    productName: { label: '涉及产品', type: 'string', readOnly: true, column: { width: 140 } },
    clause: { label: '不符合条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    description: { label: '不符合事实描述', type: 'text', required: true, max: 1000, column: { width: 300 } },
    level: { label: '程度', type: 'int', codes: 'jdNonLevel', required: true, default: 1, column: { width: 80 } },
    deadline: { label: '整改期限', type: 'date', column: { width: 110 } },
    annexIds: { label: '证据照片', type: 'image', upload: { maxCount: 9 }, column: false },
  },
});

/** The enterprise's explanation of a nonconformity and its correction, recorded on site. */
export const jdNonExpResource = defineResource({
  name: 'jdnonexp',
  title: '不符合项说明',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    nonId: { label: '不符合项', type: 'int', required: true, createOnly: true, column: false },
    explanation: { label: '原因分析', type: 'text', required: true, max: 1000, column: { width: 260 } },
    correction: { label: '纠正措施', type: 'text', max: 1000, column: { width: 260 } },
    verified: { label: '是否验证', type: 'int', codes: 'yesNo', column: { width: 90 } },
    annexIds: { label: '附件', type: 'file', upload: { accept: 'record', maxCount: 9 }, column: false },
  },
});

/** The enterprise's earlier nonconformities and whether they were corrected. */
export const jdHisNonResource = defineResource({
  name: 'jdhisnon',
  title: '历史不符合项',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    sourceTaskCode: { label: '来源任务', type: 'string', readOnly: true, column: { width: 130 } },
    clause: { label: '不符合条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    description: { label: '不符合事实描述', type: 'text', required: true, max: 1000, column: { width: 300 } },
    corrected: { label: '是否已整改', type: 'int', codes: 'yesNo', required: true, default: 0, column: { width: 100 } },
    remark: { label: '验证说明', type: 'string', max: 500, column: { width: 200 } },
  },
});

/** The on-site records kept as rows, by kind: one map for the page's forms, its 待同步 names and the 待同步 list's versions. */
export const JD_SITE_ROW_RESOURCES = {
  schedule: jdScheduleResource,
  observed: jdObservedResource,
  non: jdNonResource,
  nonExp: jdNonExpResource,
  hisNon: jdHisNonResource,
} as const;

/** The supervision report of an on-site record. */
export const jdReportResource = defineResource({
  name: 'jdreport',
  title: '监督报告',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    reportDate: { label: '报告日期', type: 'date', required: true },
    summary: { label: '监督概况', type: 'text', required: true, max: 4000 },
    conclusion: { label: '监督结论', type: 'text', required: true, max: 2000 },
    fileId: { label: '监督报告文件', type: 'file', readOnly: true },
    checkBookFileId: { label: '监督检查书', type: 'file', readOnly: true },
  },
});

/** An item of the supervision report (检查项目). */
export const jdRptItemResource = defineResource({
  name: 'jdrptitem',
  title: '报告检查项目',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    item: { label: '检查项目', type: 'string', required: true, max: 200, column: { width: 200 } },
    result: { label: '检查情况', type: 'text', required: true, max: 1000, column: { width: 300 } },
    conformity: { label: '是否符合', type: 'int', codes: 'conformity', required: true, default: 1, column: { width: 90 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 160 } },
    sort: { label: '序号', type: 'int', min: 0, max: 9999, column: false },
  },
});

/** The document review of an on-site record. */
export const jdDocReviewResource = defineResource({
  name: 'jddocreview',
  title: '文件审核',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    reviewer: { label: '审核人', type: 'string', required: true, max: 20 },
    reviewDate: { label: '审核日期', type: 'date', required: true },
    conclusion: { label: '审核结论', type: 'int', codes: 'conformity', required: true },
    opinion: { label: '审核意见', type: 'text', max: 1000 },
  },
});

/** A document group's problem flag in the review (`doc_problem/upProblem` items): 1 no problem (the default), 0 a problem. */
export const jdDocProblemResource = defineResource({
  name: 'jddocproblem',
  title: '文件审核问题',
  fields: {
    groupKey: { label: '文件分组', type: 'string', required: true, max: 30 },
    problem: { label: '是否有问题', type: 'int', required: true, default: 1 },
    remark: { label: '问题说明', type: 'string', max: 500 },
  },
});

/** What `doc_problem/upProblem` takes. */
export const jdDocProblemsResource = defineResource({
  name: 'jddocproblems',
  title: '文件审核问题',
  fields: {
    onSiteId: { label: '现场监督记录', type: 'int', required: true },
    items: { label: '文件分组', type: 'rows', rows: jdDocProblemResource, required: true, max: 100 },
  },
});

/** A photo (or a video) of a visit by picture type (PICTURE_TYPE). */
export const jdPhotoResource = defineResource({
  name: 'jdphoto',
  title: '现场照片',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSitePlanId: { label: '现场监督计划', type: 'int', required: true, createOnly: true, column: false },
    pictureType: { label: '图片类型', type: 'code', codes: 'pictureType', required: true, column: { width: 110 } },
    annexIds: { label: '照片或视频', type: 'file', required: true, upload: { accept: 'img', maxCount: 20 }, column: false },
    description: { label: '说明', type: 'string', max: 500, column: { width: 260 } },
  },
});

/** A spot-test item as the resource engine answers it, with the names beside its ids. */
export const jdSpotRow = z.looseObject({
  id: z.number(),
  taskId: z.number(),
  /** SPOT_ITEM_TYPE. */
  itemType: z.number(),
  /** SPOT_TYPE (the server derives it from the item type). */
  spotType: z.number(),
  /** The plan product sampled (a product item only). */
  prodId: z.number().nullable(),
  productName: z.string().nullable(),
  sampleName: z.string(),
  sampleNo: z.string(),
  sampleDate: z.string(),
  testItems: z.string().nullable(),
  result: z.string().nullable(),
  /** TEST_OPINION (0 while testing). */
  testOpinion: z.number(),
  /** The test report's file id. */
  reportAnnexId: z.string().nullable(),
  /** The test report's name and where whoever sees the task downloads it; null without one. */
  reportName: z.string().nullable(),
  reportUrl: z.string().nullable(),
});

/** A spot-test item of the testing unit. */
export const jdSpotResource = defineResource({
  name: 'jdspot',
  title: '抽检项目',
  row: jdSpotRow,
  defaultSort: 'id,desc',
  searchMain: ['taskId', 'itemType', 'testOpinion'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskId: { label: '监督任务', type: 'int', required: true, createOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, column: { width: 130 } },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    itemType: { label: '抽检项目类型', type: 'int', codes: 'spotItemType', required: true, search: ['eq', 'in'], column: { width: 110 } },
    spotType: { label: '抽检类型', type: 'int', codes: 'spotType', readOnly: true, column: { width: 90 } },
    prodId: { label: '产品', type: 'int', column: false },
    productName: { label: '产品', type: 'string', readOnly: true, column: { width: 160 } },
    sampleName: { label: '样品名称', type: 'string', required: true, max: 100, column: { width: 160 } },
    sampleNo: { label: '样品编号', type: 'string', required: true, max: 50, column: { width: 130 } },
    sampleDate: { label: '抽样日期', type: 'date', required: true, column: { width: 110 } },
    testItems: { label: '检测项目', type: 'string', max: 500, column: { width: 200 } },
    result: { label: '检测结果', type: 'string', max: 500, column: { width: 200 } },
    testOpinion: { label: '检测结论', type: 'int', codes: 'testOpinion', default: 0, search: ['eq'], column: { width: 90 } },
    reportAnnexId: { label: '检测报告', type: 'file', upload: { accept: 'pdf', maxCount: 1 }, column: false },
  },
});
