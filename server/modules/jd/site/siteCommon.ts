/**
 * What the on-site work's routes share (site.ts, siteRecords.ts, sitePhoto.ts, report.ts,
 * docReview.ts): the permission they declare, the definition check of a body, the writer's check (the
 * supervision unit assigned to the task, in the statuses a record is written in, on the locked task
 * row), the task's products and places, how visits and files are answered, and the enterprise's
 * previous supervision. Every read goes through ../shared/scope.ts, so a record of a task the caller cannot
 * see is a 404 like a missing one.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { codeLabel, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { fieldErrorText, refTokens, validateRecord, type ResourceDef } from '../../../../src/domain/resource';
import { jdFileUrl } from '../materials/matCommon';
import type { DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdPlan, jdProd, jdRecord, jdSite, jdSitePlan, jdTask, proCategory, sysOrg, zpCert, zpPlace, zpProduct } from '../../../db/schema';
import type { Principal } from '../../../http/auth';
import { badRequest } from '../../../http/envelope';
import type { JdTaskFacts } from '../shared/documents';
import { assertTaskUnit, visibleSite, visibleSitePlan, type JdSitePlanRow, type JdSiteRow, type JdTaskRow } from '../shared/scope';

export type Row = Record<string, unknown>;

/** Every call of the on-site work: whoever works on supervision tasks (management, the units, the enterprise); the rows decide the rest. */
export const jdSiteAccess = { access: 'perm', perm: PERMS.jdTask.task } as const;

const S = JD_TASK_STATUS;
/** From the unit's acceptance until management concludes: the on-site record exists (made on first ask where it is missing). */
export const JD_SITE_OPEN: readonly number[] = [S.confirmUnit, S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report];


/** The body checked by a definition (a 400 naming the field otherwise). */
export function checked(def: ResourceDef, body: unknown, mode: 'create' | 'update'): Row {
  const r = validateRecord(def, body, mode);
  if (!r.ok) throw badRequest(fieldErrorText(r.error));
  return r.value;
}

/** The largest id a serial column holds: a bigger one names nothing. */
const MAX_ID = 2_147_483_647;
export const inIdRange = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

/** The task row locked for the rest of the transaction, so a write and a move of the flow are judged one after the other. */
async function lockTask(tx: DbOrTx, id: number): Promise<JdTaskRow> {
  const [task] = await tx.select().from(jdTask).where(eq(jdTask.id, id)).for('update');
  return task;
}

/** An on-site record the caller may write now: its task seen, locked, and the caller the assigned unit in one of `statuses`. */
export async function writableSite(tx: DbOrTx, p: Principal, raw: unknown, statuses: readonly number[]): Promise<{ site: JdSiteRow; task: JdTaskRow }> {
  const { site, task: seen } = await visibleSite(tx, p, raw);
  const task = await lockTask(tx, seen.id);
  assertTaskUnit(p, task, statuses);
  return { site, task };
}

/** A visit the caller may write now (see writableSite). */
export async function writableVisit(tx: DbOrTx, p: Principal, raw: unknown, statuses: readonly number[]): Promise<{ plan: JdSitePlanRow; site: JdSiteRow; task: JdTaskRow }> {
  const { plan: seen, site, task: seenTask } = await visibleSitePlan(tx, p, raw);
  const task = await lockTask(tx, seenTask.id);
  assertTaskUnit(p, task, statuses);
  // The visit as it is now that its task is locked (the sub-flow's moves lock the task's visits after it).
  const [plan] = await tx.select().from(jdSitePlan).where(eq(jdSitePlan.id, seen.id));
  return { plan, site, task };
}

/** A task's on-site record, made (with the task's team) where an older task has none. */
export async function ensureSite(tx: DbOrTx, task: JdTaskRow): Promise<JdSiteRow> {
  await tx.insert(jdSite).values({ taskId: task.id, leaderName: task.leaderName, memberNames: task.memberNames }).onConflictDoNothing({ target: jdSite.taskId });
  const [site] = await tx.select().from(jdSite).where(eq(jdSite.taskId, task.id));
  return site;
}

