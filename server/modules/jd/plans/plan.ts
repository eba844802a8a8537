/**
 * 监督计划 (management's): the plan record and what plans are made from.
 *   POST /api/jd/plan/page|lst|export, GET /api/jd/plan/{id}, PUT /api/jd/plan[/{id}], DELETE /api/jd/plan?ids=
 *        a draft is entered (code JH + year + four digits), changed and deleted (with its products) only as a draft
 *   POST /api/jd/plan/jdCertPage, POST /api/jd/cert/page|export   the valid certificates (and those the year's supervision took, whatever their status now), with their supervision
 *        in a year and type (search.year_eq, default this year; search.jdType_eq, default annual; search.inPlan_eq)
 *   GET  /api/jd/plan/classify/{id}        the plan's products counted by enterprise, category and district
 *   POST /api/jd/plan/getJdProd/excel {planId}   the plan's products as an .xlsx
 *   POST /api/jd/plan/unitOrgLst           the supervision units (type 5) and testing units (type 4)
 *   GET  /api/jd/plan/annual?year=         年度监督任务: the year's annual supervision figures (the same certificates)
 *   GET  /api/jd/plan/prods?planId=        the plan's products (its record page's child table)
 * The plan's moves (创建监督任务, 下发监督任务) are its flow's (flows.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beijingYear } from '../../../../src/domain/beijingTime';
import { CERT_STATUS, codeLabel, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_TYPE, ORG_TYPE, orgTypeHas } from '../../../../src/domain/codes';
import { orgTypeHolds } from '../../../db/orgType';
import { PERMS } from '../../../../src/domain/permissions';
import { EXPORT_MAX_ROWS } from '../../../../src/domain/resources';
import { hasSampling, JD_MSG, jdCertResource, type JdAnnualFigures, jdPlanCodeOf, jdProdResource } from '../../../../src/domain/resources/jd';
import { planWindow } from '../../../../src/domain/workflows/jdPlan';
import { JD_TASK_EDITABLE } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdPlan, jdProd, jdRecord, jdTask, proCategory, sysOrg, zpCert, zpProduct } from '../../../db/schema';
import { principal, type Principal } from '../../../http/auth';
import { badRequest, ok } from '../../../http/envelope';
import { toWorkbook } from '../../../http/export';
import { writeOpLog } from '../../../http/oplog';
import { registerResource } from '../../../http/resource';
import { route } from '../../../http/contract';
import { jdPlanCalls } from '../../../../src/domain/calls/jdPlan';
import { filtersToSql, parseQuery, sortToSql, toPage } from '../../../http/search';
import { areaNames } from '../../area/chain';
import { checkUnitType } from './flows';
import { exportFields, idsOf, orgNames, sendXlsx } from '../shared/present';
import { certElsewhere, certSupervision, prodRows } from './product';
import { jdPlanScope, visiblePlan } from '../shared/scope';

type Row = Record<string, unknown>;

/** The next plan number of a year: JH + year + four digits after the highest given. */
export async function nextPlanCode(tx: DbOrTx, year: number): Promise<string> {
  const prefix = jdPlanCodeOf(year, 0).slice(0, -4);
  const [{ max }] = await tx.select({ max: sql<string | null>`max(${jdPlan.code})` }).from(jdPlan).where(sql`${jdPlan.code} ~ ${`^${prefix}[0-9]{4}$`}`);
  return jdPlanCodeOf(year, max ? Number(max.slice(prefix.length)) + 1 : 1);
}

/** How many rows of the column's table each plan has (by that plan column). */
async function countByPlan(h: DbOrTx, column: AnyPgColumn, planIds: number[]): Promise<Map<number, number>> {
  if (!planIds.length) return new Map();
  const rows = await h.select({ planId: sql<number>`${column}`, n: count() }).from(column.table).where(inArray(column, planIds)).groupBy(column);
  return new Map(rows.map((r) => [Number(r.planId), Number(r.n)]));
}

async function presentPlans(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const planIds = idsOf(rows, 'id');
  const [units, prods, tasks] = await Promise.all([orgNames(h, idsOf(rows, 'unitId', 'testUnitId')), countByPlan(h, jdProd.planId, planIds), countByPlan(h, jdTask.planId, planIds)]);
  return rows.map((r) => ({
    ...r,
    unitName: units.get(r.unitId as number) ?? null,
    testUnitName: units.get(r.testUnitId as number) ?? null,
    prodCount: prods.get(r.id as number) ?? 0,
    taskCount: tasks.get(r.id as number) ?? 0,
  }));
}

