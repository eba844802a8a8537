/**
 * The materials of the seeded evaluation applications (zp_eval_annex), so the annex form, the
 * reviewer's file list and the materials package have something real to show:
 *
 * - every application whose history passed 提交材料 (受理审核 and later) has files in the groups
 *   its type requires and a few more, each a small real PDF on disk with its file row, uploaded by
 *   the enterprise's administrator;
 * - those past 完整性初评 carry the institution's marks (no problem, a remark here and there; each
 *   group marked), those waiting at 受理审核 none yet;
 * - one sent back to 修改材料 lacks the product test report and the traceability description: those
 *   two groups are marked as problems with the institution's tips (the opinion the seeded flow
 *   log gives for 退回修改材料).
 *
 * Files are written under the files dir at `seed/<sha256>` (their content names them, so a seed
 * run again writes the same bytes). Filed as each application's history reaches 提交材料 (./evaluations.ts).
 */
import { EVAL_ANNEX_PROBLEM, evalAnnexRequired, type EvalAnnexGroupKey } from '../../src/domain/resources/evaluation';
import type { DbOrTx } from '../db/client';
import { fileBaseInfo, zpEvalAnnex } from '../db/schema';
import type { SeedDocumentKind } from './documents';
import { store } from './files';
import type { SeedActor } from './flows';

const DAY = 24 * 60 * 60 * 1000;

/** What the enterprise files per group: the file's name and the document in it. */
const MATERIALS: Readonly<Partial<Record<EvalAnnexGroupKey, { readonly name: string; readonly doc: SeedDocumentKind }>>> = {
  profile: { name: '企业简介.pdf', doc: 'profile' },
  product: { name: '产品介绍.pdf', doc: 'product' },
  application: { name: '圳品评价申请书.pdf', doc: 'application' },
  legal: { name: '营业执照及食品生产许可证.pdf', doc: 'legal' },
  place: { name: '生产场所情况说明.pdf', doc: 'place' },
  commitment: { name: '诚信承诺书.pdf', doc: 'commitment' },
  productReport: { name: '产品检测报告.pdf', doc: 'productReport' },
  institutional: { name: '质量管理制度汇编.pdf', doc: 'institutional' },
  trace: { name: '追溯体系说明.pdf', doc: 'trace' },
  plantChart: { name: '厂区平面图.pdf', doc: 'plantChart' },
};
/** Filed beside the required groups. */
const EXTRA_GROUPS: readonly EvalAnnexGroupKey[] = ['productReport', 'institutional', 'trace', 'plantChart'];
/** The groups a seeded application files (what its document review rounds conclude on). */
export const seededAnnexGroups = (evalType: string): EvalAnnexGroupKey[] => [...new Set([...evalAnnexRequired(evalType), ...EXTRA_GROUPS])];
/** What completeness found missing in the application sent back (seeded opinion: 缺少产品检测报告和追溯体系说明). */
const RETURNED_GROUPS: Readonly<Partial<Record<EvalAnnexGroupKey, { readonly remark: string; readonly tips: string; readonly questions?: Record<string, true> }>>> = {
  productReport: { remark: '未提供产品检测报告', tips: '请上传近一年内有资质的检测机构出具的产品检测报告（加盖检测机构公章）' },
  trace: { remark: '未提供追溯体系说明', tips: '请上传追溯体系说明及近三个月的产品出入库记录' },
};
/** The institution's remarks on a few groups it passed. */
const PASS_REMARKS: Readonly<Partial<Record<EvalAnnexGroupKey, string>>> = {
  legal: '证照齐全，均在有效期内',
  productReport: '检测报告在有效期内，检测项目齐全',
};

/** An application as its materials are filed: whose, which type, and the moves of its history. */
export interface FilingApplication {
  readonly id: number;
  readonly orgId: number;
  readonly evalType: string;
  readonly actions: ReadonlySet<string>;
}

/**
 * Files an application's materials as its enterprise's administrator did at `submitted` (the
 * documents made once by seedDocumentPdfs), with the institution's completeness marks as its
 * history has them a day later.
 */
export async function fileMaterials(tx: DbOrTx, filesDir: string, docs: Readonly<Record<SeedDocumentKind, Buffer>>, a: FilingApplication, admin: SeedActor | undefined, submitted: Date): Promise<void> {
  const returned = a.actions.has('completenessReturn');
  const passed = a.actions.has('completenessPass');
  const groups = seededAnnexGroups(a.evalType).filter((g) => !(returned && RETURNED_GROUPS[g]));
  const rows: (typeof zpEvalAnnex.$inferInsert)[] = [];
  for (const groupKey of groups) {
    const material = MATERIALS[groupKey];
    let annexIds: string | null = null;
    if (material) {
      const stored = await store(filesDir, docs[material.doc]);
      const [file] = await tx
        .insert(fileBaseInfo)
        .values({ name: material.name, ext: 'pdf', mime: 'application/pdf', ...stored, orgId: a.orgId, createBy: admin?.id ?? null, createTime: submitted })
        .returning({ id: fileBaseInfo.id });
      annexIds = String(file.id);
    }
    rows.push({
      evalId: a.id,
      groupKey,
      annexIds,
      problem: EVAL_ANNEX_PROBLEM.none,
      remark: passed ? (PASS_REMARKS[groupKey] ?? null) : null,
      // Completeness looked at every group of the applications it passed or sent back.
      markTime: passed || returned ? new Date(submitted.getTime() + DAY) : null,
      updateTime: new Date(submitted.getTime() + (passed ? DAY : 0)),
    });
  }
  if (returned) {
    for (const [groupKey, mark] of Object.entries(RETURNED_GROUPS) as [EvalAnnexGroupKey, NonNullable<(typeof RETURNED_GROUPS)[EvalAnnexGroupKey]>][]) {
      if (groups.includes(groupKey)) continue;
      rows.push({ evalId: a.id, groupKey, annexIds: null, problem: EVAL_ANNEX_PROBLEM.found, remark: mark.remark, tips: mark.tips, questions: mark.questions ?? null, markTime: new Date(submitted.getTime() + DAY), updateTime: new Date(submitted.getTime() + DAY) });
    }
  }
  if (rows.length) await tx.insert(zpEvalAnnex).values(rows);
}