/** A product of a task, as the visits and documents show it. */
export interface JdTaskProduct {
  readonly prodId: number;
  readonly recordId: number;
  readonly certId: number;
  readonly certNo: string | null;
  readonly productId: number;
  readonly productName: string;
  readonly spec: string | null;
  readonly brand: string | null;
  readonly categoryId: number | null;
  readonly categoryName: string | null;
  readonly sampling: boolean;
  /** The places making it. */
  readonly placeIds: number[];
  readonly placeNames: string;
  readonly jdOpinion: number;
  readonly testOpinion: number;
  readonly recordStatus: number;
  /** The unit's remark on its opinion. */
  readonly remark: string | null;
}

/** The places a product is made at (its list, or its one place). */
export const placesOf = (p: { placeId: number | null; placeIds: string | null }): number[] => refTokens(p.placeIds ?? (p.placeId ? String(p.placeId) : '')).map(Number);

/** The places by id. */
export async function placesById(h: DbOrTx, ids: readonly number[]): Promise<Map<number, typeof zpPlace.$inferSelect>> {
  const wanted = [...new Set(ids)].filter(inIdRange);
  const rows = wanted.length ? await h.select().from(zpPlace).where(inArray(zpPlace.id, wanted)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** A task's products (its records), in order, with certificate, category and places. */
export async function taskProducts(h: DbOrTx, taskId: number): Promise<JdTaskProduct[]> {
  const rows = await h
    .select({
      prodId: jdRecord.prodId,
      recordId: jdRecord.id,
      certId: jdRecord.certId,
      certNo: zpCert.certNo,
      productId: jdRecord.productId,
      productName: zpProduct.name,
      spec: zpProduct.spec,
      brand: zpProduct.brand,
      categoryId: zpProduct.categoryId,
      categoryName: proCategory.name,
      sampling: jdProd.sampling,
      placeId: zpProduct.placeId,
      placeIds: zpProduct.placeIds,
      jdOpinion: jdRecord.jdOpinion,
      testOpinion: jdRecord.testOpinion,
      recordStatus: jdRecord.status,
      remark: jdRecord.remark,
    })
    .from(jdRecord)
    .innerJoin(zpProduct, eq(zpProduct.id, jdRecord.productId))
    .leftJoin(jdProd, eq(jdProd.id, jdRecord.prodId))
    .leftJoin(zpCert, eq(zpCert.id, jdRecord.certId))
    .leftJoin(proCategory, eq(proCategory.id, zpProduct.categoryId))
    .where(eq(jdRecord.taskId, taskId))
    .orderBy(jdRecord.id);
  const places = await placesById(h, rows.flatMap((r) => placesOf(r)));
  return rows.map(({ placeId, placeIds, sampling, ...r }) => {
    const ids = placesOf({ placeId, placeIds });
    return { ...r, sampling: sampling ?? false, placeIds: ids, placeNames: ids.map((id) => places.get(id)?.name).filter(Boolean).join('、') };
  });
}

/** A file as the calls answer it: its name and the address everyone who sees the task downloads it at. */
export interface JdSiteFile {
  readonly id: number;
  readonly name: string;
  readonly ext: string;
  readonly size: number;
  readonly url: string;
}

/** The files named by `ids` that exist, in that order, each with the address its task's files download at (jdFileUrl). */
export async function siteFiles(h: DbOrTx, siteId: number, ids: readonly (number | string | null)[]): Promise<JdSiteFile[]> {
  const wanted = [...new Set(ids.flatMap((v) => refTokens(v ?? '').map(Number)))].filter(inIdRange);
  if (!wanted.length) return [];
  const [[site], rows] = await Promise.all([
    h.select({ taskId: jdSite.taskId }).from(jdSite).where(eq(jdSite.id, siteId)),
    h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, ext: fileBaseInfo.ext, size: fileBaseInfo.size }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, wanted)),
  ]);
  const byId = new Map(rows.map((f) => [f.id, f]));
  return wanted.flatMap((id) => {
    const f = byId.get(id);
    return f && site ? [{ ...f, url: jdFileUrl(site.taskId, f.id) }] : [];
  });
}

/** One generated document (or null). */
export const siteFile = async (h: DbOrTx, siteId: number, id: number | null): Promise<JdSiteFile | null> => (id ? ((await siteFiles(h, siteId, [id]))[0] ?? null) : null);

/**
 * Files a record holds: the caller's organisation's own uploads, of `exts` where given; answered as
 * stored (unique, in order), null for none. `msg` names the refusals.
 */
