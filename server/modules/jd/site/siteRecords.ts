/**
 * What a visit records (WORKFLOWS.md §3, 现场监督; calls document §7.7 "CRUD pattern"), under the
 * on-site record of a task (onSiteId), in the spec's grammar:
 *   POST   {path}/lst {onSiteId}   the rows (non_exp: {nonId} or {onSiteId})
 *   PUT    {path} {onSiteId, …}    a row (non_exp: {nonId, …})
 *   PUT    {path}/{id} {…}         a row changed
 *   DELETE {path}?ids=             rows removed (ids in the query or the body; a nonconformity takes its explanations along)
 * for schedule (日程安排), observed (现场观察), non (不符合项), non_exp (企业说明), his_non (历史不符合项)
 * and rpt_item (报告检查项目), each checked by its resource definition (src/domain/resources/jd/site.ts).
 * Written by the supervision unit assigned to the task while it is on site (rpt_item: while the
 * report is written); read by whoever sees the task.
 *   POST /api/jd/his_non/batchSave {onSiteId}   the enterprise's nonconformities of its previous
 *        supervision copied in as history rows, each once (sourceNonId)
 *   POST /api/jd/date/batchSave {onSitePlanId, items: [{date, memberNames?, remark?}]}   a visit's days,
 *        replaced (the unit while planning or on site)
 *   POST /api/jd/date/lst {onSitePlanId | taskId}   the days of a visit, or of every visit of a task
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { jdSiteRecordCalls as C } from '../../../../src/domain/calls/jdSite';
import type { ResourceDef } from '../../../../src/domain/resource';
import { EVAL_SITE_MSG } from '../../../../src/domain/resources/evalSite';
import {
  JD_MSG,
  jdDatesResource,
  jdHisNonResource,
  jdNonExpResource,
  jdNonResource,
  jdObservedResource,
  jdRptItemResource,
  jdScheduleResource,
} from '../../../../src/domain/resources/jd';
import { UPLOAD_TYPES } from '../../../../src/domain/upload';
import { JD_TASK_ON_SITE, JD_TASK_REPORTING } from '../../../../src/domain/workflows/jdTask';
import type { ServerContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { jdDate, jdHisNon, jdNon, jdNonExp, jdObserved, jdRptItem, jdSchedule, jdSitePlan, jdTask } from '../../../db/schema';
import { principal, type Principal } from '../../../http/auth';
import { badRequest, notFound, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { route } from '../../../http/contract';
import { checked, inIdRange, jdSiteAccess, ownFiles, placesById, previousSupervision, siteFiles, taskProducts, writableSite, writableVisit, type Row } from './siteCommon';
import { visibleSite, visibleSitePlan, visibleTask, type JdSiteRow, type JdTaskRow } from '../shared/scope';
import { JD_SITE_WINDOWS } from '../../../../src/domain/jdSite';

type CrudKey = 'schedule' | 'observed' | 'non' | 'nonExp' | 'hisNon' | 'rptItem';

/** The record a row hangs under, as its writer and reader see it. */
interface Parent {
  readonly site: JdSiteRow;
  readonly task: JdTaskRow;
}

interface ChildSpec {
  /** Its calls (lst, create, update, remove). */
  readonly calls: (typeof C)[CrudKey];
  readonly def: ResourceDef;
  readonly table: PgTable;
  /** The task statuses the unit writes in. */
  readonly window: readonly number[];
  /** The column lists are ordered by (default id). */
  readonly order?: 'sort';
  /** Column values of a checked body (create, or the fields an update changes), inside the write's transaction; throw to refuse. */
  readonly prepare?: (tx: DbOrTx, p: Principal, parent: Parent, value: Row) => Promise<Row>;
  /** Names shown beside the rows (place, product, source task). */
  readonly present?: (h: DbOrTx, parent: Parent, rows: Row[]) => Promise<Row[]>;
  /** What else goes with removed rows. */
  readonly onDelete?: (tx: DbOrTx, ids: number[]) => Promise<void>;
}

/** The drizzle table's columns by key, as the resource engine reads them. */
const columnsOf = (t: PgTable) => t as unknown as Record<string, AnyPgColumn>;

/** A row as the calls answer it: the on-site record and visit under the names the calls use. */
function renamed({ siteId, sitePlanId, ...r }: Row): Row {
  return { ...r, onSiteId: siteId, ...(sitePlanId !== undefined ? { onSitePlanId: sitePlanId } : {}) };
}

/** A visit named by a finding must be one of the record's visits. */
async function visitOf(tx: DbOrTx, parent: Parent, raw: unknown): Promise<number | null> {
  if (raw === null || raw === undefined) return null;
  const id = Number(raw);
  const [visit] = inIdRange(id) ? await tx.select({ id: jdSitePlan.id }).from(jdSitePlan).where(and(eq(jdSitePlan.id, id), eq(jdSitePlan.siteId, parent.site.id))) : [];
  if (!visit) throw badRequest(JD_MSG.visitNotInTask);
  return visit.id;
}

