/**
 * The journey bar contract, on the seeded demo world: for every demo account and the open records
 * of every registered flow it can see (a few of each status), every link the flow call and the 待办
 * give it leads somewhere it can go.
 *
 * - every `blockedBy[].page` that is not null and every `work[].page` is a page of the account's
 *   menu (the catalogue pages granted to its roles), whose layout shows a record of the flow by
 *   `?id=` (a record-view of that flow bound to the `id` variable), opened with this record's id;
 *   and where a widget is the card of that work (`works: ['evaluation.meeting']`), the page holds it;
 * - every 待办 item's route (all pages of the list) is a page of the account's menu, and a flow
 *   item's page shows the flow's records by `?id=`;
 * - an account whose status it is (it fits the status's next actor) and that has a move there with
 *   nothing blocking it finds the record in its 待办, and every 待办 flow item is answered with a
 *   move or a piece of work for the account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, rolesOf } from '../../../src/domain/menuCatalogue';
import type { TodoItem, TodoList } from '../../../src/domain/todo';
import { RESOURCES, type ResourceEntry, type ResourceName } from '../../../src/domain/resources';
import { fitsActor, isEndStatus } from '../../../src/domain/workflows/engine';
import type { FlowBlock, FlowWork } from '../../../src/domain/workflows/journey';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../server/db/schema';
import type { Principal } from '../../../server/http/auth';
import { relationsOf, type FlowBinding } from '../../../server/http/workflow';
import { startTestServer, type TestServer } from '../harness';

/** One of every kind of demo account: management, its application and certificate officers, each institution's administrator and user, the enterprise's. */
const ACCOUNTS = ['admin', 'manager', 'mng_app', 'mng_cert', 'evaluator', 'pj1_u01', 'jd1_admin', 'inspector', 'jc1_admin', 'tester', 'enterprise', 'staff'] as const;
/** Records read per flow and status for each account: every status present is covered. */
const PER_STATUS = 2;
/** 待办 flow items checked against the flow call per flow and status for each account. */
const TODO_PER_STATUS = 2;

interface FlowAnswer {
  readonly status: number;
  readonly actions: readonly { action: string; label: string; danger: boolean; blockedBy: readonly FlowBlock[] }[];
  readonly work: readonly FlowWork[];
}

interface Account {
  readonly username: string;
  readonly token: string;
  readonly principal: Principal;
  /** The paths of the catalogue pages its roles are granted. */
  readonly menu: ReadonlySet<string>;
}

const root = path.resolve(__dirname, '../../..');

/** The flows whose records a page shows by `?id=` (a record-view bound to the `id` variable), by path. */
function pagesShowing(): Map<string, { flows: Set<string>; widgets: Set<string> }> {
  const out = new Map<string, { flows: Set<string>; widgets: Set<string> }>();
  const dir = path.join(root, 'src/layouts');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const layout = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { widgets?: Record<string, { type: string; props?: { resource?: string; flow?: string; idVar?: string } }> };
    const flows = new Set<string>();
    const widgets = new Set<string>();
    for (const w of Object.values(layout.widgets ?? {})) {
      widgets.add(w.type);
      // A record page's flow is its own if it names one, else its resource's declared flow.
      const resource = w.props?.resource;
      const flow = w.props?.flow || (resource && Object.prototype.hasOwnProperty.call(RESOURCES, resource) ? (RESOURCES[resource as ResourceName] as ResourceEntry).flow?.key : undefined);
      if (w.type === 'record-view' && flow && (w.props?.idVar ?? 'id') === 'id') flows.add(flow);
    }
    out.set(`/views/${file.slice(0, -'.json'.length)}`, { flows, widgets });
  }
  return out;
}

/** The widgets that are a work's card (`works: ['evaluation.meeting']` in their manifest), by `<flow>.<work>`. */
function workCards(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const dir = path.join(root, 'widgets');
  for (const type of fs.readdirSync(dir)) {
    const file = path.join(dir, type, 'index.ts');
    if (!fs.existsSync(file)) continue;
    const works = /works:\s*\[([^\]]*)\]/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    for (const key of works?.match(/'[^']+'/g) ?? []) {
      const k = key.slice(1, -1);
      out.set(k, new Set([...(out.get(k) ?? []), type]));
    }
  }
  return out;
}

const pathOf = (link: string) => link.split('?')[0];
const idOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '').get('id');

