/** Annex forms as GET getZpEvalAnnex answers them, for the stories and the tests (no server behind either). */
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_ANNEX_GROUPS, EVAL_ANNEX_PATHS, evalAnnexRequired, type EvalAnnexFile, type EvalAnnexForm, type EvalAnnexGroup, type EvalAnnexGroupKey } from '@/domain/resources/evaluation';
import { userOf } from '@/stores/testing/users';

export const EVAL_ID = 12;
export const ENTERPRISE_ORG = 8;
export const UNIT_ORG = 2;

let nextFileId = 500;
/** A filed file of the fixture application. */
export const annexFile = (name: string, id = nextFileId++): EvalAnnexFile => ({ id, name, url: `${EVAL_ANNEX_PATHS.download}?evalId=${EVAL_ID}&id=${id}`, size: 48_213, ext: name.split('.').pop() ?? '' });

type GroupPatch = Partial<Omit<EvalAnnexGroup, 'groupKey' | 'label'>>;

/** The form of the fixture application (a first evaluation) in `status`, every group at its default unless patched. */
export function annexForm(status: number, patches: Partial<Record<EvalAnnexGroupKey, GroupPatch>> = {}): EvalAnnexForm {
  const required = new Set<string>(evalAnnexRequired('0'));
  return {
    evalId: EVAL_ID,
    code: 'PJ20260012',
    evalType: '0',
    status,
    orgId: ENTERPRISE_ORG,
    orgName: '深圳市鹏城绿源农业发展有限公司',
    unitId: UNIT_ORG,
    unitName: '深圳市鹏质认证评价有限公司',
    groups: EVAL_ANNEX_GROUPS.map((g): EvalAnnexGroup => {
      const patch = patches[g.key] ?? {};
      const files = patch.files ?? [];
      return {
        groupKey: g.key,
        label: g.label,
        required: required.has(g.key),
        files,
        annexIds: files.map((f) => f.id).join(','),
        problem: 1,
        remark: null,
        otherRemark: null,
        moreRemark: null,
        tips: null,
        questions: {},
        updateTime: files.length || patch.tips || patch.remark ? '2026-11-20T02:00:00.000Z' : null,
        toReview: required.has(g.key) || files.length > 0,
        marked: false,
        ...patch,
      };
    }),
  };
}

/** The materials a complete first application files. */
const FILED: Partial<Record<EvalAnnexGroupKey, GroupPatch>> = {
  profile: { files: [annexFile('企业简介.pdf', 401)] },
  product: { files: [annexFile('产品介绍.pdf', 402)] },
  application: { files: [annexFile('圳品评价申请书.pdf', 403)] },
  legal: { files: [annexFile('营业执照.pdf', 404), annexFile('食品生产许可证.pdf', 405)] },
  commitment: { files: [annexFile('诚信承诺书.pdf', 406)] },
  institutional: { files: [annexFile('质量管理制度汇编.docx', 407)] },
};

/** A draft with nothing filed yet. */
export const EMPTY = annexForm(EVAL_STATUS.draft);
/** 提交材料: the enterprise has filed two groups so far. */
export const FILING = annexForm(EVAL_STATUS.materials, { profile: FILED.profile, legal: FILED.legal });
/** 受理审核 (完整性初评): everything required filed, not yet marked. */
export const IN_REVIEW = annexForm(EVAL_STATUS.acceptReview, FILED);
/** Completeness looked at: every group to look at marked, and those marked as problems. */
const allMarked = (f: EvalAnnexForm): EvalAnnexForm => ({ ...f, groups: f.groups.map((g) => ({ ...g, marked: g.toReview || g.problem === 0 })) });
/** 受理审核, half way: the institution has marked the first two groups. */
export const PART_MARKED = annexForm(EVAL_STATUS.acceptReview, { ...FILED, profile: { ...FILED.profile, marked: true }, product: { ...FILED.product, marked: true } });
/** 修改材料: sent back with two groups marked as problems and tips to the enterprise. */
export const RETURNED = allMarked(annexForm(EVAL_STATUS.editMaterials, {
  ...FILED,
  productReport: { problem: 0, remark: '未提供产品检测报告', tips: '请上传近一年内有资质的检测机构出具的产品检测报告（加盖检测机构公章）' },
  legal: { ...FILED.legal, problem: 0, remark: '营业执照已过期', questions: { expired: true }, tips: '请上传在有效期内的营业执照' },
}));
/** 已通过: marked, read only. */
export const PASSED = allMarked(annexForm(EVAL_STATUS.passed, { ...FILED, legal: { ...FILED.legal, remark: '证照齐全，均在有效期内' } }));

export const ENTERPRISE_USER = userOf(ENTERPRISE_ORG, '3', 'R_ORG_ADMIN');
export const UNIT_USER = userOf(UNIT_ORG, '2', 'R_UNIT_USER');
export const TESTING_USER = userOf(6, '4', 'R_UNIT_USER');
export const MANAGER = userOf(1, '1', 'R_MNG_USER');
