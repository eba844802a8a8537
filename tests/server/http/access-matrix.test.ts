/**
 * The access matrix: every route × every demo role (and no session) × organisations, generated from
 * the route table (app.routeTable) and the resource registry (server/http/refs.ts), so a route or a
 * resource added tomorrow is covered the day it lands, with nothing written here for it.
 *
 * - Every route declares its access.
 * - A caller without the declared permission is refused (403; 401 without a session) and nothing
 *   changes; a caller with it is never refused by the guard. "Has it" is what the server computes:
 *   the principal's perms (as POST /api/sysuser/cur reports them) through hasPerm / isManagement.
 * - For every resource with an organisation scope, a user of organisation A cannot read, list,
 *   change, delete or reference (in any ref or file field) a record of organisation B of the same
 *   kind, and B's record stays as it was. Hand-written routes under a resource's prefix that take
 *   an id get B's id too.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuery } from '../../../server/http/search';
import { fileResource, fileUrl } from '../../../src/domain/resources/file';
import { RESOURCES } from '../../../src/domain/resources';
import type { FieldDef, ResourceDef } from '../../../src/domain/resource';
import { hasPerm } from '../../../src/domain/roles';
import { SCREEN_TEXT } from '../../../src/domain/screen';
import type { CurrentUser } from '../../../src/domain/account';
import { DEMO_ACCOUNTS } from '../../../server/seed';
import { isManagement, issueToken, type Principal } from '../../../server/http/auth';
import { forbidden } from '../../../server/http/envelope';
import { registeredAs, registeredResources, type RegisteredResource } from '../../../server/http/refs';
import type { Verb } from '../../../server/http/resource';
import type { RouteEntry } from '../../../server/http/routes';
import { actor, startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A one-pixel PNG as the upload call takes it. */
function picture(filename: string): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----accessMatrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An id no seeded table reaches: the shape of a request that names a record. */
const PROBE_ID = 987_654_321;
/** Parameter names hand-written routes take a record's id by. */
const ID_PARAMS = ['id', 'ids', 'userId', 'rid'] as const;
/** What the guard answers a signed-in caller it refuses (auth.ts): anything else is the handler's own answer. */
const GUARD_REFUSALS: ReadonlySet<string> = new Set([forbidden().message, SCREEN_TEXT.managementOnly]);
/** Session bookkeeping a refused request may touch (the auth hook slides a token's expiry). */
const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['sys_token']);
/** The client registry's name of the uploaded files, which file and image fields refer to. */
const FILES = Object.entries(RESOURCES).find(([, e]) => e.def === fileResource)?.[0] as string;

interface Caller {
  readonly name: string;
  /** null: no session. */
  readonly principal: Principal | null;
  readonly token: string | null;
}

let s: TestServer;
let callers: Caller[];
const tally = { pairs: 0, requests: 0, refusals: 0, serverErrors: [] as string[] };
/** What the organisation part could not try, and why -> the callers it concerns (printed for the report). */
const uncovered = new Map<string, Set<string>>();
const notCovered = (what: string, caller?: string) => {
  const callersOf = uncovered.get(what) ?? new Set<string>();
  if (caller) callersOf.add(caller);
  uncovered.set(what, callersOf);
};
/** Hand-written routes that took B's id. */
const handWritten = new Set<string>();

async function send(opts: InjectOptions & { token?: string | null }) {
  const { token, ...rest } = opts;
  const r = await s.call<unknown>({ ...rest, token: token ?? undefined });
  tally.requests++;
  if (r.status >= 500 || r.body.code === 500) tally.serverErrors.push(`${String(opts.method)} ${String(opts.url)} → ${r.status} ${r.body.msg}`);
  return r;
}

const rowsOf = async <T = Row>(q: ReturnType<typeof sql>): Promise<T[]> => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Every table but session bookkeeping, each as a digest of its rows. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    const [{ digest }] = await rowsOf<{ digest: string }>(sql`select md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as digest from ${sql.identifier(name)} t`);
    out[name] = digest;
  }
  return out;
}

const accessOf = (route: RouteEntry) => route.access ?? (route.perm ? 'perm' : 'user');

/** Does the guard let this caller reach the route's handler? The server's own functions decide. */
function allowed(route: RouteEntry, c: Caller): boolean {
  const access = accessOf(route);
  if (access === 'public') return true;
  if (!c.principal) return false;
  if (access === 'screen') return isManagement(c.principal);
  if (access === 'perm') return !route.perm || hasPerm(c.principal.perms, route.perm);
  return true;
}