export async function ownFiles(h: DbOrTx, p: Principal, annexIds: unknown, exts: readonly string[] | null, msg: { notOwn: string; badType: string }): Promise<string | null> {
  const ids = [...new Set(refTokens(annexIds).map(Number))];
  if (!ids.length) return null;
  if (ids.some((id) => !inIdRange(id)) || p.orgId === null) throw badRequest(msg.notOwn);
  const files = await h.select({ id: fileBaseInfo.id, orgId: fileBaseInfo.orgId, ext: fileBaseInfo.ext }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids));
  if (files.length !== ids.length || files.some((f) => f.orgId !== p.orgId)) throw badRequest(msg.notOwn);
  if (exts && files.some((f) => !exts.includes(f.ext.toLowerCase()))) throw badRequest(msg.badType);
  return ids.join(',');
}

/** Visits as the calls answer them: the on-site record's id, the place's name and address, the products' names, the picture document. */
export async function presentVisits(h: DbOrTx, rows: readonly JdSitePlanRow[]): Promise<Row[]> {
  const places = await placesById(h, rows.map((r) => r.placeId));
  const productIds = [...new Set(rows.flatMap((r) => refTokens(r.productIds).map(Number)))].filter(inIdRange);
  const products = productIds.length ? await h.select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, productIds)) : [];
  const productName = new Map(products.map((p) => [p.id, p.name]));
  return Promise.all(
    rows.map(async ({ siteId, ...r }) => ({
      ...r,
      onSiteId: siteId,
      placeName: places.get(r.placeId)?.name ?? null,
      address: places.get(r.placeId)?.address ?? null,
      productNames: refTokens(r.productIds).map((id) => productName.get(Number(id))).filter(Boolean).join('、') || null,
      picture: await siteFile(h, siteId, r.pictureFileId),
    })),
  );
}

/** The on-site record as the calls answer it: the task's code and the documents generated from it. */
export async function presentSite(h: DbOrTx, site: JdSiteRow, task: Pick<JdTaskRow, 'code' | 'status'>): Promise<Row> {
  return {
    ...site,
    taskCode: task.code,
    taskStatus: task.status,
    taskBook: await siteFile(h, site.id, site.taskBookFileId),
    nonComBook: await siteFile(h, site.id, site.nonComBookFileId),
  };
}

/**
 * The enterprise's previous supervision: its latest task before this one (by creation order) that
 * has an on-site record, with that record's id; null when there is none.
 */
export async function previousSupervision(h: DbOrTx, task: JdTaskRow): Promise<{ task: JdTaskRow; siteId: number } | null> {
  const [row] = await h
    .select({ task: jdTask, siteId: jdSite.id })
    .from(jdTask)
    .innerJoin(jdSite, eq(jdSite.taskId, jdTask.id))
    .where(and(eq(jdTask.orgId, task.orgId), lt(jdTask.id, task.id)))
    .orderBy(desc(jdTask.id))
    .limit(1);
  return row ?? null;
}

/** A date range as one text (one day, or from … to …). */
export const dateRange = (start: string | null, end: string | null): string => (!start && !end ? '—' : start === end || !end ? String(start) : !start ? end : `${start} 至 ${end}`);

/** Names of organisations by id. */
export async function orgNames(h: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await h.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The head every document of the task shares: the task, the enterprise, the units, the team. */
export async function taskFacts(h: DbOrTx, task: JdTaskRow, site: Pick<JdSiteRow, 'leaderName' | 'memberNames'>): Promise<JdTaskFacts> {
  const [plan] = task.planId !== null ? await h.select({ name: jdPlan.name }).from(jdPlan).where(eq(jdPlan.id, task.planId)) : [];
  const [org] = await h.select({ name: sysOrg.name, address: sysOrg.address }).from(sysOrg).where(eq(sysOrg.id, task.orgId));
  const units = await orgNames(h, [task.unitId, task.testUnitId]);
  return {
    code: task.code,
    planName: plan?.name ?? '',
    orgName: org?.name ?? '',
    orgAddress: org?.address ?? '',
    unitName: task.unitId !== null ? (units.get(task.unitId) ?? '') : '',
    testUnitName: task.testUnitId !== null ? (units.get(task.testUnitId) ?? '') : '',
    jdType: codeLabel('jdType', task.jdType),
    methods: codeLabel('jdMethod', task.methods),
    period: dateRange(task.startDate, task.endDate),
    leaderName: site.leaderName ?? task.leaderName ?? '',
    memberNames: site.memberNames ?? task.memberNames ?? '',
  };
}
