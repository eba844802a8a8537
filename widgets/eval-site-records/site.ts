/** The on-site records' texts and the pure rules the view follows (who does what, what changed, what is missing). */
import type { CurrentUser } from '@/domain/account';
import { RECOMMEND, TEST_OPINION } from '@/domain/codes';
import { EVAL_SITE_MSG, type EvalSampleRow, type EvalSamplingReport, type EvalSiteActor, type EvalSiteGroup, type PictureType } from '@/domain/resources/evalSite';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import type { WidgetData } from '@/ui/widget';

export const SITE_TEXT = {
  none: '请先选择一个评价申请',
  notFound: '评价申请不存在或无权访问',
  tabs: { photos: '现场照片/视频', samples: '抽样检测', recommend: '推荐意见' },
  records: (n: number) => `${n} 条记录`,
  noFiles: '暂无',
  addRecord: '添加记录',
  addTitle: '添加现场记录',
  recordSaved: '现场记录已保存',
  pictureType: '图片类型',
  files: '照片/视频',
  description: '说明',
  takenTime: '拍摄时间',
  filesNeeded: '请上传至少一个文件',
  uploadHint: (video: boolean) => (video ? '视频只能上传 mp4 格式的文件' : '照片只能上传 JPG、PNG、JPEG 格式的图片'),
  ok: '保存',
  cancel: '取消',
  report: '抽样报告',
  reportNone: '尚未生成',
  generate: '生成抽样报告',
  regenerate: '重新生成抽样报告',
  generated: '抽样报告已生成',
  reportAt: (t: string) => `生成于 ${t}`,
  saveSamples: '保存抽样结果',
  samplesSaved: '抽样结果已保存',
  sampleHint: '请为每个产品填写样品编号、抽样日期和检测意见（检测报告可上传 PDF 或图片），完成后点击“保存抽样结果”。只保存修改过的产品。',
  sampleIncomplete: (names: string) => `请填写完整：${names}（样品编号、抽样日期、检测意见）`,
  saveRecommend: '保存推荐意见',
  recommendSaved: '推荐意见已保存',
  recommendHint: '请为每个产品选择推荐意见，不推荐时必须填写理由，完成后点击“保存推荐意见”。',
  reasonMissing: (n: number) => `${n} 个产品不推荐但未填写理由`,
  reasonRequired: '不推荐时必须填写理由',
  undo: '撤销修改',
  changed: (n: number) => `${n} 个产品未保存`,
  notGiven: '未填写',
  columns: { product: '产品', sampleNo: '样品编号', sampleDate: '抽样日期', testOpinion: '检测意见', report: '检测报告', sampledBy: '录入人', recommend: '推荐意见', remark: '理由' },
  video: '视频',
} as const;

export interface SiteData {
  readonly evalId: number;
  readonly code: string;
  readonly status: number;
  readonly groups: readonly EvalSiteGroup[];
  readonly samples: readonly EvalSampleRow[];
  readonly report: EvalSamplingReport | null;
}

/** The page's data: no application chosen, not there (or not the user's), or the usual states. */
export type SiteState = { readonly status: 'none' } | { readonly status: 'notFound' } | WidgetData<SiteData>;

/** What the signed-in user may do now (evalSiteAbilities). */
export interface SiteAbilities {
  readonly record: readonly PictureType[];
  readonly sample: boolean;
  readonly recommend: boolean;
  readonly samplingReport: boolean;
}
export const NO_ABILITIES: SiteAbilities = { record: [], sample: false, recommend: false, samplingReport: false };

/** The signed-in user as the site rules read them. */
export function actorOf(user: CurrentUser | null): EvalSiteActor {
  if (!user) return { orgId: null, roleCodes: [] };
  const roles = user.info.roles?.length ? user.info.roles.map((r) => r.code) : (user.info.sysUser.roleCodes ?? '').split(',').filter(Boolean);
  return { orgId: user.info.sysUser.orgId, roleCodes: roles };
}

