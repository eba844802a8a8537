/** A supervision task's on-site work as the calls answer it, for the stories and the tests (no server behind either). */
import type { GeneratedFile, JdDocGroup, JdHisNonRow, JdMaterials, JdNonExpRow, JdNonRow, JdObservedRow, JdPhoto, JdPlace, JdScheduleRow, JdSiteRecord, JdTaskInfo, JdVisit, JdVisitDay } from '@/api/jdSite';
import { JD_SITE_STATUS, JD_TASK_STATUS } from '@/domain/codes';
import { JD_MAT_GROUPS, type JdDocAnnexForm, type JdFile } from '@/domain/resources/jd';
import { userOf } from '@/stores/testing/users';
import { PIXEL } from '@/ui/inputs/upload/testing';
import { NOTHING_QUEUED, type JdSiteData, type JdSiteRecords } from './site';

export const TASK_ID = 31;
export const ON_SITE_ID = 41;
export const UNIT_ORG = 5;
export const ENTERPRISE_ORG = 8;

export const file = (id: number, name: string): GeneratedFile => ({ id, name, url: name.endsWith('.png') || name.endsWith('.jpg') ? PIXEL : `/api/file/download?id=${id}` });

export const taskAt = (status: number): JdTaskInfo => ({ id: TASK_ID, code: 'JD20260031', planName: null, status, orgId: ENTERPRISE_ORG, orgName: '深圳市鹏城农业有限公司', unitId: UNIT_ORG, unitName: '深圳市质量监督中心', testUnitId: 6, testUnitName: null, methods: '10,30', leaderName: '王建国', memberNames: '李敏、陈涛', productNames: '鹏城有机菜心、鹏城富硒大米', startDate: '2026-11-10', endDate: '2026-11-30' });

export const SITE: JdSiteRecord = { id: ON_SITE_ID, taskId: TASK_ID, leaderName: '王建国', memberNames: '李敏、陈涛', summary: null, taskBook: null, nonComBook: null };

export const PLACES: JdPlace[] = [
  { id: 201, name: '光明蔬菜基地', address: '深圳市光明区马田街道 12 号', products: [{ id: 101, name: '鹏城有机菜心' }] },
  { id: 202, name: '龙岗大米加工厂', address: '深圳市龙岗区平湖街道 88 号', products: [{ id: 102, name: '鹏城富硒大米' }] },
];

export const visitAt = (placeIndex: number, status: number, id = 301 + placeIndex): JdVisit => {
  const place = PLACES[placeIndex];
  return {
    id,
    taskId: TASK_ID,
    placeId: place.id,
    placeName: place.name,
    address: place.address,
    startDate: '2026-11-16',
    endDate: '2026-11-17',
    leaderName: '王建国',
    memberNames: '李敏',
    productIds: place.products.map((p) => p.id).join(','),
    productNames: place.products.map((p) => p.name).join('、'),
    spotItemTypes: placeIndex === 0 ? '1,2' : '1',
    status,
  };
};

export const DAYS: JdVisitDay[] = [
  { id: 1, onSitePlanId: 301, date: '2026-11-16', memberNames: '王建国、李敏', remark: '首次会议，现场检查' },
  { id: 2, onSitePlanId: 301, date: '2026-11-17', memberNames: '王建国、李敏', remark: '抽样，末次会议' },
];

export const PHOTOS: JdPhoto[] = [
  { id: 501, onSitePlanId: 301, pictureType: '2', annexIds: '601,602', description: '种植区全景', files: [file(601, '种植区.png'), file(602, '灌溉设施.png')] },
  { id: 502, onSitePlanId: 301, pictureType: '4', annexIds: '603', description: '首次会议签到', files: [file(603, '首次会议.png')] },
  { id: 503, onSitePlanId: 301, pictureType: '7', annexIds: '604', description: '加工车间巡查', files: [file(604, '巡查.mp4')] },
];

export const SCHEDULE: JdScheduleRow[] = [
  { id: 11, onSiteId: ON_SITE_ID, date: '2026-11-16', timeRange: '09:00-09:30', content: '首次会议', participants: '监督组、企业负责人' },
  { id: 12, onSiteId: ON_SITE_ID, date: '2026-11-16', timeRange: '09:30-12:00', content: '种植基地现场检查', participants: '监督组' },
];
export const OBSERVED: JdObservedRow[] = [
  { id: 21, onSiteId: ON_SITE_ID, onSitePlanId: 301, clause: '4.2 产地环境', content: '基地周边无污染源，灌溉水取自水库。', conformity: 1, annexIds: '605', files: [file(605, '水源.png')] },
];
export const NON: JdNonRow[] = [
  { id: 31, onSiteId: ON_SITE_ID, onSitePlanId: 301, productId: 101, productName: '鹏城有机菜心', clause: '5.3 投入品管理', description: '农药仓库未上锁，领用记录不完整。', level: 1, deadline: '2026-12-16', annexIds: null, files: [] },
];
export const NON_EXP: JdNonExpRow[] = [{ id: 41, nonId: 31, explanation: '仓库管理员休假，临时人员未按制度执行。', correction: '已加锁并补全记录，重新培训。', verified: 1, annexIds: null, files: [] }];
export const HIS_NON: JdHisNonRow[] = [{ id: 51, onSiteId: ON_SITE_ID, sourceTaskCode: 'JD20250012', clause: '6.1 追溯管理', description: '批次记录缺失。', corrected: 1, remark: '已建立批次台账' }];

export const RECORDS: JdSiteRecords = { schedule: SCHEDULE, observed: OBSERVED, non: NON, nonExp: NON_EXP, hisNon: HIS_NON };
export const NO_RECORDS: JdSiteRecords = { schedule: [], observed: [], non: [], nonExp: [], hisNon: [] };

