/**
 * Evaluation applications in every status of the evaluation flow, so every evaluation page has
 * something to show: the demo enterprise's first, the rest spread over other enterprises with
 * products that passed review, assigned to two evaluation institutions (the demo evaluator's
 * first) and a testing unit. Each is played through the engine the shortest way to its status
 * (pathTo), each move by the person whose move it is on the day the history says, with the work
 * its guards ask for done just before: the materials filed, the document review and its report,
 * the site plans and notice (stamped copy scanned back), the visits' photos and samples, each
 * place's visit closed, the evaluation report, the meeting's decision, each certificate generated
 * (its PDF), confirmed, stamped. The documents are the product's own generators'.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import { beijingDate, beijingInstant, beijingYear } from '../../src/domain/beijingTime';
import { CHANGE_STATUS, CODE_LISTS, EVAL_PRE_STATUS, EVAL_PRODUCT_STATUS, EVAL_STATUS, EVAL_TYPE, ORG_TYPE, PRODUCT_REVIEW, RECOMMEND, STAFF_VERIFY } from '../../src/domain/codes';
import { evalCodeOf } from '../../src/domain/resources/evaluation';
import { CERT_DEFAULT_VALID_YEARS, certificateFlow } from '../../src/domain/workflows/certificate';
import { evalChangeFlow } from '../../src/domain/workflows/evalChange';
import { evalPreFlow } from '../../src/domain/workflows/evalPre';
import { evalSitePlanFlow } from '../../src/domain/workflows/evalSitePlan';
import { evaluationFlow, type EvalAction, type EvalStatus } from '../../src/domain/workflows/evaluation';
import { isEndStatus } from '../../src/domain/workflows/engine';
import { pathTo } from '../../src/domain/workflows/journey';
import { productReviewFlow } from '../../src/domain/workflows/productReview';
import type { DbOrTx } from '../db/client';
import { orgTypeHolds } from '../db/orgType';
import { fileBaseInfo, proCategory, sysOrg, sysUser, unitStaff, zpCert, zpEval, zpEvalChange, zpEvalDocReview, zpEvalMeeting, zpEvalMeetingDecision, zpEvalPre, zpEvalProduct, zpEvalSitePlan, zpPlace, zpProduct } from '../db/schema';
import { makeDocReviewReport } from '../modules/eval/docReview';
import { makeEvalReport } from '../modules/eval/report';
import { makeSiteNotice } from '../modules/eval/sitePlan';
import { leafCodeOf } from './catalogue';
import { seedCertificates } from './certificates';
import { seedDocumentPdfs } from './documents';
import { fileMaterials, seededAnnexGroups } from './evalAnnex';
import { recordSiteVisits } from './evalSiteRecords';
import { firstWithRole, seededManager, type SeedActor } from './flows';
import type { Stage } from './play';

const DAY = 24 * 60 * 60 * 1000;
/** Statuses in which an application waits for its enterprise (or, at 决定通过/发证, for its certificates): the demo enterprise holds one of each. */
const DEMO_STATUSES: readonly number[] = [EVAL_STATUS.draft, EVAL_STATUS.refill, EVAL_STATUS.materials, EVAL_STATUS.editMaterials, EVAL_STATUS.pushSitePlan, EVAL_STATUS.nonconform, EVAL_STATUS.decidePass, EVAL_STATUS.certConfirm];
/** More products of the demo enterprise that passed review, so it can hold applications in several statuses. */
const DEMO_PRODUCTS = ['鹏城绿源菜心', '鹏城绿源芥蓝', '鹏城绿源生菜', '鹏城绿源番茄', '鹏城绿源黄瓜', '鹏城绿源油麦菜', '鹏城绿源贝贝南瓜', '鹏城绿源丝瓜', '鹏城绿源茄子', '鹏城绿源苦瓜', '鹏城绿源胡萝卜', '鹏城绿源莲藕', '鹏城绿源菠菜', '鹏城绿源冬瓜', '鹏城绿源彩椒'];
/** A vegetable's yearly output in tonnes, its own for each of the demo enterprise's products (120 to 1,098). */
const annualOutputOf = (i: number): string => (120 + ((i * 263) % 979)).toFixed(2);
const OPINIONS: Readonly<Record<string, string>> = {
  reject: '营业执照复印件不清晰，请补充加盖公章的复印件',
  decline: '本机构近期评价任务已满，无法按期开展',
  completenessReturn: '缺少产品检测报告和追溯体系说明，请补充',
  docUnpass: '管理制度文件与现场实际不符，文件评审不通过',
  docReturn: '请按文件评审意见修改管理制度后重新提交',
  reschedule: '计划日期与企业生产淡季冲突，申请调整到下月',
  raiseNonconform: '投入品出入库记录不完整（不符合项1项）',
  notPass: '产品抽样检测不合格，评价不通过',
  stop: '企业主动申请终止评价',
};