/** The visits' place names by visit id. */
async function visitPlaceNames(h: DbOrTx, siteId: number): Promise<Map<number, string>> {
  const visits = await h.select({ id: jdSitePlan.id, placeId: jdSitePlan.placeId }).from(jdSitePlan).where(eq(jdSitePlan.siteId, siteId));
  const places = await placesById(h, visits.map((v) => v.placeId));
  return new Map(visits.map((v) => [v.id, places.get(v.placeId)?.name ?? '']));
}

/** Rows holding pictures or attachments: their files with the record's download address. */
const withFiles = async (h: DbOrTx, parent: Parent, rows: Row[]): Promise<Row[]> =>
  Promise.all(rows.map(async (r) => ({ ...r, files: await siteFiles(h, parent.site.id, [r.annexIds as string | null]) })));

const pictures = { notOwn: EVAL_SITE_MSG.fileNotOwn, badType: EVAL_SITE_MSG.imagesOnly };

/** A finding's place (a visit of the record) and pictures (the unit's own uploads). */
async function findingValues(tx: DbOrTx, p: Principal, parent: Parent, value: Row): Promise<Row> {
  const out: Row = { ...value };
  delete out.onSitePlanId;
  if ('onSitePlanId' in value) out.sitePlanId = await visitOf(tx, parent, value.onSitePlanId);
  if ('annexIds' in value) out.annexIds = await ownFiles(tx, p, value.annexIds, UPLOAD_TYPES.img, pictures);
  return out;
}

/** A finding's place name and pictures. */
async function presentFindings(h: DbOrTx, parent: Parent, rows: Row[]): Promise<Row[]> {
  const places = await visitPlaceNames(h, parent.site.id);
  return withFiles(h, parent, rows.map((r) => ({ ...r, placeName: r.onSitePlanId ? (places.get(r.onSitePlanId as number) ?? null) : null })));
}

const SPECS: readonly ChildSpec[] = [
  { calls: C.schedule, def: jdScheduleResource, table: jdSchedule, window: JD_TASK_ON_SITE },
  {
    calls: C.observed,
    def: jdObservedResource,
    table: jdObserved,
    window: JD_TASK_ON_SITE,
    prepare: async (tx, p, parent, value) => ({ ...(await findingValues(tx, p, parent, value)), createBy: p.id }),
    present: presentFindings,
  },
  {
    calls: C.non,
    def: jdNonResource,
    table: jdNon,
    window: JD_TASK_ON_SITE,
    prepare: async (tx, p, parent, value) => {
      const out = await findingValues(tx, p, parent, value);
      if (value.productId !== null && value.productId !== undefined) {
        const products = await taskProducts(tx, parent.task.id);
        if (!products.some((pr) => pr.productId === value.productId)) throw badRequest(JD_MSG.findingProductNotInTask);
      }
      // An enterprise's nonconformities are looked up across its tasks (the next supervision's history).
      return { ...out, orgId: parent.task.orgId, createBy: p.id };
    },
    present: async (h, parent, rows) => {
      const products = new Map((await taskProducts(h, parent.task.id)).map((pr) => [pr.productId, pr.productName]));
      return presentFindings(h, parent, rows.map((r) => ({ ...r, productName: r.productId ? (products.get(r.productId as number) ?? null) : null })));
    },
    onDelete: async (tx, ids) => {
      await tx.delete(jdNonExp).where(inArray(jdNonExp.nonId, ids));
    },
  },
  {
    calls: C.nonExp,
    def: jdNonExpResource,
    table: jdNonExp,
    window: JD_TASK_ON_SITE,
    prepare: async (tx, p, _parent, value) => ('annexIds' in value ? { ...value, annexIds: await ownFiles(tx, p, value.annexIds, UPLOAD_TYPES.record, { notOwn: EVAL_SITE_MSG.fileNotOwn, badType: JD_MSG.attachmentType }) } : value),
    present: withFiles,
  },
  {
    calls: C.hisNon,
    def: jdHisNonResource,
    table: jdHisNon,
    window: JD_TASK_ON_SITE,
    present: async (h, _parent, rows) => {
      const ids = [...new Set(rows.map((r) => r.sourceTaskId).filter((id): id is number => typeof id === 'number'))];
      const tasks = ids.length ? await h.select({ id: jdTask.id, code: jdTask.code }).from(jdTask).where(inArray(jdTask.id, ids)) : [];
      return rows.map((r) => ({ ...r, sourceTaskCode: tasks.find((t) => t.id === r.sourceTaskId)?.code ?? null }));
    },
  },
  { calls: C.rptItem, def: jdRptItemResource, table: jdRptItem, window: JD_TASK_REPORTING, order: 'sort' },
];