const mayUse = (c: Caller, perm: string | undefined) => perm !== undefined && c.principal !== null && (perm === 'user' || hasPerm(c.principal.perms, perm));

/** A request of the route's shape: path parameters, and the id parameters in the query (GET, DELETE) or the body. */
function shaped(route: RouteEntry, id: number | string = PROBE_ID, params: readonly string[] = ID_PARAMS): InjectOptions {
  const url = route.url.replace(/:\w+/g, encodeURIComponent(String(id))).replace('*', 'x');
  const values = Object.fromEntries(params.map((p) => [p, String(id)]));
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = new URLSearchParams(values).toString();
    return { method: route.method, url: query ? `${url}?${query}` : url };
  }
  return { method: route.method as InjectOptions['method'], url, payload: values };
}

async function callerOf(username: string): Promise<Caller> {
  const token = await s.signIn(username);
  const cur = await s.call<CurrentUser>({ method: 'POST', url: '/api/sysuser/cur', token });
  const { sysUser, sysOrg, roles, perms } = cur.body.data.info;
  const principal: Principal = {
    id: sysUser.id,
    username: sysUser.username,
    name: sysUser.name,
    orgId: sysUser.orgId,
    orgType: sysOrg?.type ?? null,
    status: sysUser.status,
    roleCodes: roles.map((r) => r.code),
    perms: perms.split(',').filter(Boolean),
  };
  return { name: username, principal, token };
}

beforeAll(async () => {
  s = await startTestServer();
  // A rejected registration cannot sign in; every other demo account is a caller.
  callers = [...(await Promise.all(DEMO_ACCOUNTS.filter((a) => !a.refused).map((a) => callerOf(a.username)))), { name: '(no session)', principal: null, token: null }];
}, 240_000);

afterAll(async () => {
  console.log(
    `access matrix: ${tally.pairs} routes × roles tried, ${tally.requests} requests sent, ${tally.refusals} refusals as expected, 500s: ${tally.serverErrors.length}` +
      `\nhand-written routes given another organisation's id: ${[...handWritten].sort().join(', ')}` +
      (uncovered.size
        ? `\nnot covered:\n  ${[...uncovered]
            .map(([what, who]) => (who.size ? `${what} [${[...who].sort().join(', ')}]` : what))
            .sort()
            .join('\n  ')}`
        : ''),
  );
  await s?.close();
});