/** The days each move of an application takes after the one before: how long people take over each step. */
const DAYS_BEFORE: Readonly<Record<EvalAction, number>> = {
  submit: 1, accept: 1, reject: 2, assign: 1, decline: 1, acceptTask: 1, submitMaterials: 3, completenessPass: 2, completenessReturn: 2,
  scopeAudit: 1, pushPlan: 1, docPass: 4, docUnpass: 4, docReturn: 1, pushNotice: 2, pushSitePlan: 1, confirmSitePlan: 1, reschedule: 1,
  startSite: 5, finishSite: 1, raiseNonconform: 1, answerNonconform: 3, archive: 1, checkDoc: 2, pushReport: 2, technicalPass: 2,
  toMeeting: 1, decidePass: 7, confirmCert: 2, finish: 3, notPass: 2, stop: 1,
};
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export async function seedEvaluations(tx: DbOrTx, stage: Stage, filesDir: string): Promise<void> {
  const manager = await seededManager(tx);
  const [demoUser] = await tx.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  if (!manager || !demoUser?.orgId) return;
  await seedDemoProducts(tx, stage, demoUser.orgId, manager);
  const passed = await tx.select({ id: zpProduct.id, orgId: zpProduct.orgId }).from(zpProduct).where(eq(zpProduct.reviewStatus, PRODUCT_REVIEW.passed)).orderBy(zpProduct.id);
  const places = await tx.select({ id: zpPlace.id, orgId: zpPlace.orgId }).from(zpPlace).orderBy(zpPlace.id);
  const placesOf = (orgId: number) => places.filter((p) => p.orgId === orgId).map((p) => p.id);
  // Free products per enterprise: each application takes its own.
  const free = new Map<number, number[]>();
  for (const p of passed) if (placesOf(p.orgId).length) free.set(p.orgId, [...(free.get(p.orgId) ?? []), p.id]);
  const enterprises = [demoUser.orgId, ...[...free.keys()].filter((id) => id !== demoUser.orgId)].filter((id) => free.has(id));
  if (!enterprises.length) return;
  const units = await tx.select({ id: sysOrg.id }).from(sysOrg).where(orgTypeHolds(sysOrg.type, ORG_TYPE.evaluation)).orderBy(sysOrg.id);
  const tests = await tx.select({ id: sysOrg.id }).from(sysOrg).where(and(orgTypeHolds(sysOrg.type, ORG_TYPE.testing), not(orgTypeHolds(sysOrg.type, ORG_TYPE.evaluation)))).orderBy(sysOrg.id);
  const [demoUnit] = await tx.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'evaluator'));
  const [demoTest] = await tx.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'tester'));
  const unitIds = [demoUnit?.orgId, ...units.map((u) => u.id)].filter((id, i, all): id is number => typeof id === 'number' && all.indexOf(id) === i).slice(0, 2);
  const testUnitId = demoTest?.orgId ?? tests[0]?.id ?? null;
  const orgAdmins = await firstWithRole(tx, 'R_ORG_ADMIN', enterprises);
  const unitAdmins = await firstWithRole(tx, 'R_UNIT_ADMIN', unitIds);
  const testers = await firstWithRole(tx, 'R_UNIT_USER', testUnitId === null ? [] : [testUnitId]);
  const testAdmins = await firstWithRole(tx, 'R_UNIT_ADMIN', testUnitId === null ? [] : [testUnitId]);
  const tester = testUnitId === null ? undefined : (testers.get(testUnitId) ?? testAdmins.get(testUnitId));
  const [certOfficer] = await tx.select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(eq(sysUser.username, 'mng_cert'));
  const officer = certOfficer ?? manager;
  // Each institution's team: its verified staff (接受任务 takes no one else).
  const staff = await tx.select({ orgId: unitStaff.orgId, name: unitStaff.name }).from(unitStaff).where(and(inArray(unitStaff.orgId, unitIds), eq(unitStaff.status, STAFF_VERIFY.verified))).orderBy(unitStaff.id);
  const teamOf = (unitId: number, i: number) => {
    const names = staff.filter((m) => m.orgId === unitId).map((m) => m.name);
    const leader = names[i % names.length];
    return { leaderName: leader, memberNames: names.filter((n) => n !== leader).join('、') || null };
  };
  const docs = await seedDocumentPdfs();

  // Every status once, the demo enterprise's in turn with others'; the ones people work on most twice.
  const statuses = CODE_LISTS.evalStatus.items.map((i) => Number(i.value) as EvalStatus);
  const busy: EvalStatus[] = [EVAL_STATUS.release, EVAL_STATUS.checkResult, EVAL_STATUS.confirmUnit, EVAL_STATUS.acceptReview, EVAL_STATUS.docView, EVAL_STATUS.siteEval, EVAL_STATUS.passed, EVAL_STATUS.passed];
  const now = Date.now();
  const today = beijingInstant(`${beijingDate(now)} 00:00`);
  let demoPassed = false;
  // The i-th application's enterprise: the next in turn that still has a free product.
  const nextEnterprise = (i: number, status: EvalStatus): number | null => {
    // The demo enterprise holds the applications that wait for an enterprise, and one that passed, so its pages have work to show.
    if ((DEMO_STATUSES.includes(status) || (status === EVAL_STATUS.passed && !demoPassed)) && free.get(demoUser.orgId as number)?.length) {
      if (status === EVAL_STATUS.passed) demoPassed = true;
      return demoUser.orgId as number;
    }
    for (let k = 0; k < enterprises.length; k++) {
      const id = enterprises[(i + k) % enterprises.length];
      if (free.get(id)?.length) return id;
    }
    return null;
  };
  // Who applies with what, and when each move was made.
  const planned = [...statuses, ...busy].flatMap((status, i) => {
    const orgId = nextEnterprise(i, status);
    if (orgId === null) return [];
    const own = free.get(orgId) as number[];
    // Certificates being confirmed are two: one waits for the enterprise, the other for its stamped copy.
    const productIds = own.splice(0, Math.min(own.length, status === EVAL_STATUS.certConfirm ? 2 : 1 + (i % 2)));
    const path = pathTo(evaluationFlow, status) as EvalTransition[];
    const days = path.reduce((n, t) => n + DAYS_BEFORE[t.action], 0);
    // An ended one ended months ago (supervision has watched its certificates since); the rest moved last within the week.
    const waited = isEndStatus(evaluationFlow, status) ? 130 + (i % 4) * 15 : 1 + (i % 6);
    const created = today - (days + waited) * DAY + 9 * HOUR + ((i * 37) % 240) * MINUTE;
    let day = 0;
    const times = path.map((t, k) => created + (day += DAYS_BEFORE[t.action]) * DAY + (k % 4) * HOUR);
    return [{ i, status, orgId, productIds, placeIds: placesOf(orgId).slice(0, 2), path, created, times }];
  });
  // Numbered in the order they were made, each year from 1 (the history's follow).
  const seqOfYear = new Map<number, number>();
  const numberOf = new Map<number, { code: string; year: number }>();
  for (const a of [...planned].sort((x, y) => x.created - y.created)) {
    const year = beijingYear(a.created);
    const seq = (seqOfYear.get(year) ?? 0) + 1;
    seqOfYear.set(year, seq);
    numberOf.set(a.i, { code: evalCodeOf(year, seq), year });
  }
  const meetings = { held: 0 };
  let passedSeen = 0;

  // Played in the order their meetings decided them (the rest as they were made): certificates and meetings are numbered as they come.
  const decidedAt = (a: (typeof planned)[number]) => a.times[a.path.findIndex((t) => t.action === 'decidePass')] ?? a.created;
  for (const { i, status, orgId, productIds, placeIds, path, created, times } of [...planned].sort((x, y) => decidedAt(x) - decidedAt(y))) {
    const { code, year } = numberOf.get(i) as { code: string; year: number };
    const actions = new Set<string>(path.map((t) => t.action));
    const unitId = actions.has('assign') ? unitIds[i % unitIds.length] : null;
    const assignedTest = unitId !== null ? testUnitId : null;
    const notPassed = status === EVAL_STATUS.notPassed;
    const [row] = await tx
      .insert(zpEval)
      .values({
        code,
        orgId,
        evalType: String(i % 7 === 3 ? EVAL_TYPE.productExpansion : i % 7 === 5 ? EVAL_TYPE.baseExpansion : EVAL_TYPE.first),
        evalField: String(1 + (i % 2)),
        year,
        productIds: productIds.join(','),
        placeIds: placeIds.join(','),
        contact: '王建华',
        phone: `0755-8${String(3000000 + i * 7919).slice(0, 7)}`,
        status: EVAL_STATUS.draft,
        createBy: orgAdmins.get(orgId)?.id ?? null,
        createTime: new Date(created),
        updateTime: new Date(created),
      })
      .returning();
    // Recommendations and test opinions are written on site; the moves mark the rest.
    const reported = actions.has('finishSite');
    await tx.insert(zpEvalProduct).values(
      productIds.map((productId) => ({
        evalId: row.id,
        productId,
        status: EVAL_PRODUCT_STATUS.draft,
        recommend: reported ? (notPassed ? RECOMMEND.no : RECOMMEND.yes) : null,
        createTime: new Date(created),
      })),
    );
    const at = (action: string) => times[path.findIndex((t) => t.action === action)];
    const visitDay = (k: number) => ymd((actions.has('startSite') ? at('startSite') : (at('pushNotice') ?? created) + 7 * DAY) + k * DAY);
    const unitAdmin = unitId !== null ? unitAdmins.get(unitId) : undefined;
    const owner = orgAdmins.get(orgId);
    const team = unitId !== null ? teamOf(unitId, i) : null;
    const current = async () => (await tx.select().from(zpEval).where(eq(zpEval.id, row.id)))[0];
    const certsOf = () => tx.select().from(zpCert).where(eq(zpCert.evalId, row.id)).orderBy(zpCert.id);
    const certStep = (who: SeedActor | undefined, t: number, values?: Record<string, unknown>, opinion?: string) => () => ({ by: (who ?? officer).id, at: t, values, opinion });

    // What each move needs done just before it, and what follows on from it.
    const work: Partial<Record<EvalAction, { before?: () => Promise<void>; after?: () => Promise<void> }>> = {
      submitMaterials: { before: () => fileMaterials(tx, filesDir, docs, { id: row.id, orgId, evalType: row.evalType, actions }, owner, new Date(at('submitMaterials') - HOUR)) },
      docPass: { before: () => reviewDocuments(tx, stage, filesDir, row.id, team?.leaderName ?? '', 1, at('docPass'), unitAdmin) },
      docUnpass: { before: () => reviewDocuments(tx, stage, filesDir, row.id, team?.leaderName ?? '', 0, at('docUnpass'), unitAdmin) },
      pushNotice: {
        before: async () => {
          // One plan per place, the first sampled, on the days the visits are made.
          await tx.insert(zpEvalSitePlan).values(
            placeIds.map((placeId, k) => ({ evalId: row.id, orgId, unitId, testUnitId: assignedTest, placeId, startDate: visitDay(k), endDate: visitDay(k), leaderName: team?.leaderName ?? '', memberNames: team?.memberNames ?? null, productIds: productIds.join(','), sampling: k === 0 && assignedTest !== null, status: evalSitePlanFlow.initial, createTime: new Date(at('pushNotice') - DAY) })),
          );
          const made = new Date(at('pushNotice') - 2 * HOUR);
          const notice = await makeSiteNotice(tx, filesDir, unitAdmin ?? manager, await current(), made);
          // The stamped copy the institution scanned back.
          const stamped = await copyAs(tx, notice.id, `现场评价通知书（盖章）-${code}.docx`, new Date(made.getTime() + HOUR));
          await tx.update(zpEval).set({ noticeAnnexId: stamped }).where(eq(zpEval.id, row.id));
        },
      },
      startSite: { after: () => recordSiteVisits(tx, filesDir, { id: row.id, code, unitId: unitId as number, testUnitId: assignedTest, finished: reported, failed: notPassed }, unitAdmin, tester) },
      finishSite: {
        before: async () => {
          const plans = await tx.select({ id: zpEvalSitePlan.id, startDate: zpEvalSitePlan.startDate }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, row.id)).orderBy(zpEvalSitePlan.id);
          for (const plan of plans)
            await stage.play(tx, evalSitePlanFlow, plan.id, evalSitePlanFlow.transitions, () => ({ by: (unitAdmin ?? manager).id, at: Date.parse(`${plan.startDate}T17:00:00+08:00`) }));
        },
      },
      pushReport: {
        before: async () => {
          const products = await tx.select({ name: zpProduct.name, spec: zpProduct.spec, testOpinion: zpEvalProduct.testOpinion, recommend: zpEvalProduct.recommend }).from(zpEvalProduct).innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId)).where(eq(zpEvalProduct.evalId, row.id)).orderBy(zpEvalProduct.id);
          await makeEvalReport(tx, filesDir, unitAdmin ?? manager, await current(), products, new Date(at('pushReport') - 2 * HOUR));
        },
      },
      decidePass: { before: () => holdMeeting(tx, manager, row.id, ++meetings.held, at('decidePass') - DAY) },
      confirmCert: {
        // The officer generates each certificate the meeting passed, issued the day it is generated.
        before: async () => {
          const issued = at('confirmCert') - 2 * HOUR;
          for (const c of await certsOf()) await stage.play(tx, certificateFlow, c.id, [certMove('generate')], certStep(officer, issued, { issueDate: ymd(issued), validYears: CERT_DEFAULT_VALID_YEARS }));
        },
        // Still being confirmed: the enterprise has confirmed all but the first.
        after: async () => {
          if (status !== EVAL_STATUS.certConfirm) return;
          for (const c of (await certsOf()).slice(1)) await stage.play(tx, certificateFlow, c.id, [certMove('confirm')], certStep(owner, at('confirmCert') + DAY, undefined, '证书信息无误'));
        },
      },
      finish: {
        // Confirmed by the enterprise, stamped and uploaded by the officer, then valid.
        before: async () => {
          const t = at('finish');
          for (const c of await certsOf()) {
            await stage.play(tx, certificateFlow, c.id, [certMove('confirm')], certStep(owner, t - 2 * DAY, undefined, '证书信息无误'));
            const stamped = await copyAs(tx, c.fileId as number, `圳品证书（盖章）-${c.certNo}.pdf`, new Date(t - DAY));
            await tx.update(zpCert).set({ stampedFileId: String(stamped) }).where(eq(zpCert.id, c.id));
            await stage.play(tx, certificateFlow, c.id, [certMove('stamp')], certStep(officer, t - HOUR));
          }
        },
        // The second application passed has a certificate suspended since (its supervision found a problem).
        after: async () => {
          if (++passedSeen !== 2) return;
          const [c] = await certsOf();
          if (c) await stage.play(tx, certificateFlow, c.id, [certMove('suspend')], certStep(officer, Math.min(at('finish') + 20 * DAY, now - DAY), undefined, '监督抽检不合格，整改期间暂停使用'));
        },
      },
    };
    const actorOf = (t: { readonly actor: { readonly relation: string; readonly roles: readonly string[] } }): SeedActor | undefined =>
      t.actor.relation === 'owner' ? owner : t.actor.relation === 'assigned' ? unitAdmin : t.actor.roles.includes('R_ZSGLY_USER') ? officer : manager;
    await stage.play(tx, evaluationFlow, row.id, path, (t, k) => ({
      by: (actorOf(t) ?? manager).id,
      at: times[k],
      opinion: OPINIONS[t.action] ?? null,
      values: t.action === 'submit' ? { declared: true } : t.action === 'assign' ? { unitId, testUnitId: assignedTest } : t.action === 'acceptTask' ? { ...team } : undefined,
      ...work[t.action as EvalAction],
    }));
  }
  await seedPreApplications(tx, stage, enterprises, orgAdmins, manager, Math.min(...planned.map((a) => a.created)));
  await seedNextMeeting(tx, manager);
  await seedCertificates(tx, officer);
  await seedChanges(tx, stage, demoUser.orgId, orgAdmins, unitAdmins, manager);
}

