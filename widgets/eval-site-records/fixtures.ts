/** On-site records, samples and reports as the calls answer them, for the stories and the tests (no server behind either). */
import { EVAL_STATUS, RECOMMEND, TEST_OPINION } from '@/domain/codes';
import { EVAL_SITE_PATHS, PICTURE_TYPES, pictureTypeKey, pictureTypeLabel, type EvalSampleRow, type EvalSamplingReport, type EvalSiteGroup, type PictureType } from '@/domain/resources/evalSite';
import { userOf } from '@/stores/testing/users';
import { PIXEL } from '@/ui/inputs/upload/testing';
import type { SiteData } from './site';

export const EVAL_ID = 12;
export const UNIT_ORG = 2;
export const TEST_ORG = 6;
export const ENTERPRISE_ORG = 8;

const url = (id: number) => `${EVAL_SITE_PATHS.download}?evalId=${EVAL_ID}&id=${id}`;

type GroupFile = EvalSiteGroup['files'][number];
/** A photo (shown from a data: address, so the stories need no server) or a video of a record, recorded by the institution unless `orgId` says otherwise. */
export const photo = (id: number, name: string, recordId: number, description: string | null = null, orgId = UNIT_ORG, takenTime: string | null = '2026-11-20T02:30:00.000Z'): GroupFile => ({
  id,
  name,
  url: name.endsWith('.mp4') ? url(id) : PIXEL,
  ext: name.split('.').pop() ?? '',
  size: 120_000,
  recordId,
  description,
  takenTime,
  orgId,
});

/** Every picture type in order, with the files given per type. */
export function groupsOf(files: Partial<Record<PictureType, GroupFile[]>> = {}): EvalSiteGroup[] {
  return PICTURE_TYPES.map((t) => {
    const of = files[t] ?? [];
    return { pictureType: t, code: pictureTypeKey(t), label: pictureTypeLabel(t), records: new Set(of.map((f) => f.recordId)).size, files: of };
  });
}

const blank = (productId: number, productName: string): EvalSampleRow => ({
  productId,
  productName,
  sampleId: null,
  sampleNo: null,
  sampleDate: null,
  testOpinion: null,
  testOpinionLabel: null,
  reportAnnexId: null,
  reportName: null,
  reportUrl: null,
  recommend: null,
  recommendRemark: null,
  sampledByName: null,
  updateTime: null,
});

/** The two products of the fixture application, nothing sampled yet. */
export const UNSAMPLED: EvalSampleRow[] = [blank(101, '鹏城有机菜心'), blank(102, '鹏城富硒大米')];

/** Both products sampled: the first 合格 with its report, the second 不合格. */
export const SAMPLED: EvalSampleRow[] = [
  { ...UNSAMPLED[0], sampleId: 1, sampleNo: 'YP-2026-001', sampleDate: '2026-11-20', testOpinion: TEST_OPINION.qualified, testOpinionLabel: '合格', reportAnnexId: 701, reportName: '菜心检测报告.pdf', reportUrl: url(701), sampledByName: '周晓燕' },
  { ...UNSAMPLED[1], sampleId: 2, sampleNo: 'YP-2026-002', sampleDate: '2026-11-20', testOpinion: TEST_OPINION.unqualified, testOpinionLabel: '不合格', sampledByName: '周晓燕' },
];

/** Sampled and recommended. */
export const RECOMMENDED: EvalSampleRow[] = [
  { ...SAMPLED[0], recommend: RECOMMEND.yes },
  { ...SAMPLED[1], recommend: RECOMMEND.no, recommendRemark: '抽样检测硒含量不达标' },
];

export const REPORT: EvalSamplingReport = { id: 801, name: '抽样报告-PJ20260012.docx', url: url(801), createTime: '2026-11-21T06:00:00.000Z' };

const PHOTOS: Partial<Record<PictureType, GroupFile[]>> = {
  // The product pictures are the testing unit's, the rest the institution's.
  '1': [photo(601, '菜心样品.png', 51, '抽样现场的菜心样品', TEST_ORG)],
  '2': [photo(602, '生产区全景.png', 52, '生产区全景'), photo(603, '仓库.png', 52, '生产区全景')],
  '4': [photo(604, '首次会议.jpg', 53, '首次会议签到')],
  '7': [photo(605, '现场巡查.mp4', 54, '加工车间巡查')],
};

export const EVAL_REPORT = { id: 802, name: '评价报告-PJ20260012.docx', url: '/api/file/download/802' };

export const siteData = (status: number, patch: Partial<SiteData> = {}): SiteData => ({ evalId: EVAL_ID, code: 'PJ20260012', status, groups: groupsOf(), samples: UNSAMPLED, report: null, evalReport: null, ...patch });

/** 现场评价 just begun: nothing recorded, nothing sampled. */
export const EMPTY = siteData(EVAL_STATUS.siteEval);
/** 现场评价 under way: photos of four types, nothing sampled yet. */
export const ON_SITE = siteData(EVAL_STATUS.siteEval, { groups: groupsOf(PHOTOS) });
/** 评价确认: sampled, waiting for the institution's recommendations. */
export const CONFIRMING = siteData(EVAL_STATUS.evalConfirm, { groups: groupsOf(PHOTOS), samples: SAMPLED, report: REPORT });
/** 核查文件通过: every product recommended, the evaluation report waits for the institution. */
export const REPORTING = siteData(EVAL_STATUS.checkedDocPass, { groups: groupsOf(PHOTOS), samples: RECOMMENDED, report: REPORT });
/** 已通过: everything recorded, read only. */
export const PASSED = siteData(EVAL_STATUS.passed, { groups: groupsOf(PHOTOS), samples: RECOMMENDED, report: REPORT, evalReport: EVAL_REPORT });

export const INSTITUTION_USER = userOf(UNIT_ORG, '2', 'R_UNIT_USER');
export const TESTING_USER = userOf(TEST_ORG, '4', 'R_UNIT_USER');
export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
