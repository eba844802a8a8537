/**
 * Who is calling: tokens (random, stored hashed, 2 hours idle expiry, rotated through the
 * `X-Token` response header once an hour of use) and the permission check each route declares.
 *
 * Routes declare access in `config`: `{ access: 'public' }` for the sign-in calls, `{ access:
 * 'user' }` for any signed-in user, or `{ access: 'perm', perm: 'sys:user:list' }`. A user's
 * permissions are the `opts` of the menus granted to their roles; R_SYS_ADMIN holds '*'.
 *
 * `{ access: 'screen' }` marks the big screen's read calls (src/domain/screen.ts): a management
 * user (src/domain/roles.ts isManagement), or a display link's token (header X-Screen-Token or
 * query `k`), which is good for those calls only: any other non-public call with a link token and
 * no session is refused (401).
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPerm, isManagement, PERM_ALL } from '../../src/domain/roles';
import { SCREEN_TEXT, SCREEN_TOKEN_HEADER, SCREEN_TOKEN_QUERY } from '../../src/domain/screen';
import type { Db, DbOrTx } from '../db/client';
import { screenLink, sysMenu, sysOrg, sysRole, sysRoleMenu, sysToken, sysUser, sysUserRole } from '../db/schema';
import { forbidden, unauthorized } from './envelope';

export const TOKEN_HEADER = 'x-token';
export const TOKEN_IDLE_MS = 2 * 60 * 60 * 1000;
export const TOKEN_ROTATE_AFTER_MS = 60 * 60 * 1000;
/** An old token keeps working this long after rotation, so requests already in flight succeed. */
const ROTATION_GRACE_MS = 2 * 60 * 1000;
/** Sliding expiry is written at most this often per token. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Principal {
  readonly id: number;
  readonly username: string;
  readonly name: string | null;
  readonly orgId: number | null;
  readonly orgType: string | null;
  readonly status: number;
  readonly roleCodes: readonly string[];
  readonly perms: readonly string[];
}

export type Access = { access: 'public' } | { access: 'user' } | { access: 'perm'; perm: string } | { access: 'screen' };

/** The display link a screen read was allowed through (null for a signed-in user). */
export interface ScreenLinkPrincipal {
  readonly id: number;
  readonly name: string;
  readonly expiresAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: Principal | null;
    screenLink: ScreenLinkPrincipal | null;
  }
  interface FastifyContextConfig {
    access?: Access['access'];
    perm?: string;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

export async function issueToken(db: DbOrTx, userId: number, ip: string | null): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sysToken).values({ tokenHash: hashToken(token), userId, ip, expiresAt: new Date(now + TOKEN_IDLE_MS) });
  // Housekeeping: expired tokens of anyone go when someone signs in.
  await db.delete(sysToken).where(lt(sysToken.expiresAt, new Date(now)));
  return token;
}

export async function revokeToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sysToken).where(eq(sysToken.tokenHash, hashToken(token)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sysToken).where(eq(sysToken.userId, userId));
}

/** Role codes and the options of every menu the user's roles grant, as columns of a query over sys_user. */
const roleCodesOfUser = sql<string[]>`coalesce((select array_agg(${sysRole.code} order by ${sysRole.code}) from ${sysUserRole} join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} where ${sysUserRole.userId} = ${sysUser.id}), '{}')`;
const menuOptsOfUser = sql<string[]>`coalesce((select array_agg(distinct ${sysMenu.opts}) from ${sysUserRole} join ${sysRoleMenu} on ${sysRoleMenu.roleId} = ${sysUserRole.roleId} join ${sysMenu} on ${sysMenu.id} = ${sysRoleMenu.menuId} where ${sysUserRole.userId} = ${sysUser.id} and ${sysMenu.opts} is not null), '{}')`;
const principalColumns = {
  id: sysUser.id,
  username: sysUser.username,
  name: sysUser.name,
  orgId: sysUser.orgId,
  status: sysUser.status,
  disabled: sysUser.disabled,
  orgType: sysOrg.type,
  roleCodes: roleCodesOfUser,
  menuOpts: menuOptsOfUser,
};

function toPrincipal(u: { id: number; username: string; name: string | null; orgId: number | null; status: number; disabled: boolean; orgType: string | null; roleCodes: string[]; menuOpts: string[] }): Principal | null {
  if (u.disabled) return null;
  const perms = u.roleCodes.includes('R_SYS_ADMIN')
    ? [PERM_ALL]
    : [...new Set(u.menuOpts.flatMap((o) => o.split(',').map((s) => s.trim()).filter((s) => s && s !== PERM_ALL)))].sort();
  return { id: u.id, username: u.username, name: u.name, orgId: u.orgId, orgType: u.orgType, status: u.status, roleCodes: u.roleCodes, perms };
}

/**
 * A user as the server sees them when they call (roles, grants, organisation type); null when
 * unknown, or disabled unless `asBefore` (the demo seed plays moves people made before they were).
 */
export async function principalOf(db: DbOrTx, userId: number, opts: { readonly asBefore?: boolean } = {}): Promise<Principal | null> {
  const [row] = await db.select(principalColumns).from(sysUser).leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId)).where(eq(sysUser.id, userId));
  return row ? toPrincipal(opts.asBefore ? { ...row, disabled: false } : row) : null;
}

