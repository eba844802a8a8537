/**
 * Evaluation applications (the calls document §7.6; flow src/domain/workflows/evaluation.ts):
 *   POST /api/eval/base/page|lst, GET /api/eval/base/{id}, PUT /api/eval/base[/{id}], DELETE /api/eval/base?ids=
 *        an enterprise its own applications (changed only as a draft or when returned), an
 *        institution those assigned to it, management all; management enters one for an enterprise
 *   POST /api/eval/base/process/move, GET /api/eval/base/process/flow?id=   the flow's own calls
 *   POST /api/eval/base/status {ids, status, opinion?}   the spec's move by the status wanted
 *   POST /api/eval/base/rejectApply {id, opinion}         退回补充
 *   POST /api/eval/base/doFlowFinishUpd {id, annexIds?}   评价通过 (the last step)
 *   PUT  /api/eval/base/staffSave {id, leaderName, memberNames}   the institution names its team
 *   GET  /api/eval/base/cur                    the enterprise's current application (or null)
 *   GET  /api/eval/base/org?orgId=             an organisation's applications
 *   GET  /api/eval/product/lst?id=             the products applied for, with their evaluation marks
 *   GET  /api/eval/place/getPlaceProLst?evalId=   the places applied for, with the products each produces
 *   GET  /api/eval/base/applicableProducts?orgId=&evalType=   the products a new application may name, and why the rest are absent
 *   GET  /api/eval/base/applicableTypes?orgId=    the evaluation types it may choose, and why the rest are absent
 *        (orgId: management's entry names the enterprise; an enterprise asks for itself)
 *   GET  /api/eval/base/unitStaff?evalId=         the assigned institution's verified staff (the team is picked from them)
 */
import { evalTeamProblem, verifiedUnitStaff } from './team';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { beijingYear } from '../../../src/domain/beijingTime';
import { CERT_STATUS, codeLabel, EVAL_PRODUCT_STATUS, EVAL_STATUS, EVAL_TYPE, ORG_TYPE, orgTypeHas, PRODUCT_REVIEW } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, refTokens, validateRecord } from '../../../src/domain/resource';
import {
  EVAL_MSG,
  EVAL_TYPES_NEED_CERT,
  EVAL_TYPES_NEW_PRODUCTS,
  evalTypeChoice,
  evaluationResource,
  productAbsenceNote,
  type ApplicableAnswer,
  type EvalUnitStaff,
  evalCodeOf,
} from '../../../src/domain/resources/evaluation';
import { EVAL_EDITABLE, EVAL_PRODUCT_EFFECTS, EVAL_TEAM_FIELDS, evaluationFlow, type EvalAction } from '../../../src/domain/workflows/evaluation';
import { transitionTo } from '../../../src/domain/workflows/engine';
import { EVAL_PRE_MSG } from '../../../src/domain/resources/evalPre';
import { evalApplyCalls } from '../../../src/domain/calls/evalApply';
import type { ServerContext } from '../../context';
import { hasAcceptedPre } from './pre';
import { presentEvals } from './present';
import { evalScope } from './scope';

export { evalScope };
import { carrySitePlans } from './sitePlan';
import { certOfficerPage, officerCertOf } from '../cert';
import { evalGuards } from './guards';
import { markMeetingNotPassed } from './meeting';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpCert, zpEval, zpEvalAnnex, zpEvalProduct, zpPlace, zpProduct } from '../../db/schema';
import { can, isManagement, principal, type Principal } from '../../http/auth';
import { ApiError, badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { registerResource } from '../../http/resource';
import { moveBody, registerWorkflow, relationsOf, runMove, type Effects, type FlowBinding, type GuardChecks, type WorkPages } from '../../http/workflow';
import { resourceFlow } from '../../http/declaredFlow';

/** Ended applications: a product in one of these is free to be applied for again. */
const ENDED: number[] = [EVAL_STATUS.passed, EVAL_STATUS.stopped, EVAL_STATUS.notPassed];

/** The testing unit sees the application (its samples) but moves nothing in the main flow. */
/** The evaluation's pages (src/layouts): every record page shows an application by `?id=`. */
const EVAL_PAGES = {
  list: '/views/eval-list',
  review: '/views/eval-review',
  samplingTask: '/views/eval-sampling-task',
  report: '/views/eval-report',
  meeting: '/views/eval-meeting',
} as const;


/** Certificates that keep a product from a first evaluation or a product expansion: held, or suspended (still its certificate). */
const CERT_STANDING: number[] = [CERT_STATUS.valid, CERT_STATUS.suspended];

/** The products among `productIds` (all of the enterprise's when null) that hold a standing certificate. */
async function certifiedProducts(tx: DbOrTx, orgId: number, productIds: number[] | null): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ productId: zpCert.productId })
    .from(zpCert)
    .where(and(eq(zpCert.orgId, orgId), inArray(zpCert.status, CERT_STANDING), productIds ? inArray(zpCert.productId, productIds.length ? productIds : [-1]) : undefined));
  return new Set(rows.map((r) => r.productId));
}