/** The units named are of their kind; a plan that samples names its testing unit, one that does not names none. */
async function checkPlanUnits(tx: DbOrTx, value: Row, merged: Row): Promise<void> {
  if ('unitId' in value) await checkUnitType(tx, merged.unitId, ORG_TYPE.supervision, '监督机构');
  if (hasSampling(merged.methods)) {
    if (merged.testUnitId === null || merged.testUnitId === undefined) throw badRequest(JD_MSG.testUnitNeeded);
    if ('testUnitId' in value || 'methods' in value) await checkUnitType(tx, merged.testUnitId, ORG_TYPE.testing, '检测机构');
  } else if (merged.testUnitId !== null && merged.testUnitId !== undefined) {
    value.testUnitId = null;
  }
}

/** The columns the certificate list's own fields filter and sort by (year, type and inPlan are answered apart). */
const CERT_COLUMNS: Readonly<Record<string, AnyPgColumn>> = {
  id: zpCert.id,
  certNo: zpCert.certNo,
  orgId: zpCert.orgId,
  productName: zpCert.productName,
  categoryId: zpCert.categoryId,
  areaCode: zpCert.areaCode,
  expireDate: zpCert.expireDate,
};
const ASKED = ['year', 'jdType', 'inPlan'];

/**
 * The certificates a year's supervision of a type is about: the valid ones (due), and those it
 * already took whatever their status now (a product that failed and whose certificate was
 * suspended, cancelled or revoked was still supervised that year, and its result still counts).
 */
const dueOrSupervised = (sup: ReturnType<typeof certSupervision>) => or(eq(zpCert.status, CERT_STATUS.valid), isNotNull(sup.certId));

/** The certificates (dueOrSupervised) matching the search, with their supervision in the year and type asked about. */
async function certSearch(db: Db, p: Principal, params: Record<string, unknown>, paged: boolean) {
  const q = parseQuery(params, jdCertResource.fields);
  const asked = new Map(q.filters.filter((f) => ASKED.includes(f.field)).map((f) => [f.field, f.value]));
  const year = (asked.get('year') as number | undefined) ?? beijingYear();
  const jdType = String(asked.get('jdType') ?? JD_TYPE.annual);
  const inPlan = asked.get('inPlan') as boolean | undefined;
  const sup = certSupervision(db, year, jdType);
  const where = and(
    jdPlanScope(p),
    dueOrSupervised(sup),
    filtersToSql(q.filters.filter((f) => !ASKED.includes(f.field)), CERT_COLUMNS),
    inPlan === undefined ? undefined : inPlan ? isNotNull(sup.planId) : isNull(sup.planId),
  );
  const [{ total }] = await db.select({ total: count() }).from(zpCert).leftJoin(sup, eq(sup.certId, zpCert.id)).where(where);
  const rows = await db
    .select({
      id: zpCert.id,
      certNo: zpCert.certNo,
      orgId: zpCert.orgId,
      orgName: sysOrg.name,
      productId: zpCert.productId,
      productName: sql<string | null>`coalesce(${zpCert.productName}, ${zpProduct.name})`,
      categoryId: zpCert.categoryId,
      categoryName: proCategory.name,
      areaCode: zpCert.areaCode,
      issueDate: zpCert.issueDate,
      expireDate: zpCert.expireDate,
      certStatus: zpCert.status,
      planId: sup.planId,
      planName: sup.planName,
      taskId: sup.taskId,
      taskStatus: sup.taskStatus,
      recordStatus: sup.recordStatus,
    })
    .from(zpCert)
    .leftJoin(sup, eq(sup.certId, zpCert.id))
    .leftJoin(sysOrg, eq(sysOrg.id, zpCert.orgId))
    .leftJoin(zpProduct, eq(zpProduct.id, zpCert.productId))
    .leftJoin(proCategory, eq(proCategory.id, zpCert.categoryId))
    .where(where)
    .orderBy(...sortToSql(q.sort ?? { field: 'id', dir: 'desc' }, CERT_COLUMNS, zpCert.id))
    .limit(paged ? q.size : EXPORT_MAX_ROWS)
    .offset(paged ? (q.pn - 1) * q.size : 0);
  const areas = await areaNames(db, rows.map((r) => r.areaCode));
  const content = rows.map((r) => ({ ...r, areaName: r.areaCode ? (areas.get(r.areaCode) ?? null) : null, year, jdType, inPlan: r.planId !== null }));
  return { q, total: Number(total), content };
}

function yearParam(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return beijingYear();
  const s = String(raw).trim();
  const year = /^\d{4}$/.test(s) ? Number(s) : NaN;
  if (!(year >= 2000 && year <= 2100)) throw badRequest(JD_MSG.yearWanted);
  return year;
}

