/**
 * The materials of an on-site record and their archive (mat, mat_item; calls document §7.7,
 * WORKFLOWS.md §3 "materials packed"): one item per JD_MAT_GROUPS group, made on first ask.
 * Reads for whoever sees the task; writes by the assigned supervision unit in its materials window (JD_SITE_WINDOWS.materials).
 *
 *   GET  /api/jd/mat/on_site/{onSiteId}     the materials with their items and files (JdMat)
 *   GET  /api/jd/mat/gd/{matId}             the archive checklist (JdMatChecklist)
 *   GET  /api/jd/mat/getGd?onSiteId= | taskId=, needGd=0|1
 *        the checklist; needGd=1 (the unit) files the materials as archived when nothing required
 *        is missing, else 400 JD_MSG.nothingToArchive naming the groups
 *   POST /api/jd/mat_item/upd_annex {onSiteId, groupKey, annexIds}   an item's files (its whole list) → JdMat;
 *        files the record holds (its items', its visits' photos) are usable, any other must be the caller's
 *   PUT  /api/jd/mat_item/{id} {problem?, remark?}                  an item's problem flag and remark → JdMatItem
 *   PUT  /api/jd/mat/{id} {remark}                                  the materials' remark → JdMat
 *   GET  /api/jd/mat/ref_site/{onSiteId}    the same enterprise's earlier on-site records with
 *        materials, of tasks the caller sees (a unit never sees another unit's materials this way)
 *   GET  /api/jd/mat/set_ref_site?onSiteId=&taskId=
 *        the earlier task's items' files copied into this record's empty items; refSiteId recorded → JdMat
 *
 * The archive is of the files as they are: a change of an item's files (upd_annex, set_ref_site)
 * takes the materials back out of it, so `archived` always means "complete as archived".
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../../src/domain/permissions';
import { fieldErrorText, refTokens } from '../../../../src/domain/resource';
import { isJdMatGroupKey, JD_LIMITS, JD_MAT_GROUPS, JD_MSG, type JdMat, type JdMatChecklist, type JdMatItem, type JdRefSite } from '../../../../src/domain/resources/jd';
import type { Db, DbOrTx } from '../../../db/client';
import { jdMat, jdMatItem, jdSite, jdSitePhoto, jdSitePlan, jdTask } from '../../../db/schema';
import { principal, type Principal } from '../../../http/auth';
import { badRequest, notFound, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { annexIdsParam, assertFilesUsable, existing, filesOf, isEmpty, iso, lockTask, siteAs, siteOf, textParam } from './matCommon';
import { route } from '../../../http/contract';
import { jdMatCalls as C } from '../../../../src/domain/calls/jdMaterials';
import { assertTaskUnit, jdTaskScope, visibleSite, visibleTask, type JdSiteRow, type JdTaskRow } from '../shared/scope';
import { JD_SITE_WINDOWS } from '../../../../src/domain/jdSite';

type MatRow = typeof jdMat.$inferSelect;
type ItemRow = typeof jdMatItem.$inferSelect;

const LABEL = { groupKey: '材料分组', annexIds: '材料文件', remark: '备注', problem: '是否有问题' } as const;
const REMARK_MAX = 500;
/** An item's problem flag: 1 no problem (the default), 0 a problem (as the evaluation's annex groups). */
const PROBLEM = { found: 0, none: 1 } as const;
const groupOf = (key: string) => JD_MAT_GROUPS.find((g) => g.key === key);

/** The materials of an on-site record with an item per group, made when missing (concurrent first asks make them once). */
export async function ensureMat(h: DbOrTx, site: JdSiteRow): Promise<MatRow> {
  await h.insert(jdMat).values({ siteId: site.id, taskId: site.taskId }).onConflictDoNothing();
  const [mat] = await h.select().from(jdMat).where(eq(jdMat.siteId, site.id));
  await h
    .insert(jdMatItem)
    .values(JD_MAT_GROUPS.map((g) => ({ matId: mat.id, siteId: site.id, groupKey: g.key })))
    .onConflictDoNothing();
  return mat;
}

/** The items of the materials in the groups' order. */
async function itemsOf(h: DbOrTx, matId: number): Promise<ItemRow[]> {
  const rows = await h.select().from(jdMatItem).where(eq(jdMatItem.matId, matId));
  const at = new Map<string, number>(JD_MAT_GROUPS.map((g, i) => [g.key, i]));
  return rows.filter((r) => at.has(r.groupKey)).sort((a, b) => (at.get(a.groupKey) as number) - (at.get(b.groupKey) as number));
}

