/** The materials of a task, the files the materials' calls answer, and the product report book. */
import { z } from 'zod';

/**
 * The materials of a task (jd_mat_item groups), what 归档 checks: the documents the supervision
 * produced and the evidence it gathered. `required` ones must hold a file before the archive.
 */
export const JD_MAT_GROUPS = [
  { key: 'taskBook', label: '监督任务书', required: true },
  { key: 'signIn', label: '首次会议签到表', required: true },
  { key: 'siteRecord', label: '现场检查记录', required: true },
  { key: 'nonComBook', label: '不符合项报告', required: false },
  { key: 'samplingSheet', label: '抽样单', required: false },
  { key: 'testReport', label: '检测报告', required: false },
  { key: 'photos', label: '现场照片', required: true },
  { key: 'lastMeeting', label: '末次会议记录', required: true },
  { key: 'other', label: '其他材料', required: false },
] as const;
export type JdMatGroupKey = (typeof JD_MAT_GROUPS)[number]['key'];
export const isJdMatGroupKey = (key: unknown): key is JdMatGroupKey => typeof key === 'string' && JD_MAT_GROUPS.some((g) => g.key === key);


/** A file as the materials' calls answer it; `url` downloads it through `JD_PATHS.mat.download`. */
export const jdFileSchema = z.object({ id: z.number(), name: z.string(), ext: z.string(), size: z.number(), url: z.string() });
export type JdFile = Readonly<z.output<typeof jdFileSchema>>;

/** A stored document to open (the task's latest 产品检测报告书, `JD_PATHS.prod.storedReportBook`). */
export const jdStoredFileSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type JdStoredFile = z.output<typeof jdStoredFileSchema>;

/** `GET doc_annex/getZpAnnexItemCop`, `POST doc_annex/batchSave`: every EVAL_ANNEX_GROUPS group in order. */
export const jdDocAnnexFormSchema = z.object({
  onSiteId: z.number(),
  taskId: z.number(),
  taskCode: z.string(),
  taskStatus: z.number(),
  groups: z.array(
    z.object({
      groupKey: z.string(),
      label: z.string(),
      /** Comma-joined file ids. */
      annexIds: z.string(),
      files: z.array(jdFileSchema),
      remark: z.string().nullable(),
      updateTime: z.string().nullable(),
    }),
  ),
});
export type JdDocAnnexForm = Readonly<z.output<typeof jdDocAnnexFormSchema>>;

const groupKeys = JD_MAT_GROUPS.map((g) => g.key) as [JdMatGroupKey, ...JdMatGroupKey[]];

/** One group of a task's materials, with its files. */
export const jdMatItemSchema = z.object({
  id: z.number(),
  matId: z.number(),
  groupKey: z.enum(groupKeys),
  label: z.string(),
  required: z.boolean(),
  annexIds: z.string(),
  files: z.array(jdFileSchema),
  /** 1 no problem (the default), 0 a problem. */
  problem: z.number(),
  remark: z.string().nullable(),
  updateTime: z.string(),
});
export type JdMatItem = Readonly<z.output<typeof jdMatItemSchema>>;

/** `GET mat/on_site/{onSiteId}` and the materials' writes. */
export const jdMatSchema = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: z.number(),
  taskCode: z.string(),
  taskStatus: z.number(),
  refSiteId: z.number().nullable(),
  refTaskCode: z.string().nullable(),
  /** Filed as archived (getGd needGd=1); a later change of an item takes it back out. */
  archived: z.boolean(),
  archiveTime: z.string().nullable(),
  remark: z.string().nullable(),
  updateTime: z.string(),
  items: z.array(jdMatItemSchema),
});
export type JdMat = Readonly<z.output<typeof jdMatSchema>>;

/** `GET mat/gd/{matId}`, `GET mat/getGd`: the archive checklist. */
export const jdMatChecklistSchema = z.object({
  matId: z.number(),
  onSiteId: z.number(),
  taskId: z.number(),
  archived: z.boolean(),
  archiveTime: z.string().nullable(),
  /** Nothing required is missing. */
  complete: z.boolean(),
  /** The labels of the required groups without a file. */
  missing: z.array(z.string()),
  items: z.array(
    jdMatItemSchema.pick({ id: true, groupKey: true, label: true, required: true, files: true, problem: true, remark: true }).extend({ present: z.boolean(), missing: z.boolean() }),
  ),
});
export type JdMatChecklist = Readonly<z.output<typeof jdMatChecklistSchema>>;

/** `GET mat/ref_site/{onSiteId}`: an earlier on-site record of the same enterprise with materials. */
export interface JdRefSite {
  readonly id: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly year: number;
  /** The first visit's start date (else the task's start date). */
  readonly date: string | null;
  readonly fileCount: number;
}

/** `POST prod/getProductReportBook`: the generated 产品检测报告书; `url` is the POST that answers its bytes. */
export const jdReportBookSchema = z.object({ taskId: z.number(), fileId: z.number(), name: z.string(), hash: z.string(), url: z.string(), createTime: z.string() });
export type JdReportBook = z.output<typeof jdReportBookSchema>;

export const JD_LIMITS = { items: 200, annexIds: 1000, files: 20 } as const;