export function registerPlans(app: FastifyInstance, db: Db): void {
  const list = PERMS.jdTask.plan;
  registerResource(app, db, {
    resource: 'jdPlan',
    table: jdPlan,
    scope: jdPlanScope,
    present: presentPlans,
    async beforeWrite({ tx, user }, value, id) {
      if (id === null) {
        await checkPlanUnits(tx, value, value);
        return { ...value, code: await nextPlanCode(tx, value.year as number), status: JD_PLAN_STATUS.draft, createBy: user.id };
      }
      const [stored] = await tx.select().from(jdPlan).where(eq(jdPlan.id, id as number));
      if (!planWindow('units').includes(stored.status)) throw badRequest(JD_MSG.planLocked(codeLabel('jdPlanStatus', stored.status)));
      const merged: Row = { ...stored, ...value };
      await checkPlanUnits(tx, value, merged);
      // Its tasks (entered by hand in the draft) took these from it.
      const fixed = (['year', 'jdType', 'methods', 'unitId', 'testUnitId'] as const).some((k) => k in value && String(value[k] ?? '') !== String(stored[k] ?? ''));
      if (fixed) {
        const [{ tasks }] = await tx.select({ tasks: count() }).from(jdTask).where(eq(jdTask.planId, stored.id));
        if (Number(tasks)) throw badRequest(JD_MSG.planFixed);
      }
      const year = merged.year as number;
      const jdType = String(merged.jdType);
      if (year !== stored.year || jdType !== stored.jdType) {
        // Its certificates must be free in the year and type it moves to, and its number follows its year.
        const certIds = (await tx.select({ certId: jdProd.certId }).from(jdProd).where(eq(jdProd.planId, stored.id))).map((r) => r.certId);
        const taken = await certElsewhere(tx, certIds, year, jdType, stored.id);
        if (taken) throw badRequest(JD_MSG.certInPlan(taken));
        if (year !== stored.year) value.code = await nextPlanCode(tx, year);
      }
      return value;
    },
    async beforeDelete({ tx }, ids) {
      const planIds = ids as number[];
      const plans = await tx.select({ status: jdPlan.status }).from(jdPlan).where(inArray(jdPlan.id, planIds)).for('update');
      const locked = plans.find((r) => !planWindow('units').includes(r.status));
      if (locked) throw badRequest(JD_MSG.planLocked(codeLabel('jdPlanStatus', locked.status)));
      // Tasks entered by hand in a draft go with it, unless one has been sent.
      const tasks = await tx.select({ id: jdTask.id, code: jdTask.code, status: jdTask.status }).from(jdTask).where(inArray(jdTask.planId, planIds));
      const sent = tasks.filter((t) => !JD_TASK_EDITABLE.includes(t.status));
      if (sent.length) throw badRequest(JD_MSG.planHasTasks(sent.map((t) => t.code).join('、')));
      await tx.delete(jdRecord).where(inArray(jdRecord.planId, planIds));
      if (tasks.length) await tx.delete(jdTask).where(inArray(jdTask.id, tasks.map((t) => t.id)));
      await tx.delete(jdProd).where(inArray(jdProd.planId, planIds));
    },
  });

  const listAccess = { access: 'perm', perm: list } as const;

  const certPage = async (p: Principal, params: Record<string, unknown>) => {
    const { q, total, content } = await certSearch(db, p, params, true);
    return ok(toPage(content, total, q));
  };
  route(app, jdPlanCalls.certPage, listAccess, async ({ set }, req) => certPage(principal(req), set));
  route(app, jdPlanCalls.certPageAlias, listAccess, async ({ set }, req) => certPage(principal(req), set));
  route(app, jdPlanCalls.certExport, listAccess, async ({ set }, req, reply) => {
    const p = principal(req);
    const { q, content } = await certSearch(db, p, set, false);
    const file = await toWorkbook(jdCertResource.title, exportFields(jdCertResource.fields), content);
    await writeOpLog(db, p, 'EXPORT', jdCertResource.name, null, { filters: q.filters, rows: content.length }, req.ip);
    return sendXlsx(reply, `${jdCertResource.title}.xlsx`, file);
  });

  route(app, jdPlanCalls.classify, listAccess, async ({ path: { id } }, req) => {
    const plan = await visiblePlan(db, principal(req), id);
    const inPlan: SQL = eq(jdProd.planId, plan.id);
    const [byOrg, byCategory, byAreaCode] = await Promise.all([
      db.select({ id: jdProd.orgId, name: sysOrg.name, count: count() }).from(jdProd).leftJoin(sysOrg, eq(sysOrg.id, jdProd.orgId)).where(inPlan).groupBy(jdProd.orgId, sysOrg.name).orderBy(desc(count()), asc(jdProd.orgId)),
      db
        .select({ id: zpCert.categoryId, name: proCategory.name, count: count() })
        .from(jdProd)
        .innerJoin(zpCert, eq(zpCert.id, jdProd.certId))
        .leftJoin(proCategory, eq(proCategory.id, zpCert.categoryId))
        .where(inPlan)
        .groupBy(zpCert.categoryId, proCategory.name)
        .orderBy(desc(count()), asc(zpCert.categoryId)),
      db.select({ code: zpCert.areaCode, count: count() }).from(jdProd).innerJoin(zpCert, eq(zpCert.id, jdProd.certId)).where(inPlan).groupBy(zpCert.areaCode).orderBy(desc(count()), asc(zpCert.areaCode)),
    ]);
    const areas = await areaNames(db, byAreaCode.map((r) => r.code));
    return ok({
      planId: plan.id,
      total: byOrg.reduce((n, r) => n + Number(r.count), 0),
      // `key` is the group's id or code as text, one name for the three kinds of group.
      byOrg: byOrg.map((r) => ({ key: String(r.id ?? ''), id: r.id, name: r.name ?? '', count: Number(r.count) })),
      byCategory: byCategory.map((r) => ({ key: String(r.id ?? ''), id: r.id, name: r.name ?? JD_MSG.noCategory, count: Number(r.count) })),
      byArea: byAreaCode.map((r) => ({ key: r.code ?? '', code: r.code, name: (r.code && areas.get(r.code)) || JD_MSG.noArea, count: Number(r.count) })),
    });
  });

  route(app, jdPlanCalls.prodExcel, listAccess, async ({ set: { planId } }, req, reply) => {
    const p = principal(req);
    const plan = await visiblePlan(db, p, planId);
    const rows = await prodRows(db, eq(jdProd.planId, plan.id));
    const areas = await areaNames(db, rows.map((r) => r.areaCode as string | null));
    const shown = rows.map((r) => ({ ...r, areaName: typeof r.areaCode === 'string' ? (areas.get(r.areaCode) ?? null) : null }));
    const file = await toWorkbook(jdProdResource.title, exportFields(jdProdResource.fields, { areaName: jdCertResource.fields.areaName }), shown);
    await writeOpLog(db, p, 'EXPORT', jdProdResource.name, plan.id, { planId: plan.id, rows: rows.length }, req.ip);
    return sendXlsx(reply, `${plan.code}${jdProdResource.title}.xlsx`, file);
  });

  route(app, jdPlanCalls.unitOrgs, listAccess, async () => {
    const units = await db
      .select({ id: sysOrg.id, name: sysOrg.name, type: sysOrg.type })
      .from(sysOrg)
      .where(and(eq(sysOrg.enabled, true), or(orgTypeHolds(sysOrg.type, ORG_TYPE.supervision), orgTypeHolds(sysOrg.type, ORG_TYPE.testing))))
      .orderBy(asc(sysOrg.id));
    const ofType = (type: typeof ORG_TYPE.testing | typeof ORG_TYPE.supervision) => units.filter((u) => orgTypeHas(u.type, type)).map((u) => ({ id: u.id, name: u.name }));
    return ok({ supervision: ofType(ORG_TYPE.supervision), testing: ofType(ORG_TYPE.testing) });
  });

  route(app, jdPlanCalls.annual, { access: 'perm', perm: PERMS.jdTask.annual }, async ({ query }, req) => {
    const p = principal(req);
    const year = yearParam(query.year);
    const sup = certSupervision(db, year, String(JD_TYPE.annual));
    const [f] = await db
      .select({
        due: count(),
        planned: sql<number>`count(*) filter (where ${sup.planId} is not null)::int`,
        inTask: sql<number>`count(*) filter (where ${sup.taskId} is not null)::int`,
        passed: sql<number>`count(*) filter (where ${sup.recordStatus} = ${JD_RECORD_STATUS.passed}::int)::int`,
        unpassed: sql<number>`count(*) filter (where ${sup.recordStatus} = ${JD_RECORD_STATUS.unpassed}::int)::int`,
      })
      .from(zpCert)
      .leftJoin(sup, eq(sup.certId, zpCert.id))
      .where(and(jdPlanScope(p), dueOrSupervised(sup)));
    const figures: JdAnnualFigures = {
      year,
      due: Number(f.due),
      planned: Number(f.planned),
      inTask: Number(f.inTask),
      done: Number(f.passed) + Number(f.unpassed),
      passed: Number(f.passed),
      unpassed: Number(f.unpassed),
    };
    return ok(figures);
  });

  route(app, jdPlanCalls.prods, listAccess, async ({ query: { planId } }, req) => {
    const plan = await visiblePlan(db, principal(req), planId);
    return ok(await prodRows(db, eq(jdProd.planId, plan.id)));
  });
}