let s: TestServer;
const accounts: Account[] = [];
const pages = pagesShowing();
const cards = workCards();

async function principalOf(username: string): Promise<Principal> {
  const db = s.database.db;
  const [u] = await db.select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgId: sysUser.orgId, status: sysUser.status, orgType: sysOrg.type }).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(eq(sysUser.username, username));
  const roles = await db.select({ code: sysRole.code }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId)).where(eq(sysUserRole.userId, u.id));
  const roleCodes = roles.map((r) => r.code);
  const opts = await db
    .selectDistinct({ opts: sysMenu.opts })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(eq(sysUserRole.userId, u.id), isNotNull(sysMenu.opts)));
  const perms = roleCodes.includes('R_SYS_ADMIN') ? ['*'] : [...new Set(opts.flatMap((o) => (o.opts ?? '').split(',').map((x) => x.trim()).filter(Boolean)))];
  return { ...u, roleCodes, perms };
}

function menuOf(roles: readonly string[]): Set<string> {
  return new Set(MENU_CATALOGUE.flatMap((g) => g.pages).filter((p) => rolesOf(p).some((r) => roles.includes(r))).map((p) => p.path));
}

/** The account's whole 待办 (every page of it). */
async function todoOf(a: Account): Promise<TodoItem[]> {
  const items: TodoItem[] = [];
  for (let pn = 1; ; pn++) {
    const r = await s.call<TodoList>({ method: 'POST', url: `/api/index/todoTaskList/all?size=100&pn=${pn}`, token: a.token });
    expect(r.body.code, `${a.username} 待办`).toBe(200);
    items.push(...r.body.data.items);
    if (r.body.data.items.length < 100) return items;
  }
}

/** A few records of each open status of a flow that the account sees. */
async function openRecords(b: FlowBinding, p: Principal): Promise<{ id: number; status: number }[]> {
  const cols = b.table as unknown as Record<string, AnyPgColumn>;
  const statusCol = cols[b.statusColumn];
  const statuses = [...new Set(b.def.transitions.flatMap((t) => t.from))].filter((st) => !isEndStatus(b.def, st));
  const ranked = s.database.db
    .select({ id: cols.id, status: statusCol, k: sql<number>`row_number() over (partition by ${statusCol} order by ${cols.id})`.as('k') })
    .from(b.table)
    .where(and(b.scope(p), inArray(statusCol, statuses)))
    .as('ranked');
  const rows = await s.database.db.select({ id: ranked.id, status: ranked.status }).from(ranked).where(sql`${ranked.k} <= ${PER_STATUS}`);
  return rows.map((r) => ({ id: Number(r.id), status: Number(r.status) }));
}

const flowOf = (b: FlowBinding, a: Account, id: number) => s.call<FlowAnswer>({ method: 'GET', url: `${b.def.path}/flow?id=${id}`, token: a.token });

/** What is wrong with a link the flow call gives for a record of flow `flow` (null: nothing). */
async function linkProblem(a: Account, flow: string, id: number, link: string, work: string | null): Promise<string | null> {
  const page = pathOf(link);
  if (!a.menu.has(page)) return `${page} is not in the menu`;
  const shows = pages.get(page);
  if (!shows) return `${page} has no layout`;
  const target = idOf(link);
  if (target === null) return `${link} names no record`;
  // A page of the flow's own records opens this one; a page of another flow's records (the certificates of an evaluation) opens one of those.
  if (shows.flows.has(flow) && target !== String(id)) return `${link} opens another record than ${id}`;
  if (!shows.flows.size) return `${page} shows no record by ?id=`;
  if (!shows.flows.has(flow)) {
    const other = s.app.flows.all().filter((f) => shows.flows.has(f.def.key));
    const seen = await Promise.all(other.map(async (f) => (await flowOf(f, a, Number(target))).body.code === 200));
    if (!seen.some(Boolean)) return `${link}: no ${[...shows.flows].join('/')} record ${target} the account sees`;
  }
  if (work) {
    const holders = cards.get(`${flow}.${work}`);
    if (holders && ![...holders].some((w) => shows.widgets.has(w))) return `${page} lacks the card of ${work} (${[...holders].join(', ')})`;
  }
  return null;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const username of ACCOUNTS) {
    const principal = await principalOf(username);
    accounts.push({ username, token: await s.signIn(username), principal, menu: menuOf(principal.roleCodes) });
  }
});
afterAll(async () => {
  await s?.close();
});