describe('declarations', () => {
  it('every route declares its access', () => {
    const routes = s.app.routeTable;
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.access && !r.perm).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routes.filter((r) => !['public', 'user', 'perm', 'screen'].includes(accessOf(r)) || (r.access === 'perm' && !r.perm)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every reference names a registered resource, its value column and filters', () => {
    const defs = new Set<ResourceDef>([...Object.values(RESOURCES).map((e) => e.def), ...registeredResources().map((r) => r.binding.def)]);
    const wrong: string[] = [];
    for (const def of defs) {
      for (const [field, f] of Object.entries(def.fields)) {
        if (!f.ref) continue;
        try {
          const target = registeredAs(f.ref.resource);
          if (!target.columns[f.ref.value ?? 'id']) wrong.push(`${def.name}.${field}: no column ${f.ref.value}`);
          for (const by of Object.keys(f.ref.filterBy ?? {})) if (!target.columns[by]) wrong.push(`${def.name}.${field}: filterBy names no column ${by}`);
          parseQuery(Object.fromEntries(Object.entries(f.ref.where ?? {}).map(([k, v]) => [`search.${k}`, v])), target.binding.def.fields);
        } catch (e) {
          wrong.push(`${def.name}.${field}: ${(e as Error).message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every field a list may search is a column of its table (a presented name is not searchable)', () => {
    const wrong = registeredResources().flatMap(({ binding, columns }) =>
      Object.entries(binding.def.fields)
        .filter(([name, f]) => f.search?.length && !columns[name])
        .map(([name]) => `${binding.def.name}.${name}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('routes × roles', () => {
  it('refuses a caller without the declared permission (401 without a session), and nothing changes', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const route of s.app.routeTable) {
      for (const c of callers) {
        if (allowed(route, c)) continue;
        tally.pairs++;
        const r = await send({ ...shaped(route), token: c.token });
        const expected = c.token ? 403 : 401;
        if (r.body.code === expected) tally.refusals++;
        else wrong.push(`${c.name}: ${route.method} ${route.url} → ${r.body.code} ${r.body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 240_000);
});

/** A user of organisation A, and a user of another organisation of the same kind (B) with the same roles. */
interface OrgPair {
  readonly caller: Caller & { readonly principal: Principal };
  readonly peer: Principal;
}

const firstType = (type: string | null) => (type ?? '').split(',')[0];

/** B for a caller: a seeded user of another organisation of the same kind and roles, or one made for the test. */
async function peerOf(c: Caller & { principal: Principal }): Promise<Principal> {
  const p = c.principal;
  const roles = [...p.roleCodes].sort().join(',');
  const candidates = await rowsOf<{ id: number; username: string; orgId: number; type: string; roles: string }>(sql`
    select u.id, u.username, u.org_id as "orgId", o.type,
      coalesce((select string_agg(r.code, ',' order by r.code) from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = u.id), '') as roles
    from sys_user u join sys_org o on o.id = u.org_id
    where u.org_id <> ${p.orgId} and not u.disabled order by u.id`);
  const seeded = candidates.find((u) => firstType(u.type) === firstType(p.orgType) && u.roles === roles);
  if (seeded) return { ...p, id: seeded.id, username: seeded.username, orgId: seeded.orgId, orgType: seeded.type };
  const made = await actor(s.database.db, `${p.username}_b`, p.orgType ?? '3', p.roleCodes[0]);
  return { ...p, id: made.userId, username: `${p.username}_b`, orgId: made.orgId };
}

/** A row of `r` B sees and A does not (by the binding's own scope), or null. */
async function rowOfB(r: RegisteredResource, pair: OrgPair): Promise<Row | null> {
  const ofB = r.binding.scope?.(pair.peer);
  const ofA = r.binding.scope?.(pair.caller.principal);
  if (!ofA) return null;
  const [row] = (await s.database.db
    .select()
    .from(r.binding.table)
    .where(sql`coalesce(${ofB ?? sql`true`}, true) and not coalesce(${ofA}, false)`)
    .orderBy(r.idColumn)
    .limit(1)) as Row[];
  return row ?? null;
}

/** Rows of `r` A may see, other than the callers themselves (a control must not disable a caller). */
async function rowsOfA(r: RegisteredResource, pair: OrgPair, limit: number): Promise<Row[]> {
  const callerIds = callers.map((c) => c.principal?.id).filter((id): id is number => id !== undefined);
  const notCallers = r.binding.def === RESOURCES.sysuser.def ? sql`not (${r.idColumn} in (${sql.join(callerIds.map((id) => sql`${id}`), sql`, `)}))` : sql`true`;
  return (await s.database.db
    .select()
    .from(r.binding.table)
    .where(sql`coalesce(${r.binding.scope?.(pair.caller.principal) ?? sql`true`}, false) and ${notCallers}`)
    .orderBy(r.idColumn)
    .limit(limit)) as Row[];
}

const storedRow = async (r: RegisteredResource, id: unknown): Promise<Row | null> =>
  ((await s.database.db.select().from(r.binding.table).where(sql`${r.idColumn} = ${id}`)) as Row[])[0] ?? null;
const stored = async (r: RegisteredResource, id: unknown): Promise<string> => JSON.stringify(await storedRow(r, id));

/** The ref and file fields, over every registered resource, that can hold a record of `target`. */
function referencesTo(target: RegisteredResource): { holder: RegisteredResource; field: string; f: FieldDef }[] {
  const out: { holder: RegisteredResource; field: string; f: FieldDef }[] = [];
  for (const holder of registeredResources()) {
    for (const [field, f] of Object.entries(holder.binding.def.fields)) {
      if (f.readOnly) continue;
      const names = f.ref ? f.ref.resource === target.name : (f.type === 'file' || f.type === 'image') && target.name === FILES;
      if (names) out.push({ holder, field, f });
    }
  }
  return out;
}

/** The value a field would hold to name `row`. */
function valueNaming(f: FieldDef, row: Row): unknown {
  const v = row[f.ref?.value ?? 'id'];
  if (f.type === 'file' || f.type === 'image') return f.upload?.store === 'url' ? fileUrl(String(v)) : String(v);
  return f.type === 'int' ? v : String(v);
}

/** Engine routes of a binding ("METHOD url"), to tell the hand-written ones apart. */
function engineRoutes(r: RegisteredResource): Set<string> {
  const { prefix, perms } = r.binding;
  const byVerb: Record<Verb, string[]> = {
    page: [`POST ${prefix}/page`, `POST ${prefix}/export`],
    lst: [`POST ${prefix}/lst`],
    get: [`GET ${prefix}/:id`],
    create: [`PUT ${prefix}`],
    update: [`PUT ${prefix}/:id`],
    delete: [`DELETE ${prefix}`],
  };
  return new Set((Object.keys(perms) as Verb[]).flatMap((v) => byVerb[v]));
}

describe('organisations', () => {
  let pairs: OrgPair[];
  const scoped = () => registeredResources().filter((r) => r.binding.scope);

  beforeAll(async () => {
    const outside = callers.filter((c): c is Caller & { principal: Principal } => c.principal !== null && c.principal.orgId !== null && !isManagement(c.principal));
    pairs = [];
    for (const caller of outside) pairs.push({ caller, peer: await peerOf(caller) });
    // What the seed gives no organisation: its own files and its own posts. Both sides make some
    // where their permissions let them (B's to reach for, A's to try a reference change on).
    for (const { caller, peer } of pairs) {
      for (const side of [caller.principal, peer]) {
        const token = await issueToken(s.database.db, side.id, null);
        const as: Caller = { name: side.username, principal: side, token };
        await send({ method: 'POST', url: '/api/file/upload?type=img', token, ...picture(`${side.username}.png`) });
        if (mayUse(as, RESOURCES.sysposition.perms.add)) await send({ method: 'PUT', url: RESOURCES.sysposition.prefix, token, payload: { code: `P_${side.id}`, name: `${side.username}的岗位` } });
      }
    }
  }, 240_000);

  it("a user of A cannot read, list, change or delete B's record, which stays as it was", async () => {
    const wrong: string[] = [];
    for (const pair of pairs) {
      const c = pair.caller;
      for (const r of scoped()) {
        const row = await rowOfB(r, pair);
        if (!row) {
          if (r.binding.scope?.(c.principal)) notCovered(`${r.binding.prefix}: organisation B has no record`, `${c.name}/${pair.peer.username}`);
          continue;
        }
        const id = row.id as number | string;
        const before = await stored(r, id);
        const { prefix, perms, def } = r.binding;
        const expect404 = async (verb: Verb, opts: InjectOptions) => {
          if (!mayUse(c, perms[verb])) return;
          const res = await send({ ...opts, token: c.token });
          if (res.body.code === 404) tally.refusals++;
          else wrong.push(`${c.name} ${verb} ${prefix} ${id} of ${pair.peer.username} → ${res.body.code} ${res.body.msg}`);
        };
        const expectAbsent = async (verb: 'page' | 'lst') => {
          if (!mayUse(c, perms[verb])) return;
          const byId = def.fields.id?.search?.includes('eq');
          const res = await send({ method: 'POST', url: `${prefix}/${verb}`, token: c.token, payload: byId ? { 'search.id_eq': id } : { 'page.size': 500 } });
          const data = res.body.data as { content?: Row[] } | Row[] | null;
          const list = Array.isArray(data) ? data : (data?.content ?? null);
          if (res.body.code === 200 && list && !list.some((x) => x.id === id)) tally.refusals++;
          else wrong.push(`${c.name} ${verb} ${prefix} by id ${id} of ${pair.peer.username} → ${res.body.code} ${res.body.msg}`);
        };
        await expect404('get', { method: 'GET', url: `${prefix}/${id}` });
        await expectAbsent('page');
        await expectAbsent('lst');
        // The export writes no file to look into here: the operation log counts the rows it wrote.
        if (mayUse(c, perms.page) && def.fields.id?.search?.includes('eq')) {
          const res = await send({ method: 'POST', url: `${prefix}/export`, token: c.token, payload: { 'search.id_eq': id } });
          const [log] = await rowsOf<{ detail: string }>(sql`select detail from sys_log where op = 'EXPORT' and user_id = ${c.principal.id} order by id desc limit 1`);
          if (res.status === 200 && (JSON.parse(log?.detail ?? '{}') as { rows?: number }).rows === 0) tally.refusals++;
          else wrong.push(`${c.name} export ${prefix} by id ${id} of ${pair.peer.username} → ${res.status} ${log?.detail ?? '(no log)'}`);
        }
        await expect404('update', { method: 'PUT', url: `${prefix}/${id}`, payload: {} });
        await expect404('delete', { method: 'DELETE', url: `${prefix}?ids=${id}` });
        if ((await stored(r, id)) !== before) wrong.push(`${prefix} ${id} of ${pair.peer.username} changed after ${c.name}'s calls`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("a user of A cannot name B's record in any ref or file field", async () => {
    const wrong: string[] = [];
    for (const pair of pairs) {
      const c = pair.caller;
      for (const target of scoped()) {
        const row = await rowOfB(target, pair);
        if (!row) continue;
        for (const { holder, field, f } of referencesTo(target)) {
          const where = `${holder.binding.prefix} ${field} → ${target.binding.prefix}`;
          if (!mayUse(c, holder.binding.perms.update)) continue;
          const foreign = valueNaming(f, row);
          // A row of A's the same call accepts with its own value: then a refusal is the reference's.
          let tried = false;
          for (const own of await rowsOfA(holder, pair, 10)) {
            const control = await send({ method: 'PUT', url: `${holder.binding.prefix}/${own.id}`, token: c.token, payload: { [field]: own[field] ?? null } });
            if (control.body.code !== 200) continue;
            tried = true;
            const before = await stored(holder, own.id);
            const res = await send({ method: 'PUT', url: `${holder.binding.prefix}/${own.id}`, token: c.token, payload: { [field]: foreign } });
            const after = await storedRow(holder, own.id);
            const refusedNamingField = res.body.code === 400 && res.body.msg.startsWith(`${f.label}：`) && (await stored(holder, own.id)) === before;
            // A field this caller may not change (the owner organisation) is ignored: no reference is made either.
            const ignored = res.body.code === 200 && JSON.stringify(after?.[field]) === JSON.stringify(own[field]);
            if (refusedNamingField || ignored) tally.refusals++;
            else wrong.push(`${c.name}: ${where} = ${String(foreign)} (B: ${pair.peer.username}) → ${res.body.code} ${res.body.msg}`);
            break;
          }
          if (!tried) notCovered(`${where}: no record of A's that this call accepts unchanged`, c.name);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("hand-written routes under a resource's prefix refuse B's id, and B's record stays as it was", async () => {
    const wrong: string[] = [];
    const engine = new Set(registeredResources().flatMap((r) => [...engineRoutes(r)]));
    const ownerOf = (route: RouteEntry) =>
      registeredResources()
        .filter((r) => route.url.startsWith(`${r.binding.prefix}/`))
        .sort((a, b) => b.binding.prefix.length - a.binding.prefix.length)[0];
    for (const route of s.app.routeTable) {
      if (engine.has(`${route.method} ${route.url}`)) continue;
      const owner = ownerOf(route);
      if (!owner) {
        if (route.url.includes(':') && accessOf(route) !== 'public') notCovered(`${route.method} ${route.url}: not under a resource's prefix, so whose id it takes is unknown`);
        continue;
      }
      if (!owner.binding.scope) continue; // a resource without an organisation scope: every caller sees the same rows
      for (const pair of pairs) {
        const c = pair.caller;
        if (!allowed(route, c)) continue;
        const row = await rowOfB(owner, pair);
        const [own] = await rowsOfA(owner, pair, 1);
        if (!row || !own) continue;
        const bare = await send({ ...shaped(route, PROBE_ID, []), token: c.token });
        if (bare.body.code === 200 && !route.url.includes(':')) {
          notCovered(`${route.method} ${route.url}: answers without an id (what it filters by is not known here)`, c.name);
          continue;
        }
        const control = await send({ ...shaped(route, own.id as number), token: c.token });
        if (control.body.code !== 200) {
          notCovered(`${route.method} ${route.url}: needs more than an id (with A's own id: ${control.body.code} ${control.body.msg})`, c.name);
          continue;
        }
        const before = await stored(owner, row.id);
        const res = await send({ ...shaped(route, row.id as number), token: c.token });
        handWritten.add(`${route.method} ${route.url}`);
        if (res.body.code !== 200 && (await stored(owner, row.id)) === before) tally.refusals++;
        else wrong.push(`${c.name}: ${route.method} ${route.url} with ${owner.binding.prefix} ${String(row.id)} of ${pair.peer.username} → ${res.body.code} ${res.body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});

describe('routes × roles, allowed', () => {
  // Last: these reach the handlers, whose answers may change the caller's own data.
  it('never refuses a caller the declared permission lets in', async () => {
    const wrong: string[] = [];
    for (const route of s.app.routeTable) {
      for (const c of callers) {
        if (!allowed(route, c)) continue;
        tally.pairs++;
        // A public call may end the session (sign-out): it gets a session of its own.
        const token = accessOf(route) === 'public' && c.principal ? await issueToken(s.database.db, c.principal.id, null) : c.token;
        const r = await send({ ...shaped(route), token });
        if (r.body.code === 401 || (r.body.code === 403 && GUARD_REFUSALS.has(r.body.msg))) wrong.push(`${c.name}: ${route.method} ${route.url} → ${r.body.code} ${r.body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('answered every request without a 500', () => {
    expect(tally.serverErrors).toEqual([]);
  });
});