/** The nonconformity an explanation hangs under, with its record, if the caller sees its task. */
async function visibleNon(h: DbOrTx, p: Principal, id: number): Promise<{ non: typeof jdNon.$inferSelect } & Parent> {
  const [non] = inIdRange(id) ? await h.select().from(jdNon).where(eq(jdNon.id, id)) : [];
  if (!non) throw notFound(jdNonResource.title);
  return { non, ...(await visibleSite(h, p, non.siteId)) };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const access = jdSiteAccess;

  for (const spec of SPECS) {
    const cols = columnsOf(spec.table);
    const isExp = spec.table === jdNonExp;
    const title = spec.def.title;
    const present = async (h: DbOrTx, parent: Parent, rows: Row[]) => {
      const shown = rows.map(renamed);
      return spec.present ? spec.present(h, parent, shown) : shown;
    };
    const listOf = async (h: DbOrTx, parent: Parent, where: ReturnType<typeof eq>) =>
      present(h, parent, (await h.select().from(spec.table).where(where).orderBy(...(spec.order === 'sort' ? [asc(cols.sort), asc(cols.id)] : [asc(cols.id)]))) as Row[]);
    /** A row and its record, if the caller sees the task (404 otherwise). */
    const visibleRow = async (h: DbOrTx, p: Principal, id: number) => {
      const [row] = inIdRange(id) ? ((await h.select().from(spec.table).where(eq(cols.id, id))) as Row[]) : [];
      if (!row) throw notFound(title);
      return { row, ...(await visibleSite(h, p, row.siteId)) };
    };

    route(app, spec.calls.lst, access, async ({ set }, req) => {
      const p = principal(req);
      const nonId = isExp && 'nonId' in set && typeof set.nonId === 'number' ? set.nonId : undefined;
      if (nonId !== undefined) {
        const { non, ...parent } = await visibleNon(db, p, nonId);
        return ok(await listOf(db, parent, eq(cols.nonId, non.id)));
      }
      if (isExp && set.onSiteId === undefined) throw badRequest(JD_MSG.nonOrSite);
      const parent = await visibleSite(db, p, set.onSiteId);
      return ok(await listOf(db, parent, eq(cols.siteId, parent.site.id)));
    });

    route(app, spec.calls.create, access, async ({ body }, req) => {
      const p = principal(req);
      const saved = await db.transaction(async (tx) => {
        // An explanation hangs under its nonconformity (its schema requires nonId), every other row under the record.
        const nonId = isExp && typeof body.nonId === 'number' ? body.nonId : undefined;
        const seen = nonId !== undefined ? await visibleNon(tx, p, nonId) : { ...(await visibleSite(tx, p, body.onSiteId)), non: null };
        const parent = await writableSite(tx, p, seen.site.id, spec.window);
        const { onSiteId: _site, nonId: _non, ...value } = checked(spec.def, body, 'create');
        const values = spec.prepare ? await spec.prepare(tx, p, parent, value) : value;
        const [row] = (await tx
          .insert(spec.table)
          .values({ ...values, siteId: parent.site.id, taskId: parent.task.id, ...(seen.non ? { nonId: seen.non.id } : {}) } as never)
          .returning()) as Row[];
        await writeOpLog(tx, p, 'INSERT', spec.def.name, row.id as number, values, req.ip);
        return (await present(tx, parent, [row]))[0];
      });
      return ok(saved, '已保存');
    });

    route(app, spec.calls.update, access, async ({ path, body }, req) => {
      const p = principal(req);
      const saved = await db.transaction(async (tx) => {
        const { row } = await visibleRow(tx, p, path.id);
        const parent = await writableSite(tx, p, row.siteId, spec.window);
        const value = checked(spec.def, body, 'update');
        const values = spec.prepare ? await spec.prepare(tx, p, parent, value) : value;
        // The writer of the change, not of the row, is what the op log records.
        delete values.createBy;
        if (!Object.keys(values).length) return (await present(tx, parent, [row]))[0];
        const [updated] = (await tx.update(spec.table).set(values as never).where(eq(cols.id, row.id as number)).returning()) as Row[];
        await writeOpLog(tx, p, 'UPDATE', spec.def.name, row.id as number, values, req.ip);
        return (await present(tx, parent, [updated]))[0];
      });
      return ok(saved, '已保存');
    });

    route(app, spec.calls.remove, access, async ({ set: { ids } }, req) => {
      const p = principal(req);
      await db.transaction(async (tx) => {
        const rows = ids.every(inIdRange) ? ((await tx.select({ id: cols.id, siteId: cols.siteId }).from(spec.table).where(inArray(cols.id, ids))) as { id: number; siteId: number }[]) : [];
        if (rows.length !== new Set(ids).size) throw notFound(title);
        for (const siteId of new Set(rows.map((r) => r.siteId))) await writableSite(tx, p, siteId, spec.window);
        if (spec.onDelete) await spec.onDelete(tx, ids);
        await tx.delete(spec.table).where(inArray(cols.id, ids));
        await writeOpLog(tx, p, 'DELETE', spec.def.name, ids, undefined, req.ip);
      });
      return ok(ids.length, '已删除');
    });
  }

  route(app, C.hisNonBatchSave, access, async ({ set }, req) => {
    const p = principal(req);
    const spec = SPECS.find((s) => s.table === jdHisNon) as ChildSpec;
    const result = await db.transaction(async (tx) => {
      const parent = await writableSite(tx, p, set.onSiteId, spec.window);
      const previous = await previousSupervision(tx, parent.task);
      const sources = previous ? await tx.select().from(jdNon).where(eq(jdNon.siteId, previous.siteId)).orderBy(jdNon.id) : [];
      const copied = new Set((await tx.select({ id: jdHisNon.sourceNonId }).from(jdHisNon).where(eq(jdHisNon.siteId, parent.site.id))).map((r) => r.id));
      const fresh = sources.filter((n) => !copied.has(n.id));
      if (fresh.length) {
        await tx.insert(jdHisNon).values(fresh.map((n) => ({ siteId: parent.site.id, taskId: parent.task.id, sourceNonId: n.id, sourceTaskId: n.taskId, clause: n.clause, description: n.description, corrected: 0 })));
        await writeOpLog(tx, p, 'INSERT', jdHisNonResource.name, parent.site.id, { sourceNonIds: fresh.map((n) => n.id) }, req.ip);
      }
      const rows = (await tx.select().from(jdHisNon).where(eq(jdHisNon.siteId, parent.site.id)).orderBy(jdHisNon.id)) as Row[];
      return { added: fresh.length, rows: await (spec.present as NonNullable<ChildSpec['present']>)(tx, parent, rows.map(renamed)) };
    });
    return ok(result.rows, JD_MSG.historyImported(result.added));
  });

  // --- the visits' days -------------------------------------------------------------------------

  const presentDays = async (h: DbOrTx, rows: (typeof jdDate.$inferSelect)[]) => {
    const visits = rows.length ? await h.select({ id: jdSitePlan.id, placeId: jdSitePlan.placeId }).from(jdSitePlan).where(inArray(jdSitePlan.id, [...new Set(rows.map((r) => r.sitePlanId))])) : [];
    const places = await placesById(h, visits.map((v) => v.placeId));
    return rows.map(({ sitePlanId, ...r }) => ({ ...r, onSitePlanId: sitePlanId, placeName: places.get(visits.find((v) => v.id === sitePlanId)?.placeId ?? -1)?.name ?? null }));
  };
  const daysWhere = (where: ReturnType<typeof eq>) => db.select().from(jdDate).where(where).orderBy(asc(jdDate.date), asc(jdDate.id));

  route(app, C.dateBatchSave, access, async ({ body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const { plan, task } = await writableVisit(tx, p, body.onSitePlanId, JD_SITE_WINDOWS.days);
      const items = (checked(jdDatesResource, body, 'create').items as { date: string; memberNames?: string | null; remark?: string | null }[] | null) ?? [];
      const seen = new Set<string>();
      for (const it of items) {
        if (seen.has(it.date)) throw badRequest(JD_MSG.dateTwice(it.date));
        seen.add(it.date);
      }
      await tx.delete(jdDate).where(eq(jdDate.sitePlanId, plan.id));
      if (items.length) await tx.insert(jdDate).values(items.map((it) => ({ sitePlanId: plan.id, taskId: task.id, date: it.date, memberNames: it.memberNames ?? null, remark: it.remark ?? null })));
      await writeOpLog(tx, p, 'UPDATE', jdDatesResource.name, plan.id, { items }, req.ip);
      return presentDays(tx, await tx.select().from(jdDate).where(eq(jdDate.sitePlanId, plan.id)).orderBy(asc(jdDate.date), asc(jdDate.id)));
    });
    return ok(saved, '已保存');
  });

  route(app, C.dateLst, access, async ({ set }, req) => {
    const p = principal(req);
    if (set.onSitePlanId !== undefined) {
      const { plan } = await visibleSitePlan(db, p, set.onSitePlanId);
      return ok(await presentDays(db, await daysWhere(eq(jdDate.sitePlanId, plan.id))));
    }
    if (set.taskId === undefined) throw badRequest('参数 taskId 不能为空');
    const task = await visibleTask(db, p, set.taskId);
    return ok(await presentDays(db, await daysWhere(eq(jdDate.taskId, task.id))));
  });
};

export default plugin;
