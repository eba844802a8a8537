/**
 * Evaluation applications in every status of the evaluation flow, so every evaluation page has
 * something to show: the demo enterprise's first, the rest spread over other enterprises with
 * products that passed review, assigned to two evaluation institutions (the demo evaluator's
 * first) and a testing unit. Each application's history is the shortest way the flow allows to
 * its status (evalPathTo), acted by the people who would have acted, and its products carry the
 * marks those moves leave.
 */
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CHANGE_STATUS, CODE_LISTS, EVAL_PRE_STATUS, EVAL_PRODUCT_STATUS, EVAL_STATUS, EVAL_TYPE, ORG_TYPE, PRODUCT_REVIEW, RECOMMEND, TEST_OPINION } from '../../src/domain/codes';
import { orgTypeHolds } from '../db/orgType';
import { evalCodeOf } from '../../src/domain/resources/evaluation';
import { seededAnnexGroups } from './evalAnnex';
import type { Relation } from '../../src/domain/workflows/engine';
import { evalChangeFlow } from '../../src/domain/workflows/evalChange';
import { productReviewFlow } from '../../src/domain/workflows/productReview';
import { evalPreFlow } from '../../src/domain/workflows/evalPre';
import { EVAL_SITE_PLAN_CARRIED, EVAL_SITE_PLAN_SYSTEM_MOVES, evalSitePlanFlow } from '../../src/domain/workflows/evalSitePlan';
import { EVAL_PRODUCT_EFFECTS, evalPathTo, evaluationFlow, type EvalStatus } from '../../src/domain/workflows/evaluation';
import { SYSTEM_ACTOR } from '../http/workflow';
import type { DbOrTx } from '../db/client';
import { flowLog, proCategory, sysOrg, sysUser, zpEval, zpEvalChange, zpEvalDocReview, zpEvalMeeting, zpEvalMeetingDecision, zpEvalPre, zpEvalProduct, zpEvalSitePlan, zpPlace, zpProduct } from '../db/schema';
import { leafCodeOf } from './catalogue';
import { seedCertificates } from './certificates';
import type { Stage } from './play';
import { firstWithRole, seededManager, type SeedActor } from './flows';

const DAY = 24 * 60 * 60 * 1000;
/** Statuses in which an application waits for its enterprise (or, at 决定通过/发证, for its certificates): the demo enterprise holds one of each. */
const DEMO_STATUSES: readonly number[] = [EVAL_STATUS.draft, EVAL_STATUS.refill, EVAL_STATUS.materials, EVAL_STATUS.editMaterials, EVAL_STATUS.pushSitePlan, EVAL_STATUS.nonconform, EVAL_STATUS.decidePass, EVAL_STATUS.certConfirm];
/** More products of the demo enterprise that passed review, so it can hold applications in several statuses. */
const DEMO_PRODUCTS = ['鹏城绿源菜心', '鹏城绿源芥蓝', '鹏城绿源生菜', '鹏城绿源番茄', '鹏城绿源黄瓜', '鹏城绿源油麦菜', '鹏城绿源贝贝南瓜', '鹏城绿源丝瓜', '鹏城绿源茄子', '鹏城绿源苦瓜', '鹏城绿源胡萝卜', '鹏城绿源莲藕', '鹏城绿源菠菜', '鹏城绿源冬瓜', '鹏城绿源彩椒'];
/** A vegetable's yearly output in tonnes, its own for each of the demo enterprise's products (120 to 1,098). */
const annualOutputOf = (i: number): string => (120 + ((i * 263) % 979)).toFixed(2);
const LEADERS = ['林嘉怡', '陈志强', '王海燕', '刘建国'];
const MEMBERS = ['张伟、李娜', '赵敏、孙浩', '周洁、吴磊', '郑涛、何静'];
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