/**
 * A live session by its token, with its user, in one query: it runs before every API call (the
 * token, the user, the organisation's type, the roles and what they grant).
 */
async function loadSession(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ tokenHash: sysToken.tokenHash, userId: sysToken.userId, issuedAt: sysToken.issuedAt, lastUsedAt: sysToken.lastUsedAt, expiresAt: sysToken.expiresAt, ...principalColumns })
    .from(sysToken)
    .innerJoin(sysUser, eq(sysUser.id, sysToken.userId))
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(eq(sysToken.tokenHash, hashToken(token)), gt(sysToken.expiresAt, now)));
  return row ? { row, user: toPrincipal(row) } : null;
}

/** Management (the one definition: src/domain/roles.ts). */
export { isManagement };
export const can = (p: Principal, perm: string) => hasPerm(p.perms, perm);

/** The token of the X-Token header only (calls that change state accept nothing else). */
export function headerTokenOf(req: FastifyRequest): string | null {
  const h = req.headers[TOKEN_HEADER];
  return (Array.isArray(h) ? h[0] : h) || null;
}

export function tokenOf(req: FastifyRequest): string | null {
  const fromHeader = headerTokenOf(req);
  if (fromHeader) return fromHeader;
  // Cookies carry the token only for reads (downloads in <a href>): writes need the header, so no CSRF.
  if (req.method === 'GET' || req.method === 'HEAD') {
    const cookie = req.headers.cookie ?? '';
    const m = /(?:^|;\s*)X-Token=([^;]+)/i.exec(cookie);
    if (m) return decodeURIComponent(m[1]);
  }
  return null;
}

/** A display-link token: the header anywhere; the query `k` only on the screen's reads (`withQuery`). */
export function screenTokenOf(req: FastifyRequest, withQuery: boolean): string | null {
  const h = req.headers[SCREEN_TOKEN_HEADER];
  const fromHeader = Array.isArray(h) ? h[0] : h;
  if (fromHeader) return fromHeader;
  if (!withQuery) return null;
  const q = req.query as Record<string, unknown> | undefined;
  const k = q?.[SCREEN_TOKEN_QUERY];
  return typeof k === 'string' && k ? k : null;
}

/** A live (not revoked, not expired) display link by its token; records its use at most once a minute. */
export async function findScreenLink(db: DbOrTx, token: string): Promise<ScreenLinkPrincipal | null> {
  const now = new Date();
  const [row] = await db
    .select({ id: screenLink.id, name: screenLink.name, expiresAt: screenLink.expiresAt, revokedAt: screenLink.revokedAt, lastUsedAt: screenLink.lastUsedAt })
    .from(screenLink)
    .where(eq(screenLink.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(screenLink).set({ lastUsedAt: now }).where(eq(screenLink.id, row.id));
  }
  return { id: row.id, name: row.name, expiresAt: row.expiresAt };
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { db: Db }) {
    const { db } = opts;
    app.decorateRequest('user', null);
    app.decorateRequest('screenLink', null);
    app.addHook('preHandler', async (req, reply) => {
      if (!req.routeOptions.url) return; // unknown path: the not-found handler answers 404
      const cfg = req.routeOptions.config ?? {};
      const access = cfg.access ?? (cfg.perm ? 'perm' : 'user');
      const token = tokenOf(req);
      if (token) {
        const now = new Date();
        const session = await loadSession(db, token, now);
        if (session) {
          const { row, user } = session;
          if (user) {
            req.user = user;
            if (now.getTime() - row.issuedAt.getTime() > TOKEN_ROTATE_AFTER_MS && row.expiresAt.getTime() - now.getTime() > ROTATION_GRACE_MS) {
              const fresh = await issueToken(db, row.userId, req.ip);
              await db.update(sysToken).set({ expiresAt: new Date(now.getTime() + ROTATION_GRACE_MS) }).where(eq(sysToken.tokenHash, row.tokenHash));
              reply.header('X-Token', fresh);
            } else if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
              await db
                .update(sysToken)
                .set({ lastUsedAt: now, expiresAt: sql`greatest(${sysToken.expiresAt}, ${new Date(now.getTime() + TOKEN_IDLE_MS)})` })
                .where(eq(sysToken.tokenHash, row.tokenHash));
            }
          }
        }
      }
      if (access === 'public') return;
      if (access === 'screen') {
        if (req.user && isManagement(req.user)) return;
        const linkToken = screenTokenOf(req, true);
        if (linkToken) {
          req.screenLink = await findScreenLink(db, linkToken);
          if (!req.screenLink) throw unauthorized(SCREEN_TEXT.linkInvalid);
          return;
        }
        if (!req.user) throw unauthorized(token ? '登录状态已过期，请重新登录' : '请先登录');
        throw forbidden(SCREEN_TEXT.managementOnly);
      }
      if (!req.user && screenTokenOf(req, false)) throw unauthorized(SCREEN_TEXT.linkScope);
      if (!req.user) throw unauthorized(token ? '登录状态已过期，请重新登录' : '请先登录');
      if (access === 'perm' && cfg.perm && !can(req.user, cfg.perm)) throw forbidden();
    });
  },
  { name: 'auth' },
);

/** The signed-in caller of a route that requires sign-in. */
export function principal(req: FastifyRequest): Principal {
  if (!req.user) throw unauthorized('请先登录');
  return req.user;
}