type EvalTransition = (typeof evaluationFlow.transitions)[number];
const ymd = (t: number) => beijingDate(t);
const certMove = (action: string) => certificateFlow.transitions.find((t) => t.action === action) as (typeof certificateFlow.transitions)[number];

/** A document review round the institution's leader concluded on `at`'s day, with its report made by the product's generator. */
async function reviewDocuments(tx: DbOrTx, stage: Stage, filesDir: string, evalId: number, reviewer: string, conclusion: 0 | 1, at: number, unitAdmin: SeedActor | undefined): Promise<void> {
  const [app] = await tx.select().from(zpEval).where(eq(zpEval.id, evalId));
  const failed = conclusion === 0;
  const [review] = await tx
    .insert(zpEvalDocReview)
    .values({
      evalId,
      reviewerName: reviewer,
      reviewDate: ymd(at),
      // A finding on each group the application filed: an empty group is not found conforming.
      items: seededAnnexGroups(app.evalType).map((key) => ({ groupKey: key, conform: failed && key === 'institutional' ? 0 : 1, note: failed && key === 'institutional' ? OPINIONS.docUnpass : null })),
      conclusion,
      opinion: failed ? OPINIONS.docUnpass : '申请材料齐全，管理制度与生产实际相符，同意开展现场评价。',
      createTime: new Date(at - 3 * HOUR),
    })
    .returning();
  if (unitAdmin) await stage.at(at - 2 * HOUR, () => makeDocReviewReport(tx, filesDir, unitAdmin, app, review, new Date(at - 2 * HOUR)));
}

