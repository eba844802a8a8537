/**
 * What the supervision lists show beside the ids they store: organisation, plan and task names,
 * and the products of a task (one lookup per kind for a whole page of rows); and Excel replies.
 */
import { asc, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FieldDef } from '../../../../src/domain/resource';
import type { DbOrTx } from '../../../db/client';
import { jdPlan, jdRecord, jdTask, sysOrg, zpPlace } from '../../../db/schema';
import { XLSX_TYPE } from '../../../http/export';

type Row = Record<string, unknown>;

/** The distinct numeric values of `keys` over the rows. */
export const idsOf = (rows: readonly Row[], ...keys: string[]): number[] => [...new Set(rows.flatMap((r) => keys.map((k) => r[k])).filter((v): v is number => typeof v === 'number'))];

export async function orgNames(h: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await h.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function planNames(h: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await h.select({ id: jdPlan.id, name: jdPlan.name }).from(jdPlan).where(inArray(jdPlan.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function taskCodes(h: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await h.select({ id: jdTask.id, code: jdTask.code }).from(jdTask).where(inArray(jdTask.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The products of each task (its records), joined for a list: 鹏城绿源菠菜、牛腱子. */
export async function taskProductNames(h: DbOrTx, taskIds: readonly number[]): Promise<Map<number, string>> {
  if (!taskIds.length) return new Map();
  const rows = await h.select({ taskId: jdRecord.taskId, name: jdRecord.productName }).from(jdRecord).where(inArray(jdRecord.taskId, [...taskIds])).orderBy(asc(jdRecord.id));
  const out = new Map<number, string[]>();
  for (const r of rows) if (r.name) out.set(r.taskId, [...(out.get(r.taskId) ?? []), r.name]);
  return new Map([...out].map(([id, names]) => [id, names.join('、')]));
}

/** At most three product names, then how many more: a title stays one line. */
function fewNames(names: string | undefined): string {
  const all = (names ?? '').split('、').filter(Boolean);
  return all.length > 3 ? `${all.slice(0, 3).join('、')}等${all.length}个产品` : all.join('、');
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((x) => x && x.trim()).join(' ');

/**
 * What messages, 待办 and 已办 call supervision records (FlowBinding.titlesOf): the enterprise and
 * the products people know, with the task's code to tell two tasks apart; a visit by its place.
 */
export async function taskTitles(h: DbOrTx, rows: readonly Row[]): Promise<string[]> {
  const [orgs, products] = await Promise.all([orgNames(h, idsOf(rows, 'orgId')), taskProductNames(h, idsOf(rows, 'id'))]);
  return rows.map((r) => joined(orgs.get(r.orgId as number), fewNames(products.get(r.id as number)), String(r.code)));
}

export async function visitTitles(h: DbOrTx, rows: readonly Row[]): Promise<string[]> {
  const placeIds = idsOf(rows, 'placeId');
  const [orgs, codes, places] = await Promise.all([
    orgNames(h, idsOf(rows, 'orgId')),
    taskCodes(h, idsOf(rows, 'taskId')),
    placeIds.length ? h.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : Promise.resolve([]),
  ]);
  const placeName = new Map(places.map((p) => [p.id, p.name]));
  return rows.map((r) => joined(orgs.get(r.orgId as number), placeName.get(r.placeId as number), codes.get(r.taskId as number)));
}

/** A rectification or an exit: the enterprise and the product. */
export async function productTitles(h: DbOrTx, rows: readonly Row[]): Promise<string[]> {
  const orgs = await orgNames(h, idsOf(rows, 'orgId'));
  return rows.map((r) => joined(orgs.get(r.orgId as number), r.productName as string | null) || `#${String(r.id)}`);
}

/** Records with the task's code and the enterprise's name. */
export async function presentRecords(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const [codes, orgs] = await Promise.all([taskCodes(h, idsOf(rows, 'taskId')), orgNames(h, idsOf(rows, 'orgId'))]);
  return rows.map((r) => ({ ...r, taskCode: codes.get(r.taskId as number) ?? null, orgName: orgs.get(r.orgId as number) ?? null }));
}

/** An .xlsx reply named `name`. */
export function sendXlsx(reply: FastifyReply, name: string, file: Buffer): FastifyReply {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(file);
}

/** The listed fields of a definition (and any extra ones), as an export's columns. */
export const exportFields = (fields: Readonly<Record<string, FieldDef>>, extra: Readonly<Record<string, FieldDef>> = {}): [string, FieldDef][] =>
  Object.entries({ ...fields, ...extra }).filter(([, f]) => f.column !== false);