export async function seedEvaluations(tx: DbOrTx, stage: Stage): Promise<void> {
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
  const [certOfficer] = await tx.select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId, orgName: sysOrg.name }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(eq(sysUser.username, 'mng_cert'));

  // Every status once, the demo enterprise's in turn with others'; the ones people work on most twice.
  const statuses = CODE_LISTS.evalStatus.items.map((i) => Number(i.value) as EvalStatus);
  const busy: EvalStatus[] = [EVAL_STATUS.release, EVAL_STATUS.checkResult, EVAL_STATUS.confirmUnit, EVAL_STATUS.acceptReview, EVAL_STATUS.docView, EVAL_STATUS.siteEval, EVAL_STATUS.passed, EVAL_STATUS.passed];
  const year = beijingYear();
  const start = Date.now() - 120 * DAY;
  let seq = 0;
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
  for (const [i, status] of [...statuses, ...busy].entries()) {
    const orgId = nextEnterprise(i, status);
    if (orgId === null) break;
    const own = free.get(orgId) as number[];
    const productIds = own.splice(0, Math.min(own.length, 1 + (i % 2)));
    const placeIds = placesOf(orgId).slice(0, 2);
    const path = evalPathTo(status);
    const assigned = path.some((t) => t.action === 'assign');
    const unitId = assigned ? unitIds[i % unitIds.length] : null;
    const teamNamed = path.some((t) => t.action === 'acceptTask');
    const created = new Date(start + i * 2 * DAY);
    seq += 1;
    const [row] = await tx
      .insert(zpEval)
      .values({
        code: evalCodeOf(year, seq),
        orgId,
        evalType: String(i % 7 === 3 ? EVAL_TYPE.productExpansion : i % 7 === 5 ? EVAL_TYPE.baseExpansion : EVAL_TYPE.first),
        evalField: String(1 + (i % 2)),
        year,
        productIds: productIds.join(','),
        placeIds: placeIds.join(','),
        contact: '王建华',
        phone: `0755-8${String(3000000 + i * 7919).slice(0, 7)}`,
        status,
        unitId,
        testUnitId: assigned ? testUnitId : null,
        leaderName: teamNamed ? LEADERS[i % LEADERS.length] : null,
        memberNames: teamNamed ? MEMBERS[i % MEMBERS.length] : null,
        submitTime: path.length ? new Date(created.getTime() + DAY) : null,
        createTime: created,
        updateTime: new Date(created.getTime() + (path.length + 1) * DAY),
      })
      .returning({ id: zpEval.id, evalType: zpEval.evalType });
    // The products as the moves left them; sampled products have a test opinion once the report is out.
    const marks: { status: number; outcome?: number } = { status: EVAL_PRODUCT_STATUS.draft };
    for (const t of path) Object.assign(marks, EVAL_PRODUCT_EFFECTS[t.action] ?? {});
    const reported = path.some((t) => t.action === 'finishSite');
    await tx.insert(zpEvalProduct).values(
      productIds.map((productId) => ({
        evalId: row.id,
        productId,
        status: marks.status,
        outcome: marks.outcome ?? null,
        recommend: reported ? (status === EVAL_STATUS.notPassed ? RECOMMEND.no : RECOMMEND.yes) : null,
        testOpinion: reported ? (status === EVAL_STATUS.notPassed ? TEST_OPINION.unqualified : TEST_OPINION.qualified) : null,
      })),
    );
    const actorOf = (relation: Relation, roles: readonly string[]): SeedActor | undefined =>
      relation === 'owner' ? orgAdmins.get(orgId) : relation === 'assigned' ? (unitId ? unitAdmins.get(unitId) : undefined) : roles.includes('R_ZSGLY_USER') && certOfficer ? certOfficer : manager;
    const history = path.flatMap((t, k) => {
        const who = actorOf(t.actor.relation, t.actor.roles);
        if (!who) return [];
        return [{
          flowKey: evaluationFlow.key,
          recordId: row.id,
          action: t.action,
          actionLabel: t.label,
          fromStatus: k === 0 ? EVAL_STATUS.draft : path[k - 1].to,
          toStatus: t.to,
          actorId: who.id,
          actorName: who.name ?? '',
          orgId: who.orgId,
          orgName: who.orgName,
          opinion: OPINIONS[t.action] ?? null,
          createTime: new Date(created.getTime() + (k + 1) * DAY),
        }];
      });
    if (history.length) await tx.insert(flowLog).values(history);
    // A document review round for each decision taken on the documents.
    const reviews = path.filter((t) => t.action === 'docPass' || t.action === 'docUnpass');
    if (reviews.length) {
      await tx.insert(zpEvalDocReview).values(
        reviews.map((t) => ({
          evalId: row.id,
          reviewerName: LEADERS[i % LEADERS.length],
          reviewDate: new Date(created.getTime() + (path.indexOf(t) + 1) * DAY).toISOString().slice(0, 10),
          // A finding on each group the application filed (seedEvalAnnex files them): an empty group is not found conforming.
          items: seededAnnexGroups(row.evalType).map((key) => ({ groupKey: key, conform: t.action === 'docUnpass' && key === 'institutional' ? 0 : 1, note: t.action === 'docUnpass' && key === 'institutional' ? OPINIONS.docUnpass : null })),
          conclusion: t.action === 'docPass' ? 1 : 0,
          opinion: t.action === 'docPass' ? '申请材料齐全，管理制度与生产实际相符，同意开展现场评价。' : OPINIONS.docUnpass,
        })),
      );
    }
    // Site plans once pushed: one per place, a week after the push, as far along as the application
    // (the system moves its moves made, and each place's visit closed by the institution before 完成现场评价).
    const pushedAt = path.findIndex((t) => t.action === 'pushSitePlan');
    if (pushedAt >= 0) {
      const moveTime = (k: number) => new Date(created.getTime() + (k + 1) * DAY);
      const planMoves: { action: string; actionLabel: string; fromStatus: number; toStatus: number; createTime: Date; by: SeedActor | undefined }[] = [];
      let planStatus: number = evalSitePlanFlow.initial;
      path.forEach((t, k) => {
        const carried = EVAL_SITE_PLAN_CARRIED[t.action];
        const move = carried ? EVAL_SITE_PLAN_SYSTEM_MOVES[carried] : undefined;
        if (move && (move.from as readonly number[]).includes(planStatus)) {
          planMoves.push({ action: move.action, actionLabel: move.label, fromStatus: planStatus, toStatus: move.to, createTime: moveTime(k), by: undefined });
          planStatus = move.to;
        }
        const finish = evalSitePlanFlow.transitions[0];
        if (t.action === 'finishSite' && (finish.from as readonly number[]).includes(planStatus)) {
          planMoves.push({ action: finish.action, actionLabel: finish.label, fromStatus: planStatus, toStatus: finish.to, createTime: new Date(moveTime(k).getTime() - DAY / 2), by: unitId ? unitAdmins.get(unitId) : undefined });
          planStatus = finish.to;
        }
      });
      const day = (n: number) => new Date(created.getTime() + (pushedAt + n) * DAY).toISOString().slice(0, 10);
      const plans = await tx
        .insert(zpEvalSitePlan)
        .values(
          placeIds.map((placeId, k) => ({
            evalId: row.id,
            orgId,
            unitId,
            testUnitId: assigned ? testUnitId : null,
            placeId,
            startDate: day(7 + k),
            endDate: day(7 + k),
            leaderName: LEADERS[i % LEADERS.length],
            memberNames: MEMBERS[i % MEMBERS.length],
            productIds: productIds.join(','),
            sampling: k === 0,
            status: planStatus,
          })),
        )
        .returning({ id: zpEvalSitePlan.id });
      const planHistory = plans.flatMap((plan) =>
        planMoves.map((m) => ({
          flowKey: evalSitePlanFlow.key,
          recordId: plan.id,
          action: m.action,
          actionLabel: m.actionLabel,
          fromStatus: m.fromStatus,
          toStatus: m.toStatus,
          actorId: m.by?.id ?? null,
          actorName: m.by ? (m.by.name ?? '') : SYSTEM_ACTOR,
          orgId: m.by?.orgId ?? null,
          orgName: m.by?.orgName ?? null,
          opinion: null,
          createTime: m.createTime,
        })),
      );
      if (planHistory.length) await tx.insert(flowLog).values(planHistory);
    }
  }
  await seedPreApplications(tx, stage, enterprises, orgAdmins, manager, start);
  await seedMeetings(tx, manager);
  await seedCertificates(tx, certOfficer ?? manager, orgAdmins);
  await seedChanges(tx, stage, demoUser.orgId, orgAdmins, unitAdmins, manager);
  // Applications seeded at an end carry its time, as the engine stamps a move into one.
  await tx
    .update(zpEval)
    .set({ endTime: sql`${zpEval.updateTime}` })
    .where(and(inArray(zpEval.status, [EVAL_STATUS.passed, EVAL_STATUS.stopped, EVAL_STATUS.notPassed]), sql`${zpEval.endTime} is null`));
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