/** Another file row for the same stored bytes: the stamped copy scanned back, as the one who signs it uploads it. */
async function copyAs(tx: DbOrTx, fileId: number, name: string, at: Date): Promise<number> {
  const [f] = await tx.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, fileId));
  const [copy] = await tx.insert(fileBaseInfo).values({ name, ext: f.ext, mime: f.mime, size: f.size, sha256: f.sha256, storagePath: f.storagePath, orgId: f.orgId, createBy: f.createBy, createTime: at }).returning({ id: fileBaseInfo.id });
  return copy.id;
}

/** 评审会: the meeting that passed an application, held the day before its decision, product by product. */
async function holdMeeting(tx: DbOrTx, manager: SeedActor, evalId: number, n: number, at: number): Promise<void> {
  const [held] = await tx
    .insert(zpEvalMeeting)
    .values({ name: `第${n}批“圳品”评价评审会`, meetDate: ymd(at), place: '深圳市标准技术研究院会议室', experts: '陈立新、王海燕、刘建国、赵敏、孙浩', evalIds: String(evalId), minutes: '会议听取了评价机构的评价报告，经专家评议，同意议程内申请的全部产品通过评价。', createBy: manager.id, createTime: new Date(at - 7 * DAY), updateTime: new Date(at) })
    .returning({ id: zpEvalMeeting.id });
  const products = await tx.select({ productId: zpEvalProduct.productId }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId));
  await tx.insert(zpEvalMeetingDecision).values(products.map((p) => ({ meetingId: held.id, evalId, productId: p.productId, pass: 1, remark: '符合“圳品”评价要求' })));
}