const jdFile = (id: number, name: string): JdFile => ({ ...file(id, name), ext: name.split('.').pop() ?? '', size: 1024 });
export const DOC_GROUPS: JdDocGroup[] = [
  { groupKey: 'profile', label: '企业简介', annexIds: '701', remark: null, files: [jdFile(701, '企业简介.pdf')], updateTime: '2026-11-16T02:00:00.000Z' },
  { groupKey: 'legal', label: '法定资质证明', annexIds: '702', remark: null, files: [jdFile(702, '营业执照.pdf')], updateTime: '2026-11-16T02:00:00.000Z' },
  { groupKey: 'record', label: '生产记录', annexIds: '', remark: null, files: [], updateTime: null },
];
/** What `doc_annex/getZpAnnexItemCop` and `doc_annex/batchSave` answer: the form, its groups inside. */
export const DOC_FORM: JdDocAnnexForm = { onSiteId: ON_SITE_ID, taskId: TASK_ID, taskCode: 'JD20260031', taskStatus: JD_TASK_STATUS.siteSupervision, groups: DOC_GROUPS };

export const materialsOf = (filled: readonly string[] = []): JdMaterials => {
  const items = JD_MAT_GROUPS.map((g, i) => {
    const present = filled.includes(g.key);
    return { id: 900 + i, groupKey: g.key, label: g.label, required: g.required, files: present ? [{ ...file(800 + i, `${g.label}.pdf`), ext: 'pdf', size: 52_000 }] : [], problem: 1, remark: null, present, missing: g.required && !present };
  });
  const missing = items.filter((i) => i.missing).map((i) => i.label);
  return { matId: 91, onSiteId: ON_SITE_ID, taskId: TASK_ID, archived: false, archiveTime: null, complete: missing.length === 0, missing, items };
};

export const siteData = (status: number, patch: Partial<JdSiteData> = {}): JdSiteData => ({
  task: taskAt(status),
  site: SITE,
  places: PLACES,
  visits: [],
  days: [],
  photos: [],
  records: { status: 'success', data: NO_RECORDS },
  review: { status: 'success', data: { review: null, groups: DOC_GROUPS } },
  materials: { status: 'success', data: materialsOf() },
  queued: NOTHING_QUEUED,
  kept: null,
  ...patch,
});

/** Accepted, nothing planned yet. */
export const PLANNING = siteData(JD_TASK_STATUS.confirmUnit, { visits: [visitAt(0, JD_SITE_STATUS.planned)] });
/** On site: the first place under way with photos and records, the second not started. */
export const ON_SITE = siteData(JD_TASK_STATUS.siteSupervision, {
  visits: [visitAt(0, JD_SITE_STATUS.onSite), visitAt(1, JD_SITE_STATUS.planned)],
  days: DAYS,
  photos: PHOTOS,
  records: { status: 'success', data: RECORDS },
  review: { status: 'success', data: { review: { id: 61, onSiteId: ON_SITE_ID, reviewer: '李敏', reviewDate: '2026-11-16', conclusion: 1, opinion: '文件基本齐全', problems: [{ groupKey: 'record', problem: 0, remark: '缺少十月份记录' }] }, groups: DOC_GROUPS } },
  materials: { status: 'success', data: materialsOf(['taskBook', 'signIn', 'photos']) },
});
/** Finished and reported: read only for everyone. */
export const DONE = siteData(JD_TASK_STATUS.passed, { ...ON_SITE, task: taskAt(JD_TASK_STATUS.passed), visits: [visitAt(0, JD_SITE_STATUS.finished), visitAt(1, JD_SITE_STATUS.finished)], materials: { status: 'success', data: materialsOf(JD_MAT_GROUPS.map((g) => g.key)) } });

/** A big enterprise: many places, each visited, with many photos and records. */
export function largeSite(places = 12): JdSiteData {
  const many: JdPlace[] = Array.from({ length: places }, (_, i) => ({ id: 1000 + i, name: `第${i + 1}生产基地（${['光明', '龙岗', '宝安', '坪山'][i % 4]}）`, address: `深圳市某区某街道 ${i + 1} 号`, products: [{ id: 101, name: '鹏城有机菜心' }] }));
  const visits: JdVisit[] = many.map((p, i) => ({ ...visitAt(0, i % 3 === 0 ? JD_SITE_STATUS.finished : JD_SITE_STATUS.onSite, 3000 + i), placeId: p.id, placeName: p.name, address: p.address }));
  const photos: JdPhoto[] = visits.flatMap((v, i) => [{ id: 5000 + i, onSitePlanId: v.id, pictureType: '2', annexIds: '1', description: `现场照片 ${i + 1}`, files: [file(9000 + i, `现场${i + 1}.png`)] }]);
  const schedule: JdScheduleRow[] = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, onSiteId: ON_SITE_ID, date: `2026-11-${String(10 + (i % 20)).padStart(2, '0')}`, timeRange: '09:00-12:00', content: `第${i + 1}项现场检查：${many[i % places].name}`, participants: '监督组' }));
  const non: JdNonRow[] = Array.from({ length: 15 }, (_, i) => ({ ...NON[0], id: 200 + i, clause: `5.${i + 1} 条款`, description: `第${i + 1}条不符合事实描述，记录缺失或不完整，需要整改并提交证据。` }));
  return siteData(JD_TASK_STATUS.siteSupervision, { places: many, visits, photos, records: { status: 'success', data: { ...RECORDS, schedule, non } } });
}

export const UNIT_USER = userOf(UNIT_ORG, '5', 'R_UNIT_USER');
export const OTHER_UNIT_USER = userOf(9, '5', 'R_UNIT_USER');
export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