async function presentItems(h: DbOrTx, taskId: number, rows: ItemRow[]): Promise<JdMatItem[]> {
  const files = await filesOf(h, taskId, rows.map((r) => r.annexIds));
  return rows.map((r) => {
    const g = groupOf(r.groupKey);
    const list = files(r.annexIds);
    return {
      id: r.id,
      matId: r.matId,
      groupKey: r.groupKey as JdMatItem['groupKey'],
      label: g?.label ?? r.groupKey,
      required: g?.required ?? false,
      annexIds: list.map((f) => f.id).join(','),
      files: list,
      problem: r.problem,
      remark: r.remark,
      updateTime: r.updateTime.toISOString(),
    };
  });
}

async function presentMat(h: DbOrTx, mat: MatRow, task: JdTaskRow): Promise<JdMat> {
  const [ref] = mat.refSiteId !== null ? await h.select({ code: jdTask.code }).from(jdSite).innerJoin(jdTask, eq(jdTask.id, jdSite.taskId)).where(eq(jdSite.id, mat.refSiteId)) : [];
  return {
    id: mat.id,
    onSiteId: mat.siteId,
    taskId: task.id,
    taskCode: task.code,
    taskStatus: task.status,
    refSiteId: mat.refSiteId,
    refTaskCode: ref?.code ?? null,
    archived: mat.archived,
    archiveTime: iso(mat.archiveTime),
    remark: mat.remark,
    updateTime: mat.updateTime.toISOString(),
    items: await presentItems(h, task.id, await itemsOf(h, mat.id)),
  };
}

async function checklist(h: DbOrTx, mat: MatRow, task: JdTaskRow): Promise<JdMatChecklist> {
  const items = (await presentItems(h, task.id, await itemsOf(h, mat.id))).map((it) => ({
    id: it.id,
    groupKey: it.groupKey,
    label: it.label,
    required: it.required,
    files: it.files,
    problem: it.problem,
    remark: it.remark,
    present: it.files.length > 0,
    missing: it.required && it.files.length === 0,
  }));
  const missing = items.filter((i) => i.missing).map((i) => i.label);
  return { matId: mat.id, onSiteId: mat.siteId, taskId: task.id, archived: mat.archived, archiveTime: iso(mat.archiveTime), complete: missing.length === 0, missing, items };
}

/** The materials by id, with their on-site record and task, when the caller sees the task. */
async function visibleMat(h: DbOrTx, p: Principal, id: number): Promise<{ mat: MatRow; site: JdSiteRow; task: JdTaskRow }> {
  const [mat] = await h.select().from(jdMat).where(eq(jdMat.id, id));
  if (!mat) throw notFound('监督材料');
  return { mat, ...(await siteAs(h, p, mat.siteId, '监督材料')) };
}

/** Inside a write: the task locked and the caller its assigned unit in a writable status; the materials made if missing. */
async function writable(tx: DbOrTx, p: Principal, site: JdSiteRow, seen: JdTaskRow): Promise<{ task: JdTaskRow; mat: MatRow }> {
  const task = await lockTask(tx, seen.id);
  assertTaskUnit(p, task, JD_SITE_WINDOWS.materials);
  return { task, mat: await ensureMat(tx, site) };
}

/** The files of the on-site record's visit photos. */
async function photoFilesOf(h: DbOrTx, siteId: number): Promise<number[]> {
  const rows = await h.select({ annexIds: jdSitePhoto.annexIds }).from(jdSitePhoto).where(eq(jdSitePhoto.siteId, siteId));
  return rows.flatMap((r) => refTokens(r.annexIds).map(Number));
}

/** Every file the materials' items hold now: those stay usable when an item names them again. */
const heldBy = (items: readonly ItemRow[]) => new Set(items.flatMap((i) => refTokens(i.annexIds).map(Number)));