/**
 * 评审会: the applications decided so far were passed at a past meeting, product by product, with
 * its minutes; those waiting for one are on the agenda of the next, not yet held.
 */
async function seedMeetings(tx: DbOrTx, manager: SeedActor): Promise<void> {
  const apps = await tx.select({ id: zpEval.id, status: zpEval.status }).from(zpEval).orderBy(zpEval.id);
  const decidedStatuses: number[] = [EVAL_STATUS.decidePass, EVAL_STATUS.certConfirm, EVAL_STATUS.passed];
  const decided = apps.filter((a) => decidedStatuses.includes(a.status)).map((a) => a.id);
  const waiting = apps.filter((a) => a.status === EVAL_STATUS.waitMeeting).map((a) => a.id);
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  if (decided.length) {
    const [held] = await tx
      .insert(zpEvalMeeting)
      .values({ name: '第一批“圳品”评价评审会', meetDate: day(-20), place: '深圳市标准技术研究院会议室', experts: '陈立新、王海燕、刘建国、赵敏、孙浩', evalIds: decided.join(','), minutes: '会议听取了评价机构的评价报告，经专家评议，同意议程内申请的全部产品通过评价。', createBy: manager.id })
      .returning({ id: zpEvalMeeting.id });
    const products = await tx.select({ evalId: zpEvalProduct.evalId, productId: zpEvalProduct.productId }).from(zpEvalProduct).where(inArray(zpEvalProduct.evalId, decided));
    if (products.length) await tx.insert(zpEvalMeetingDecision).values(products.map((p) => ({ meetingId: held.id, evalId: p.evalId, productId: p.productId, pass: 1, remark: '符合“圳品”评价要求' })));
  }
  if (waiting.length) {
    await tx.insert(zpEvalMeeting).values({ name: '第二批“圳品”评价评审会', meetDate: day(7), place: '深圳市标准技术研究院会议室', experts: '陈立新、王海燕、周洁', evalIds: waiting.join(','), minutes: null, createBy: manager.id });
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
