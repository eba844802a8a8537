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
export interface JdFile {
  readonly id: number;
  readonly name: string;
  readonly ext: string;
  readonly size: number;
  readonly url: string;
}

/** A stored document to open (the task's latest 产品检测报告书, `JD_PATHS.prod.storedReportBook`). */
export const jdStoredFileSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type JdStoredFile = z.output<typeof jdStoredFileSchema>;

/** `GET doc_annex/getZpAnnexItemCop`, `POST doc_annex/batchSave`: every EVAL_ANNEX_GROUPS group in order. */
export interface JdDocAnnexForm {
  readonly onSiteId: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly taskStatus: number;
  readonly groups: readonly { readonly groupKey: string; readonly label: string; readonly annexIds: string; readonly files: readonly JdFile[]; readonly remark: string | null; readonly updateTime: string | null }[];
}

export interface JdMatItem {
  readonly id: number;
  readonly matId: number;
  readonly groupKey: JdMatGroupKey;
  readonly label: string;
  readonly required: boolean;
  readonly annexIds: string;
  readonly files: readonly JdFile[];
  /** 1 no problem (the default), 0 a problem. */
  readonly problem: number;
  readonly remark: string | null;
  readonly updateTime: string;
}

/** `GET mat/on_site/{onSiteId}` and the materials' writes. */
export interface JdMat {
  readonly id: number;
  readonly onSiteId: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly taskStatus: number;
  readonly refSiteId: number | null;
  readonly refTaskCode: string | null;
  /** Filed as archived (getGd needGd=1); a later change of an item takes it back out. */
  readonly archived: boolean;
  readonly archiveTime: string | null;
  readonly remark: string | null;
  readonly updateTime: string;
  readonly items: readonly JdMatItem[];
}

/** `GET mat/gd/{matId}`, `GET mat/getGd`: the archive checklist. */
export interface JdMatChecklist {
  readonly matId: number;
  readonly onSiteId: number;
  readonly taskId: number;
  readonly archived: boolean;
  readonly archiveTime: string | null;
  /** Nothing required is missing. */
  readonly complete: boolean;
  /** The labels of the required groups without a file. */
  readonly missing: readonly string[];
  readonly items: readonly (Pick<JdMatItem, 'id' | 'groupKey' | 'label' | 'required' | 'files' | 'problem' | 'remark'> & { readonly present: boolean; readonly missing: boolean })[];
}

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