/** A picture shown in the page rather than downloaded (a data: address, as previews and stories use, is already inline). */
export const inlineUrl = (url: string) => (url.startsWith('data:') ? url : `${url}${url.includes('?') ? '&' : '?'}disposition=inline`);

/** The products without a test opinion (合格 / 不合格): the report waits for them. */
export const missingOpinions = (rows: readonly EvalSampleRow[]) => rows.filter((r) => r.testOpinion !== TEST_OPINION.qualified && r.testOpinion !== TEST_OPINION.unqualified).map((r) => r.productName);
/** The server's words for it. */
export const opinionsMissingText = (rows: readonly EvalSampleRow[]) => EVAL_SITE_MSG.opinionsMissing(missingOpinions(rows).join('、'));

/** A product's sample as the testing unit edits it. */
export interface SampleDraft {
  readonly sampleNo: string;
  /** YYYY-MM-DD or '' */
  readonly sampleDate: string;
  readonly testOpinion: number | null;
  readonly report: readonly UploadedFile[];
}
export type SampleEdits = Readonly<Record<number, Partial<SampleDraft>>>;

export const sampleDraftOf = (r: EvalSampleRow, edits: SampleEdits): SampleDraft => ({
  sampleNo: r.sampleNo ?? '',
  sampleDate: r.sampleDate ?? '',
  testOpinion: r.testOpinion === TEST_OPINION.none ? null : r.testOpinion,
  report: r.reportAnnexId && r.reportName ? [{ id: r.reportAnnexId, name: r.reportName, url: r.reportUrl ?? '' }] : [],
  ...edits[r.productId],
});

const reportIdOf = (d: SampleDraft) => (d.report[0] ? String(d.report[0].id) : null);

/** The changed products' samples as POST sample takes them, and the changed ones not complete (by product name). */
export function changedSamples(rows: readonly EvalSampleRow[], edits: SampleEdits) {
  const items: { productId: number; sampleNo: string; sampleDate: string; testOpinion: number; reportAnnexId: string | null }[] = [];
  const incomplete: string[] = [];
  for (const r of rows) {
    if (!edits[r.productId]) continue;
    const d = sampleDraftOf(r, edits);
    const saved = sampleDraftOf(r, {});
    if (d.sampleNo.trim() === saved.sampleNo && d.sampleDate === saved.sampleDate && d.testOpinion === saved.testOpinion && reportIdOf(d) === reportIdOf(saved)) continue;
    if (!d.sampleNo.trim() || !d.sampleDate || d.testOpinion === null) {
      incomplete.push(r.productName);
      continue;
    }
    items.push({ productId: r.productId, sampleNo: d.sampleNo.trim(), sampleDate: d.sampleDate, testOpinion: d.testOpinion, reportAnnexId: reportIdOf(d) });
  }
  return { items, incomplete };
}

/** A product's recommendation as the institution edits it. */
export interface RecommendDraft {
  readonly recommend: number | null;
  readonly remark: string;
}
export type RecommendEdits = Readonly<Record<number, Partial<RecommendDraft>>>;

export const recommendDraftOf = (r: EvalSampleRow, edits: RecommendEdits): RecommendDraft => ({ recommend: r.recommend, remark: r.recommendRemark ?? '', ...edits[r.productId] });
export const needsReason = (d: RecommendDraft) => d.recommend === RECOMMEND.no && !d.remark.trim();

/** The changed recommendations as POST recommend takes them (remark trimmed, empty as null). */
export function changedRecommendations(rows: readonly EvalSampleRow[], edits: RecommendEdits) {
  const out: { productId: number; recommend: number; remark: string | null }[] = [];
  for (const r of rows) {
    if (!edits[r.productId]) continue;
    const d = recommendDraftOf(r, edits);
    if (d.recommend === null) continue;
    if (d.recommend === r.recommend && d.remark.trim() === (r.recommendRemark ?? '').trim()) continue;
    out.push({ productId: r.productId, recommend: d.recommend, remark: d.remark.trim() || null });
  }
  return out;
}