/** The enterprise holds a standing certificate (repeats and expansions build on one). */
async function holdsCert(tx: DbOrTx, orgId: number): Promise<boolean> {
  const [row] = await tx.select({ id: zpCert.id }).from(zpCert).where(and(eq(zpCert.orgId, orgId), inArray(zpCert.status, CERT_STANDING))).limit(1);
  return !!row;
}

/** The evaluation type of a new or changed application is one the enterprise may choose (evalTypeChoice, the pre-application aside: beforeWrite asks for it). */
async function checkType(tx: DbOrTx, orgId: number, evalType: unknown): Promise<void> {
  const type = Number(evalType);
  if (type === EVAL_TYPE.annual) throw badRequest(EVAL_MSG.typeAnnual);
  if (EVAL_TYPES_NEED_CERT.includes(type) && !(await holdsCert(tx, orgId))) throw badRequest(EVAL_MSG.typeNeedsCert(codeLabel('evalType', type)));
}

/**
 * The products and places named belong to the enterprise, the products passed review and are in no
 * other open application; with `evalType` a first evaluation or a product expansion, also that no
 * product holds a certificate already.
 */
async function checkScope(tx: DbOrTx, orgId: number, productIds: number[], placeIds: number[], evalId: number | null, evalType?: unknown): Promise<void> {
  if (!productIds.length) throw badRequest(EVAL_MSG.productsNeeded);
  if (!placeIds.length) throw badRequest(EVAL_MSG.placesNeeded);
  const products = await tx.select({ id: zpProduct.id, name: zpProduct.name, orgId: zpProduct.orgId, reviewStatus: zpProduct.reviewStatus }).from(zpProduct).where(inArray(zpProduct.id, productIds));
  const places = await tx.select({ id: zpPlace.id, orgId: zpPlace.orgId }).from(zpPlace).where(inArray(zpPlace.id, placeIds));
  if (products.length !== productIds.length || products.some((r) => r.orgId !== orgId)) throw badRequest(EVAL_MSG.productNotOwn);
  if (places.length !== placeIds.length || places.some((r) => r.orgId !== orgId)) throw badRequest(EVAL_MSG.placeNotOwn);
  const notPassed = products.find((p) => p.reviewStatus !== PRODUCT_REVIEW.passed);
  if (notPassed) throw badRequest(EVAL_MSG.productNotPassed(notPassed.name));
  const open = await tx
    .select({ productId: zpEvalProduct.productId })
    .from(zpEvalProduct)
    .innerJoin(zpEval, eq(zpEval.id, zpEvalProduct.evalId))
    .where(and(inArray(zpEvalProduct.productId, productIds), notInArray(zpEval.status, ENDED), evalId === null ? undefined : sql`${zpEval.id} <> ${evalId}`));
  if (open.length) throw badRequest(EVAL_MSG.productElsewhere(products.find((p) => p.id === open[0].productId)?.name ?? ''));
  if (evalType !== undefined && EVAL_TYPES_NEW_PRODUCTS.includes(Number(evalType))) {
    const certified = await certifiedProducts(tx, orgId, productIds);
    const first = products.find((p) => certified.has(p.id));
    if (first) throw badRequest(EVAL_MSG.productCertified(first.name));
  }
}