export function registerMatItems(app: FastifyInstance, db: Db): void {
  const access = { access: 'perm', perm: PERMS.jdTask.task } as const;

  route(app, C.onSite, access, async ({ path }, req) => {
    const onSiteId = existing(path.id, '现场监督记录');
    return ok(
      await db.transaction(async (tx) => {
        const { site, task } = await visibleSite(tx, principal(req), onSiteId);
        return presentMat(tx, await ensureMat(tx, site), task);
      }),
    );
  });

  route(app, C.gd, access, async ({ path }, req) => {
    const { mat, task } = await visibleMat(db, principal(req), existing(path.id, '监督材料'));
    return ok(await checklist(db, mat, task));
  });

  route(app, C.getGd, access, async ({ set: params }, req) => {
    const p = principal(req);
    const needGd = isEmpty(params.needGd) ? '0' : String(params.needGd).trim();
    if (needGd !== '0' && needGd !== '1') throw badRequest(JD_MSG.needGd);
    const result = await db.transaction(async (tx) => {
      const { site, task: seen } = await siteOf(tx, p, params);
      if (needGd === '0') return checklist(tx, await ensureMat(tx, site), seen);
      const { task, mat } = await writable(tx, p, site, seen);
      const list = await checklist(tx, mat, task);
      if (list.missing.length) throw badRequest(JD_MSG.nothingToArchive(list.missing.join('、')));
      if (mat.archived) return list;
      const now = new Date();
      const [archived] = await tx.update(jdMat).set({ archived: true, archiveTime: now, updateTime: now }).where(eq(jdMat.id, mat.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'jdMat', mat.id, { archived: true }, req.ip);
      return checklist(tx, archived, task);
    });
    return ok(result, needGd === '1' ? '已归档' : '操作成功!');
  });

  route(app, C.updAnnex, access, async ({ body }, req) => {
    const p = principal(req);
    const onSiteId = existing(body.onSiteId, '现场监督记录');
    if (isEmpty(body.groupKey)) throw badRequest(fieldErrorText(LABEL.groupKey, '请选择'));
    if (!isJdMatGroupKey(body.groupKey)) throw badRequest(JD_MSG.matGroupUnknown(LABEL.groupKey, String(body.groupKey).slice(0, 30)));
    const groupKey = body.groupKey;
    const annexIds = annexIdsParam(body.annexIds, LABEL.annexIds, JD_LIMITS.files);
    const result = await db.transaction(async (tx) => {
      const { site, task: seen } = await visibleSite(tx, p, onSiteId);
      const { task, mat } = await writable(tx, p, site, seen);
      // The visits' photos (the testing unit's among them) are the record's already: 现场照片 files them without a second upload.
      const held = new Set([...heldBy(await itemsOf(tx, mat.id)), ...(await photoFilesOf(tx, site.id))]);
      await assertFilesUsable(tx, p, annexIds, held, LABEL.annexIds);
      const now = new Date();
      const joined = annexIds.join(',') || null;
      await tx.update(jdMatItem).set({ annexIds: joined, updateTime: now }).where(and(eq(jdMatItem.matId, mat.id), eq(jdMatItem.groupKey, groupKey)));
      const [updated] = await tx.update(jdMat).set({ archived: false, archiveTime: null, updateTime: now }).where(eq(jdMat.id, mat.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'jdMatItem', mat.id, { groupKey, annexIds: joined }, req.ip);
      return presentMat(tx, updated, task);
    });
    return ok(result, '操作成功!');
  });

  route(app, C.updItem, access, async ({ path, body }, req) => {
    const p = principal(req);
    const id = existing(path.id, '材料项');
    let problem: number | undefined;
    if (body.problem !== undefined) {
      const raw = typeof body.problem === 'number' ? body.problem : typeof body.problem === 'string' && /^[01]$/.test(body.problem.trim()) ? Number(body.problem.trim()) : NaN;
      if (raw !== PROBLEM.found && raw !== PROBLEM.none) throw badRequest(fieldErrorText(LABEL.problem, `只能是 ${PROBLEM.found}（有问题）或 ${PROBLEM.none}（无问题）`));
      problem = raw;
    }
    const remark = textParam(body.remark, LABEL.remark, 'remark', REMARK_MAX);
    const result = await db.transaction(async (tx) => {
      const [item] = await tx.select().from(jdMatItem).where(eq(jdMatItem.id, id));
      if (!item) throw notFound('材料项');
      const { site, task: seen } = await siteAs(tx, p, item.siteId, '材料项');
      const { task } = await writable(tx, p, site, seen);
      const set: Partial<typeof jdMatItem.$inferInsert> = { updateTime: new Date() };
      if (problem !== undefined) set.problem = problem;
      if (remark !== undefined) set.remark = remark;
      const [updated] = await tx.update(jdMatItem).set(set).where(eq(jdMatItem.id, item.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'jdMatItem', item.id, { problem, remark }, req.ip);
      return (await presentItems(tx, task.id, [updated]))[0];
    });
    return ok(result, '操作成功!');
  });

  route(app, C.update, access, async ({ path, body }, req) => {
    const p = principal(req);
    const id = existing(path.id, '监督材料');
    if (body.remark === undefined) throw badRequest(fieldErrorText(LABEL.remark, '请填写（清空请传空字符串）'));
    const remark = textParam(body.remark, LABEL.remark, 'remark', REMARK_MAX) ?? null;
    const result = await db.transaction(async (tx) => {
      const { mat, site, task: seen } = await visibleMat(tx, p, id);
      const { task } = await writable(tx, p, site, seen);
      const [updated] = await tx.update(jdMat).set({ remark, updateTime: new Date() }).where(eq(jdMat.id, mat.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'jdMat', mat.id, { remark }, req.ip);
      return presentMat(tx, updated, task);
    });
    return ok(result, '操作成功!');
  });

  route(app, C.refSites, access, async ({ path }, req) => {
    const p = principal(req);
    const { site, task } = await visibleSite(db, p, existing(path.id, '现场监督记录'));
    const filesIn = sql<number>`(select count(*)::int from ${jdMatItem} where ${jdMatItem.siteId} = ${jdSite.id} and coalesce(${jdMatItem.annexIds}, '') <> '')`;
    const rows = await db
      .select({ id: jdSite.id, taskId: jdTask.id, taskCode: jdTask.code, year: jdTask.year, startDate: jdTask.startDate, firstVisit: sql<string | null>`(select min(${jdSitePlan.startDate})::text from ${jdSitePlan} where ${jdSitePlan.siteId} = ${jdSite.id})`, filesIn })
      .from(jdSite)
      .innerJoin(jdTask, eq(jdTask.id, jdSite.taskId))
      .where(and(jdTaskScope(p), eq(jdTask.orgId, task.orgId), lt(jdSite.id, site.id), sql`${filesIn} > 0`))
      .orderBy(sql`${jdSite.id} desc`, asc(jdTask.id))
      .limit(100);
    return ok(rows.map((r): JdRefSite => ({ id: r.id, taskId: r.taskId, taskCode: r.taskCode, year: r.year, date: r.firstVisit ?? r.startDate, fileCount: Number(r.filesIn) })));
  });

  route(app, C.setRefSite, access, async ({ set }, req) => {
    const p = principal(req);
    const onSiteId = existing(set.onSiteId, '现场监督记录');
    const result = await db.transaction(async (tx) => {
      const { site, task: seen } = await visibleSite(tx, p, onSiteId);
      const { task, mat } = await writable(tx, p, site, seen);
      const earlier = await visibleTask(tx, p, existing(set.taskId, '监督任务'));
      if (earlier.id === task.id) throw badRequest(JD_MSG.refSiteSelf);
      if (earlier.orgId !== task.orgId) throw badRequest(JD_MSG.refSiteOtherOrg);
      const [refSite] = await tx.select().from(jdSite).where(eq(jdSite.taskId, earlier.id));
      const [refMat] = refSite ? await tx.select().from(jdMat).where(eq(jdMat.siteId, refSite.id)) : [];
      const source = refMat ? (await itemsOf(tx, refMat.id)).filter((i) => refTokens(i.annexIds).length > 0) : [];
      if (!refSite || !source.length) throw badRequest(JD_MSG.refSiteNone);
      const now = new Date();
      const copied: string[] = [];
      for (const item of await itemsOf(tx, mat.id)) {
        const from = source.find((s) => s.groupKey === item.groupKey);
        if (!from || refTokens(item.annexIds).length) continue;
        await tx.update(jdMatItem).set({ annexIds: from.annexIds, updateTime: now }).where(eq(jdMatItem.id, item.id));
        copied.push(item.groupKey);
      }
      const change = copied.length ? { refSiteId: refSite.id, archived: false, archiveTime: null, updateTime: now } : { refSiteId: refSite.id, updateTime: now };
      const [updated] = await tx.update(jdMat).set(change).where(eq(jdMat.id, mat.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'jdMat', mat.id, { refSiteId: refSite.id, copied }, req.ip);
      return presentMat(tx, updated, task);
    });
    return ok(result, '操作成功!');
  });
}
