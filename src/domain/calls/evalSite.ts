/**
 * What the on-site evaluation records (calls document §7.6, the spec's zpevalgcannex calls) and the
 * per-product results: samples, recommendations, the sampling report. A record's and an item's
 * fields are checked by the server against their definitions (src/domain/resources/evalSite.ts),
 * so a refusal names them by the form's labels; the schemas here take the ids.
 */
import { z } from 'zod';
import { EVAL_SITE_PATHS, PICTURE_TYPE, type PictureType, type PictureTypeKey } from '../resources/evalSite';
import { anyBody, defineCall, id, ids, optionalId, scalar } from './call';

const tag = '评价';

const pictureType = z.enum(Object.values(PICTURE_TYPE) as [PictureType, ...PictureType[]]);
const pictureTypeKey = z.enum(Object.keys(PICTURE_TYPE) as [PictureTypeKey, ...PictureTypeKey[]]);

/** A file of a record as the calls answer it (url: EVAL_SITE_PATHS.download with the application and the file). */
export const evalSiteFile = z.object({ id: z.number(), name: z.string(), url: z.string(), ext: z.string(), size: z.number() });

/** A record as lst, create, update and upAnnexId answer it. */
export const evalSiteRecord = z.object({
  id: z.number(),
  evalId: z.number(),
  sitePlanId: z.number().nullable(),
  sitePlanName: z.string().nullable(),
  pictureType,
  pictureTypeLabel: z.string(),
  annexIds: z.string(),
  files: z.array(evalSiteFile).readonly(),
  description: z.string().nullable(),
  takenTime: z.string().nullable(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  createBy: z.number().nullable(),
  createByName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** One picture type of getGcAnnex, every type in order (empty ones too). */
export const evalSiteGroup = z.object({
  pictureType,
  /** The spec's short name (CP, XC, …, VIDEO). */
  code: pictureTypeKey,
  label: z.string(),
  records: z.number(),
  /** The files of the type's records in order, each with its record (its organisation alone changes or removes it). */
  files: z.array(evalSiteFile.extend({ recordId: z.number(), description: z.string().nullable(), takenTime: z.string().nullable(), orgId: z.number() })).readonly(),
});

/** One row of GET samples: a product applied for with its sample (if any) and recommendation. */
export const evalSampleRow = z.object({
  productId: z.number(),
  productName: z.string(),
  sampleId: z.number().nullable(),
  sampleNo: z.string().nullable(),
  sampleDate: z.string().nullable(),
  testOpinion: z.number().nullable(),
  testOpinionLabel: z.string().nullable(),
  reportAnnexId: z.number().nullable(),
  reportName: z.string().nullable(),
  reportUrl: z.string().nullable(),
  recommend: z.number().nullable(),
  recommendRemark: z.string().nullable(),
  sampledByName: z.string().nullable(),
  updateTime: z.string().nullable(),
});

/** The sampling report generated. */
export const evalSamplingReport = z.object({ id: z.number(), name: z.string(), url: z.string(), createTime: z.string() });

const evalId = () => id().meta({ title: '评价申请' });
const byEval = z.looseObject({ evalId: evalId() });
/** A value the handler checks against the definition (its refusal in the form's words). */
const checked = (title: string) => z.unknown().optional().meta({ title });

export const evalSiteCalls = {
  create: defineCall({ method: 'PUT', path: EVAL_SITE_PATHS.record, summary: '新增一条现场记录', tag, body: z.looseObject({ evalId: evalId() }), reply: evalSiteRecord }),
  update: defineCall({ method: 'PUT', path: `${EVAL_SITE_PATHS.record}/:id`, summary: '修改一条现场记录', tag, pathParams: z.object({ id: id() }), body: anyBody, reply: evalSiteRecord }),
  files: defineCall({
    method: 'POST',
    path: EVAL_SITE_PATHS.files,
    summary: '替换一条现场记录的文件',
    tag,
    paramSet: z.looseObject({ id: id().meta({ title: '现场记录' }), annexIds: checked('照片/视频') }),
    reply: evalSiteRecord,
  }),
  remove: defineCall({ method: 'DELETE', path: EVAL_SITE_PATHS.record, summary: '删除现场记录', tag, paramSet: z.looseObject({ ids: ids() }), reply: z.null() }),
  list: defineCall({
    method: 'POST',
    path: EVAL_SITE_PATHS.list,
    summary: '申请的现场记录及其文件',
    tag,
    paramSet: z.looseObject({ evalId: evalId(), sitePlanId: optionalId(), pictureType: scalar.optional().meta({ title: '图片类型' }) }),
    reply: z.array(evalSiteRecord),
  }),
  grouped: defineCall({ method: 'POST', path: EVAL_SITE_PATHS.grouped, summary: '按图片类型排列的现场记录文件', tag, paramSet: byEval, reply: z.array(evalSiteGroup) }),
  download: defineCall({
    method: 'GET',
    path: EVAL_SITE_PATHS.download,
    summary: '下载申请的现场记录、抽样或抽样报告的一个文件',
    tag,
    paramSet: z.looseObject({ evalId: evalId(), id: id(), disposition: scalar.optional() }),
    file: true,
  }),
  sample: defineCall({ method: 'POST', path: EVAL_SITE_PATHS.sample, summary: '检测机构填写各产品的抽样结果', tag, body: z.looseObject({ evalId: evalId(), items: checked('抽样结果') }), reply: z.array(evalSampleRow) }),
  samples: defineCall({ method: 'GET', path: EVAL_SITE_PATHS.samples, summary: '申请的各产品及其抽样和推荐意见', tag, paramSet: byEval, reply: z.array(evalSampleRow) }),
  recommend: defineCall({ method: 'POST', path: EVAL_SITE_PATHS.recommend, summary: '评价机构给出各产品的推荐意见', tag, body: z.looseObject({ evalId: evalId(), items: checked('推荐意见') }), reply: z.array(evalSampleRow) }),
  samplingReport: defineCall({ method: 'GET', path: EVAL_SITE_PATHS.samplingReport, summary: '已生成的抽样报告（未生成为 null）', tag, paramSet: byEval, reply: evalSamplingReport.nullable() }),
  generateSamplingReport: defineCall({ method: 'POST', path: EVAL_SITE_PATHS.samplingReport, summary: '生成抽样报告（窗口已过则答复已生成的）', tag, paramSet: byEval, reply: evalSamplingReport }),
} as const;