/** The next application number of a year: PJ2026 and a sequence of at least four digits. */
async function nextCode(tx: DbOrTx, year: number): Promise<string> {
  const prefix = evalCodeOf(year, 0).slice(0, -4);
  // The greatest sequence as a number (four digits until a year has more than 9999).
  const [{ max }] = await tx
    .select({ max: sql<string | null>`max(substr(${zpEval.code}, ${prefix.length + 1})::bigint)::text` })
    .from(zpEval)
    .where(sql`${zpEval.code} ~ ${`^${prefix}[0-9]+$`}`);
  const seq = max ? Number(max) + 1 : 1;
  return evalCodeOf(year, seq);
}

async function setProductRows(tx: DbOrTx, evalId: number, productIds: number[]): Promise<void> {
  await tx.delete(zpEvalProduct).where(and(eq(zpEvalProduct.evalId, evalId), productIds.length ? notInArray(zpEvalProduct.productId, productIds) : undefined));
  if (productIds.length) {
    await tx
      .insert(zpEvalProduct)
      .values(productIds.map((productId) => ({ evalId, productId, status: EVAL_PRODUCT_STATUS.draft })))
      .onConflictDoNothing();
  }
}

async function unitOfType(tx: DbOrTx, id: unknown, type: typeof ORG_TYPE.evaluation | typeof ORG_TYPE.testing, label: string): Promise<void> {
  if (id === null || id === undefined) return;
  const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, id as number));
  if (!org || !orgTypeHas(org.type, type)) throw badRequest(fieldErrorText(label, `请选择${codeLabel('orgKind', type)}`));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const listPerm = PERMS.evalApply.list;
  const evaluations = registerResource(app, db, {
    resource: 'evaluation',
    table: zpEval,
    scope: evalScope,
    ownerOrgColumn: 'orgId',
    present: presentEvals,
    async beforeWrite({ tx, user }, value, id) {
      if (id === null) {
        // An enterprise applies for itself; management enters an application for the enterprise it names.
        const orgId = isManagement(user) ? (value.orgId as number | null | undefined) : user.orgId;
        if (!orgId) throw badRequest(EVAL_MSG.orgNeeded);
        if (isManagement(user) && !can(user, PERMS.evalApply.entry)) throw forbidden();
        const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, orgId));
        if (!org || !orgTypeHas(org.type, ORG_TYPE.enterprise)) throw badRequest(EVAL_MSG.orgNeeded);
        // An enterprise's first application follows an accepted pre-application; management's entry does not need one.
        if (!isManagement(user) && String(value.evalType) === String(EVAL_TYPE.first) && !(await hasAcceptedPre(tx, orgId))) throw badRequest(EVAL_PRE_MSG.firstNeedsPre);
        await checkType(tx, orgId, value.evalType);
        await checkScope(tx, orgId, refTokens(value.productIds).map(Number), refTokens(value.placeIds).map(Number), null, value.evalType);
        const year = beijingYear();
        return { ...value, orgId, year, status: EVAL_STATUS.draft, code: await nextCode(tx, year), createBy: user.id };
      }
      const [stored] = await tx.select().from(zpEval).where(eq(zpEval.id, id as number));
      if (!stored) throw notFound(evaluationResource.title);
      if (!EVAL_EDITABLE.includes(stored.status)) throw badRequest(EVAL_MSG.locked(codeLabel('evalStatus', stored.status)));
      if (value.evalType !== undefined && String(value.evalType) !== stored.evalType) await checkType(tx, stored.orgId, value.evalType);
      await checkScope(tx, stored.orgId, refTokens(value.productIds ?? stored.productIds).map(Number), refTokens(value.placeIds ?? stored.placeIds).map(Number), stored.id, value.evalType ?? stored.evalType);
      return value;
    },
    async afterWrite({ tx }, row) {
      await setProductRows(tx, row.id as number, refTokens(row.productIds).map(Number));
    },
    async beforeDelete({ tx }, ids) {
      const rows = await tx.select({ status: zpEval.status }).from(zpEval).where(inArray(zpEval.id, ids as number[]));
      const locked = rows.find((r) => r.status !== EVAL_STATUS.draft);
      if (locked) throw badRequest(EVAL_MSG.locked(codeLabel('evalStatus', locked.status)));
      await tx.delete(zpEvalProduct).where(inArray(zpEvalProduct.evalId, ids as number[]));
      await tx.delete(zpEvalAnnex).where(inArray(zpEvalAnnex.evalId, ids as number[]));
    },
  });

  const guards: GuardChecks<typeof evaluationFlow> = {
    ...evalGuards,
    scopeFree: async ({ tx, row }) => {
      try {
        await checkScope(tx, row.orgId as number, refTokens(row.productIds).map(Number), refTokens(row.placeIds).map(Number), row.id as number);
        return null;
      } catch (e) {
        if (e instanceof ApiError) return e.message;
        throw e;
      }
    },
  };
  // 评价列表 holds the record with every card of its work; the meeting and the certificates are records of their own.
  const workPages: WorkPages<typeof evaluationFlow> = {
    meeting: { page: () => EVAL_PAGES.meeting },
    // Opened with the certificate the officer works on next.
    certificates: { page: (_relation, roles) => certOfficerPage(roles), recordOf: ({ tx, row }) => officerCertOf(tx, row.id as number) },
  };
  const effects: Effects<typeof evaluationFlow> = {
    stampSubmitted: async ({ tx, row, now }) => {
      await tx.update(zpEval).set({ submitTime: now }).where(eq(zpEval.id, row.id as number));
    },
    checkAssignedUnits: async ({ tx, after }) => {
      await unitOfType(tx, after.unitId, ORG_TYPE.evaluation, '评价机构');
      await unitOfType(tx, after.testUnitId, ORG_TYPE.testing, '检测机构');
    },
    checkTeam: async ({ tx, row, after }) => {
      const teamProblem = await evalTeamProblem(tx, row.unitId as number, String(after.leaderName ?? ''), after.memberNames as string | null);
      if (teamProblem) throw badRequest(teamProblem);
    },
    carrySitePlans: async ({ flows, tx, row, transition }) => carrySitePlans(flows, tx, row.id as number, transition.action as EvalAction),
    markProducts: async ({ tx, row, transition }) => {
      const marks = EVAL_PRODUCT_EFFECTS[transition.action as EvalAction];
      if (!marks) throw new Error(`evaluation: no product marks for ${transition.action}`);
      await tx.update(zpEvalProduct).set(marks).where(eq(zpEvalProduct.evalId, row.id as number));
    },
    // Named after markProducts: the meeting's not-passed products keep their own outcome.
    markMeetingNotPassed: async ({ tx, row }) => markMeetingNotPassed(tx, row.id as number),
  };
  const binding: FlowBinding = {
    ...resourceFlow(evaluations),
    titleOf: (row) => String(row.code),
    // Every actor follows the application on 评价列表 (its record, its moves and the cards of its
    // work), except the testing unit, whose samples are on 抽样任务列表.
    pageOf: (relation) => (relation === 'testing' ? EVAL_PAGES.samplingTask : EVAL_PAGES.list),
    workPages,
    guards,
    effects,
  };
  registerWorkflow(app, db, binding);

  const moveConfig = { access: 'perm', perm: listPerm } as const;

  route(app, evalApplyCalls.status, moveConfig, async ({ body }, req) => {
    const p = principal(req);
    const { ids } = body;
    const wanted = Number(body.status);
    if (body.status === undefined || body.status === null || body.status === '' || !Number.isInteger(wanted)) throw badRequest('参数 status 必须是状态代码');
    const rest = moveBody({ id: ids[0], action: 'status', opinion: body.opinion, annexIds: body.annexIds, values: body.values });
    // All or nothing: one refused move leaves every application as it was.
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const [row] = await tx.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
        if (!row) throw notFound(evaluationResource.title);
        const t = transitionTo(evaluationFlow, row.status, wanted, { roles: p.roleCodes, relations: relationsOf(evaluationFlow, p, row) });
        if (!t) throw badRequest(`不能改为“${codeLabel('evalStatus', wanted) || wanted}”`);
        await runMove(app.flows, tx, binding, p, { ...rest, id, action: t.action });
      }
    });
    return ok({ ids, status: wanted }, '操作成功!');
  });

  route(app, evalApplyCalls.rejectApply, moveConfig, async ({ body }, req) => {
    const result = await runMove(app.flows, db, binding, principal(req), moveBody({ ...body, action: 'reject' }));
    return ok(result, result.done);
  });

  route(app, evalApplyCalls.doFlowFinishUpd, moveConfig, async ({ body }, req) => {
    const result = await runMove(app.flows, db, binding, principal(req), moveBody({ ...body, action: 'finish' }));
    return ok(result, result.done);
  });

  route(app, evalApplyCalls.staffSave, moveConfig, async ({ body }, req) => {
    const p = principal(req);
    const { id } = body;
    const checked = validateRecord(EVAL_TEAM_FIELDS, body, 'create');
    if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
    const [row] = await db.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    // The institution's administrator names the team once the task is accepted and until the application ends.
    if (row.unitId !== p.orgId || !p.roleCodes.includes('R_UNIT_ADMIN')) throw forbidden('只有承担评价任务的机构管理员可以组建评价组');
    if (row.status === EVAL_STATUS.confirmUnit || ENDED.includes(row.status) || EVAL_EDITABLE.includes(row.status)) {
      throw badRequest(`申请当前状态为“${codeLabel('evalStatus', row.status)}”，不能调整评价组`);
    }
    const { leaderName, memberNames } = checked.value as { leaderName: string; memberNames?: string | null };
    const teamProblem = await evalTeamProblem(db, row.unitId as number, leaderName, memberNames);
    if (teamProblem) throw badRequest(teamProblem);
    await db.update(zpEval).set({ leaderName, memberNames: memberNames ?? null, updateTime: new Date() }).where(eq(zpEval.id, id));
    return ok({ id }, '操作成功!');
  });

  route(app, evalApplyCalls.cur, moveConfig, async (_input, req) => {
    const p = principal(req);
    if (p.orgId === null) return ok(null);
    const rows = await db.select().from(zpEval).where(eq(zpEval.orgId, p.orgId)).orderBy(sql`${zpEval.status} in (${sql.join(ENDED.map((s) => sql`${s}`), sql`, `)})`, desc(zpEval.id)).limit(1);
    return ok(rows.length ? (await presentEvals(rows, db))[0] : null);
  });

  route(app, evalApplyCalls.org, moveConfig, async ({ query: { orgId } }, req) => {
    const p = principal(req);
    const rows = await db.select().from(zpEval).where(and(evalScope(p), eq(zpEval.orgId, orgId))).orderBy(desc(zpEval.id));
    return ok(await presentEvals(rows, db));
  });

  /**
   * The enterprise a new application is for: the caller's own, or the one management names
   * (`orgId`); null when management has not named one yet (nothing to offer). Others: 403.
   */
  async function applicantOf(p: Principal, orgId: number | undefined): Promise<number | null> {
    if (!isManagement(p)) {
      if (p.orgId === null || !orgTypeHas(p.orgType, ORG_TYPE.enterprise)) throw forbidden('只有企业和管理端可以填写评价申请');
      return p.orgId;
    }
    if (orgId === undefined) return null;
    const [org] = await db.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, orgId));
    if (!org || !orgTypeHas(org.type, ORG_TYPE.enterprise)) throw badRequest(EVAL_MSG.orgNeeded);
    return orgId;
  }

  route(app, evalApplyCalls.applicableProducts, moveConfig, async ({ query: q }, req) => {
    const orgId = await applicantOf(principal(req), q.orgId);
    if (orgId === null) return ok<ApplicableAnswer>({ values: [], note: null });
    const type = q.evalType === undefined || q.evalType === '' ? null : Number(q.evalType);
    const products = await db.select({ id: zpProduct.id, reviewStatus: zpProduct.reviewStatus }).from(zpProduct).where(eq(zpProduct.orgId, orgId)).orderBy(zpProduct.id);
    const ids = products.map((p) => p.id);
    const open = new Set(
      ids.length
        ? (await db.select({ productId: zpEvalProduct.productId }).from(zpEvalProduct).innerJoin(zpEval, eq(zpEval.id, zpEvalProduct.evalId)).where(and(inArray(zpEvalProduct.productId, ids), notInArray(zpEval.status, ENDED)))).map((r) => r.productId)
        : [],
    );
    // Until a type is chosen, certificates do not keep a product out (a repeat is for certified products).
    const certified = type !== null && EVAL_TYPES_NEW_PRODUCTS.includes(type) ? await certifiedProducts(db, orgId, null) : new Set<number>();
    const absence = { notPassed: 0, inOpen: 0, certified: 0 };
    const values: number[] = [];
    for (const p of products) {
      if (p.reviewStatus !== PRODUCT_REVIEW.passed) absence.notPassed++;
      else if (open.has(p.id)) absence.inOpen++;
      else if (certified.has(p.id)) absence.certified++;
      else values.push(p.id);
    }
    return ok<ApplicableAnswer>({ values, note: productAbsenceNote(absence) });
  });

  route(app, evalApplyCalls.applicableTypes, moveConfig, async ({ query }, req) => {
    const p = principal(req);
    const orgId = await applicantOf(p, query.orgId);
    if (orgId === null) return ok<ApplicableAnswer<string>>({ values: [], note: null });
    // Management's entry needs no pre-application (beforeWrite).
    const choice = evalTypeChoice({ preAccepted: isManagement(p) || (await hasAcceptedPre(db, orgId)), holdsCert: await holdsCert(db, orgId) });
    return ok<ApplicableAnswer<string>>({ values: choice.values.map(String), note: choice.reasons.length ? choice.reasons.join('；') : null });
  });

  route(app, evalApplyCalls.unitStaff, moveConfig, async ({ query }, req) => {
    const p = principal(req);
    const row = await visibleEval(p, query.evalId);
    if (!row.unitId) return ok<EvalUnitStaff[]>([]);
    if (row.unitId !== p.orgId && !isManagement(p)) throw forbidden('只有承担评价任务的评价机构和管理端可以查看评价机构的人员');
    return ok(await verifiedUnitStaff(db, row.unitId));
  });

  /** The application if the caller may see it (404 otherwise). */
  async function visibleEval(p: Principal, id: number): Promise<typeof zpEval.$inferSelect> {
    const [row] = await db.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    return row;
  }

  route(app, evalApplyCalls.products, moveConfig, async ({ query }, req) => {
    const row = await visibleEval(principal(req), query.id);
    const rows = await db
      .select({
        id: zpEvalProduct.id,
        productId: zpEvalProduct.productId,
        productName: zpProduct.name,
        productType: zpProduct.productType,
        spec: zpProduct.spec,
        brand: zpProduct.brand,
        status: zpEvalProduct.status,
        recommend: zpEvalProduct.recommend,
        testOpinion: zpEvalProduct.testOpinion,
        outcome: zpEvalProduct.outcome,
      })
      .from(zpEvalProduct)
      .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
      .where(eq(zpEvalProduct.evalId, row.id))
      .orderBy(zpEvalProduct.id);
    return ok(rows);
  });

  route(app, evalApplyCalls.places, moveConfig, async ({ query }, req) => {
    const row = await visibleEval(principal(req), query.evalId);
    const placeIds = refTokens(row.placeIds).map(Number);
    const productIds = refTokens(row.productIds).map(Number);
    const [places, products] = await Promise.all([
      placeIds.length ? db.select().from(zpPlace).where(inArray(zpPlace.id, placeIds)).orderBy(zpPlace.id) : [],
      productIds.length ? db.select({ id: zpProduct.id, name: zpProduct.name, placeId: zpProduct.placeId, placeIds: zpProduct.placeIds }).from(zpProduct).where(inArray(zpProduct.id, productIds)) : [],
    ]);
    return ok(
      places.map((pl) => {
        const made = products.filter((pr) => pr.placeId === pl.id || refTokens(pr.placeIds).map(Number).includes(pl.id));
        return { ...pl, products: made.map((pr) => ({ id: pr.id, name: pr.name })), productNames: made.map((pr) => pr.name).join('、') || null };
      }),
    );
  });
};
export default plugin;
