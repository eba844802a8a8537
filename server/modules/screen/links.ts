/**
 * Display links of the big screen (management only): page, create (the token is shown once,
 * stored hashed), revoke. A link grants the screen's read calls only (server/http/auth.ts).
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import {
  SCREEN_LINK_NAME_MAX,
  SCREEN_LINK_STATES,
  SCREEN_TEXT,
  screenLinkUrl,
  type ScreenLink,
  type ScreenLinkCreated,
  type ScreenLinkState,
} from '../../../src/domain/screen';
import type { Db } from '../../db/client';
import { screenLink, sysUser } from '../../db/schema';
import { forbidden, badRequest, notFound, ok } from '../../http/envelope';
import { hashToken, isManagement, newToken, principal, type Principal } from '../../http/auth';
import { writeOpLog } from '../../http/oplog';
import { parseQuery, toPage } from '../../http/search';
import { paramsOf, str } from '../account/params';
import { route } from '../../http/contract';
import { screenCalls } from '../../../src/domain/calls/screen';

const RESOURCE = 'screen_link';

function management(req: FastifyRequest): Principal {
  const p = principal(req);
  if (!isManagement(p)) throw forbidden(SCREEN_TEXT.managementOnly);
  return p;
}

const stateSql = (state: ScreenLinkState, now: Date): SQL | undefined => {
  if (state === 'revoked') return isNotNull(screenLink.revokedAt);
  if (state === 'expired') return and(isNull(screenLink.revokedAt), lte(screenLink.expiresAt, now));
  return and(isNull(screenLink.revokedAt), or(isNull(screenLink.expiresAt), gt(screenLink.expiresAt, now)));
};

const columns = {
  id: screenLink.id,
  name: screenLink.name,
  createdBy: screenLink.createdBy,
  createdByName: sysUser.name,
  createTime: screenLink.createTime,
  expiresAt: screenLink.expiresAt,
  revokedAt: screenLink.revokedAt,
  lastUsedAt: screenLink.lastUsedAt,
};
type Row = { id: number; name: string; createdBy: number | null; createdByName: string | null; createTime: Date; expiresAt: Date | null; revokedAt: Date | null; lastUsedAt: Date | null };

function present(r: Row, now = new Date()): ScreenLink {
  const state: ScreenLinkState = r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active';
  return {
    id: r.id,
    name: r.name,
    createdBy: r.createdBy,
    createdByName: r.createdByName,
    createTime: r.createTime.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    state,
  };
}

async function one(db: Db, id: number): Promise<ScreenLink | null> {
  const [r] = await db.select(columns).from(screenLink).leftJoin(sysUser, eq(sysUser.id, screenLink.createdBy)).where(eq(screenLink.id, id));
  return r ? present(r) : null;
}

export function registerLinks(app: FastifyInstance, db: Db): void {
  route(app, screenCalls.linkPage, { access: 'perm', perm: PERMS.screenLink.list } as const, async (_input, req) => {
    management(req);
    const q = parseQuery(paramsOf(req), {
      name: { label: '名称', type: 'string', search: ['like'] },
      state: { label: '状态', type: 'string', search: ['eq'] },
    });
    const now = new Date();
    const parts: SQL[] = [];
    for (const f of q.filters) {
      if (f.field === 'name') parts.push(ilike(screenLink.name, `%${String(f.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      else if (f.field === 'state') {
        const s = String(f.value);
        if (!(s in SCREEN_LINK_STATES)) throw badRequest(`查询条件 search.state_eq 只能是 ${Object.keys(SCREEN_LINK_STATES).join('、')}`);
        const cond = stateSql(s as ScreenLinkState, now);
        if (cond) parts.push(cond);
      }
    }
    const where = parts.length ? and(...parts) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(screenLink).where(where);
    const rows = await db
      .select(columns)
      .from(screenLink)
      .leftJoin(sysUser, eq(sysUser.id, screenLink.createdBy))
      .where(where)
      .orderBy(desc(screenLink.createTime), desc(screenLink.id))
      .limit(q.size)
      .offset((q.pn - 1) * q.size);
    return ok(toPage(rows.map((r) => present(r, now)), Number(total), q));
  });

  route(app, screenCalls.linkCreate, { access: 'perm', perm: PERMS.screenLink.add } as const, async (_input, req) => {
    const p = management(req);
    const body = paramsOf(req);
    const name = str(body.name);
    if (!name) throw badRequest(SCREEN_TEXT.nameRequired);
    if ([...name].length > SCREEN_LINK_NAME_MAX) throw badRequest(SCREEN_TEXT.nameTooLong);
    let expiresAt: Date | null = null;
    const rawExpiry = body.expiresAt;
    if (rawExpiry !== undefined && rawExpiry !== null && rawExpiry !== '') {
      const t = typeof rawExpiry === 'string' || typeof rawExpiry === 'number' ? new Date(rawExpiry) : new Date(NaN);
      if (Number.isNaN(t.getTime()) || t.getTime() <= Date.now()) throw badRequest(SCREEN_TEXT.badExpiry);
      expiresAt = t;
    }
    const token = newToken();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(screenLink).values({ name, tokenHash: hashToken(token), createdBy: p.id, expiresAt }).returning({ id: screenLink.id });
      await writeOpLog(tx, p, 'INSERT', RESOURCE, row.id, { name, expiresAt }, req.ip);
      return row.id;
    });
    const link = await one(db, id);
    if (!link) throw notFound(SCREEN_TEXT.linkNotFound);
    return ok<ScreenLinkCreated>({ link, token, url: screenLinkUrl(token) }, SCREEN_TEXT.created);
  });

  route(app, screenCalls.linkRevoke, { access: 'perm', perm: PERMS.screenLink.revoke } as const, async (_input, req) => {
    const p = management(req);
    const raw = paramsOf(req).id;
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isInteger(id) || id < 1) throw badRequest('参数 id 必须是正整数');
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(screenLink)
        .set({ revokedAt: sql`now()`, revokedBy: p.id })
        .where(and(eq(screenLink.id, id), isNull(screenLink.revokedAt)))
        .returning({ id: screenLink.id });
      if (changed.length) await writeOpLog(tx, p, 'UPDATE', RESOURCE, id, { revoked: true }, req.ip);
    });
    const link = await one(db, id);
    if (!link) throw notFound('大屏链接');
    return ok(link, SCREEN_TEXT.revoked);
  });
}