/** The applications waiting for a meeting are on the agenda of the next, not yet held. */
async function seedNextMeeting(tx: DbOrTx, manager: SeedActor): Promise<void> {
  const waiting = (await tx.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.waitMeeting)).orderBy(zpEval.id)).map((a) => a.id);
  if (!waiting.length) return;
  await tx.insert(zpEvalMeeting).values({ name: '下一批“圳品”评价评审会', meetDate: ymd(Date.now() + 7 * DAY), place: '深圳市标准技术研究院会议室', experts: '陈立新、王海燕、周洁', evalIds: waiting.join(','), minutes: null, createBy: manager.id });
}

/** Changes after a pass, one in each status (and one under audit that the institution has answered), on the passed evaluations. */
async function seedChanges(tx: DbOrTx, stage: Stage, demoOrgId: number, orgAdmins: Map<number, SeedActor>, unitAdmins: Map<number, SeedActor>, manager: SeedActor): Promise<void> {
  const all = await tx.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.passed)).orderBy(zpEval.id);
  // The demo enterprise's passed evaluation first: it holds the changes that wait for it.
  const passed = [...all.filter((e) => e.orgId === demoOrgId), ...all.filter((e) => e.orgId !== demoOrgId)];
  if (!passed.length) return;
  const products = await tx.select({ id: zpProduct.id, name: zpProduct.name, spec: zpProduct.spec }).from(zpProduct);
  const plan: { moves: string[] }[] = [{ moves: [] }, { moves: ['submit'] }, { moves: ['submit', 'unitAudit'] }, { moves: ['submit', 'unitAudit', 'return'] }, { moves: ['submit', 'unitAudit', 'approve'] }];
  const opinions: Readonly<Record<string, string>> = { unitAudit: '经核实，变更内容与企业实际一致，同意变更', return: '请补充新规格的产品检测报告', approve: '同意变更' };
  for (const [i, p] of plan.entries()) {
    // The approved one too: the demo enterprise's certificate can be reissued after it.
    const ev = i <= 4 ? passed[0] : passed[i % passed.length];
    const product = products.find((x) => x.id === Number(ev.productIds.split(',')[0]));
    const created = new Date(Date.now() - (20 - i * 3) * DAY);
    const [row] = await tx
      .insert(zpEvalChange)
      .values({
        orgId: ev.orgId,
        evalId: ev.id,
        unitId: ev.unitId,
        changeType: 18,
        items: [{ action: 7, productId: product?.id ?? null, placeId: null, before: product?.spec ?? '500', after: product?.spec === '2*500' ? '4*500' : '2*500' }],
        reason: '新增双支装规格，满足商超渠道需求',
        status: CHANGE_STATUS.draft,
        createTime: created,
        updateTime: created,
      })
      .returning({ id: zpEvalChange.id });
    const moves = p.moves.map((action) => evalChangeFlow.transitions.find((x) => x.action === action)!);
    await stage.play(tx, evalChangeFlow, row.id, moves, (t, k) => ({
      by: (t.actor.relation === 'owner' ? orgAdmins.get(ev.orgId) : t.actor.relation === 'assigned' ? (ev.unitId ? unitAdmins.get(ev.unitId) : undefined) : manager)?.id ?? manager.id,
      at: created.getTime() + (k + 1) * DAY,
      opinion: opinions[t.action] ?? null,
    }));
  }
}