describe('the journey bar contract on the demo world', () => {
  it('gives every account links into its own menu, and a 待办 that matches the moves it has', async () => {
    const problems: string[] = [];
    const coveredStatuses = new Map<string, Set<number>>();
    for (const a of accounts) {
      const todo = await todoOf(a);
      for (const item of todo) {
        if (!a.menu.has(pathOf(item.route))) problems.push(`${a.username} 待办 ${item.id} opens ${item.route}, not in the menu`);
        if (item.type === 'flow' && item.group && !pages.get(pathOf(item.route))?.flows.has(item.group)) problems.push(`${a.username} 待办 ${item.id} opens ${item.route}, which does not show ${item.group} records by ?id=`);
      }
      const inTodo = new Set(todo.filter((i) => i.type === 'flow').map((i) => i.id));
      for (const b of s.app.flows.all()) {
        const flow = b.def.key;
        const covered = coveredStatuses.get(flow) ?? new Set<number>();
        coveredStatuses.set(flow, covered);
        for (const rec of await openRecords(b, a.principal)) {
          const r = await flowOf(b, a, rec.id);
          const where = `${a.username} ${flow}#${rec.id} (status ${rec.status})`;
          if (r.body.code === 403) continue; // the flow's records are not the account's business (no permission for the list)
          if (r.body.code !== 200) {
            problems.push(`${where}: flow call answered ${r.body.code} ${r.body.msg}`);
            continue;
          }
          covered.add(rec.status);
          const answer = r.body.data;
          for (const act of answer.actions)
            for (const blk of act.blockedBy) {
              const bad = blk.page === null ? null : await linkProblem(a, flow, rec.id, blk.page, blk.work);
              if (bad) problems.push(`${where} ${act.label} blocked (${blk.text}): ${bad}`);
            }
          for (const w of answer.work) {
            const bad = w.page === null ? null : await linkProblem(a, flow, rec.id, w.page, w.key);
            if (bad) problems.push(`${where} work ${w.label}: ${bad}`);
          }
          const next = b.def.nextActor[rec.status];
          const mine = !!next && fitsActor(next, { roles: a.principal.roleCodes, relations: relationsOf(b.def, a.principal, (await rowOf(b, rec.id)) as Record<string, unknown>) });
          const free = answer.actions.filter((x) => !x.danger && !x.blockedBy.length);
          if (mine && free.length && !inTodo.has(`flow-${flow}-${rec.id}`)) problems.push(`${where}: may ${free.map((x) => x.label).join('/')} now, but it is not in the 待办`);
        }
      }
      // The reverse: a few 待办 items of each flow and status, each answered with something to do.
      const sampled = new Map<string, number>();
      for (const item of todo.filter((i) => i.type === 'flow')) {
        const key = `${item.group}:${item.status}`;
        if ((sampled.get(key) ?? 0) >= TODO_PER_STATUS) continue;
        sampled.set(key, (sampled.get(key) ?? 0) + 1);
        const b = s.app.flows.all().find((f) => f.def.key === item.group) as FlowBinding;
        const id = Number(idOf(item.route));
        const r = await flowOf(b, a, id);
        if (r.body.code !== 200) {
          problems.push(`${a.username} 待办 ${item.id}: flow call answered ${r.body.code} ${r.body.msg}`);
          continue;
        }
        // A party that moves nothing in the flow (the testing unit) is answered with its work instead.
        if (!r.body.data.actions.length && !r.body.data.work.length) problems.push(`${a.username} 待办 ${item.id}: the flow call offers no move and no work`);
      }
    }
    // Every flow's open statuses of the demo world were read by someone.
    for (const b of s.app.flows.all()) {
      const cols = b.table as unknown as Record<string, AnyPgColumn>;
      const present = await s.database.db.selectDistinct({ status: cols[b.statusColumn] }).from(b.table);
      const missing = present.map((r) => Number(r.status)).filter((st) => !isEndStatus(b.def, st) && !coveredStatuses.get(b.def.key)?.has(st));
      if (missing.length) problems.push(`${b.def.key}: statuses ${missing.join(', ')} read by no account`);
    }
    expect(problems).toEqual([]);
  });
});

async function rowOf(b: FlowBinding, id: number): Promise<unknown> {
  const cols = b.table as unknown as Record<string, AnyPgColumn>;
  const [row] = await s.database.db.select().from(b.table).where(eq(cols.id, id));
  return row;
}