/** The demo enterprise's extra products, like its first passed one, each submitted by its administrator and passed by the manager. */
async function seedDemoProducts(tx: DbOrTx, stage: Stage, orgId: number, manager: SeedActor): Promise<void> {
  const [model] = await tx.select().from(zpProduct).where(and(eq(zpProduct.orgId, orgId), eq(zpProduct.reviewStatus, PRODUCT_REVIEW.passed))).limit(1);
  const admin = (await firstWithRole(tx, 'R_ORG_ADMIN', [orgId])).get(orgId);
  if (!model || !admin) return;
  // Each in its own category (菜心 a 叶菜, 丝瓜 a 瓜果), looked up by the catalogue's codes.
  const categories = await tx.select({ id: proCategory.id, code: proCategory.code, productType: proCategory.productType }).from(proCategory);
  const categoryOf = (name: string) => categories.find((c) => c.code === leafCodeOf(name));
  const like = { orgId, brand: model.brand, placeId: model.placeId, placeIds: model.placeIds, frontPic: model.frontPic, backPic: model.backPic, otherPics: model.otherPics, reviewStatus: PRODUCT_REVIEW.draft };
  const rows = await tx
    .insert(zpProduct)
    .values(DEMO_PRODUCTS.map((name, i) => ({ ...like, name, categoryId: categoryOf(name)?.id ?? model.categoryId, productType: categoryOf(name)?.productType ?? model.productType, spec: i % 2 ? '2*500' : '500', annualOutput: annualOutputOf(i), createTime: new Date(Date.now() - (150 - i) * DAY) })))
    .returning({ id: zpProduct.id, createTime: zpProduct.createTime });
  for (const r of rows)
    await stage.playTo(tx, productReviewFlow, r.id, PRODUCT_REVIEW.passed, (t, k) => ({ by: t.actor.relation === 'management' ? manager.id : admin.id, at: r.createTime.getTime() + (k === 0 ? 1 : 3) * DAY }));
}

/**
 * 企业预申请: every enterprise that applied had its pre-application accepted first; a few more wait
 * in each other status (the demo enterprise's among them), a returned one with management's reason.
 */
async function seedPreApplications(tx: DbOrTx, stage: Stage, enterprises: number[], orgAdmins: Map<number, SeedActor>, manager: SeedActor, start: number): Promise<void> {
  const names = await tx.select({ id: sysOrg.id, contact: sysOrg.contact, phone: sysOrg.phone }).from(sysOrg).where(inArray(sysOrg.id, enterprises));
  const products = await tx.select({ orgId: zpProduct.orgId, name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.orgId, enterprises));
  const placeRows = await tx.select({ orgId: zpPlace.orgId, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.orgId, enterprises));
  const accepted = enterprises.map((orgId) => ({ orgId, status: EVAL_PRE_STATUS.accepted as number }));
  const waiting = [EVAL_PRE_STATUS.pending, EVAL_PRE_STATUS.returned, EVAL_PRE_STATUS.draft, EVAL_PRE_STATUS.pending].map((status, i) => ({ orgId: enterprises[i % enterprises.length], status: status as number }));
  for (const [i, pre] of [...accepted, ...waiting].entries()) {
    const org = names.find((o) => o.id === pre.orgId);
    const created = new Date(start - (30 - i) * DAY);
    const [row] = await tx
      .insert(zpEvalPre)
      .values({
        orgId: pre.orgId,
        evalType: String(EVAL_TYPE.first),
        evalField: String(1 + (i % 2)),
        productNames: products.filter((p) => p.orgId === pre.orgId).slice(0, 3).map((p) => p.name).join('、') || '待定',
        placeNames: placeRows.filter((p) => p.orgId === pre.orgId).slice(0, 2).map((p) => p.name).join('、') || '待定',
        contact: org?.contact?.slice(0, 20) || '王建华',
        phone: org?.phone?.slice(0, 20) || '0755-83000000',
        remark: i % 3 === 0 ? '计划于本年度内完成首次评价' : null,
        status: EVAL_PRE_STATUS.draft,
        createTime: created,
        updateTime: created,
      })
      .returning({ id: zpEvalPre.id });
    const admin = orgAdmins.get(pre.orgId);
    if (!admin) continue;
    await stage.playTo(tx, evalPreFlow, row.id, pre.status, (t, k) => ({
      by: t.actor.relation === 'management' ? manager.id : admin.id,
      at: created.getTime() + (k + 1) * DAY,
      opinion: t.action === 'return' ? '拟申报产品尚未完成企业产品审核，请审核通过后再提交预申请' : null,
    }));
  }
}
