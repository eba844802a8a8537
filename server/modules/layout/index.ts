/**
 * Layouts (ARCHITECTURE.md §4), for any signed-in user:
 *   GET    /api/layout/{id}  the effective layout (own, else role's, else system, else shipped default)
 *   PUT    /api/layout/{id}  saves the document (body: the document; `?version=` the version the
 *                            editor started from, refused with 409 if someone saved since) as the
 *                            caller's own layout, or with `?scope=role&roleId=` / `?scope=system`
 *                            as a role's or everyone's default (layout administrators only, else
 *                            403; see scope.ts); replies with the caller's new effective layout
 *   DELETE /api/layout/{id}  forgets the caller's own layout (back to the role's or the default)
 *   POST   /api/layout/page|known|restore  layout administration (admin.ts)
 * Layout ids are kebab-case, at most 64 characters. Documents are validated with
 * src/domain/layout.ts on the way in and on the way out. Widget props are validated by each
 * widget's manifest in the browser (manifests live with the widgets, which the server does not
 * import); an invalid props object breaks only that widget's frame.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLayoutId, LAYOUT_TEXT, migrateLayout, type EffectiveLayout } from '../../../src/domain/layout';
import type { ServerContext } from '../../context';
import { sysLayout } from '../../db/schema';
import { principal } from '../../http/auth';
import { ApiError, badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { layoutCalls } from '../../../src/domain/calls/layout';
import { registerLayoutAdmin } from './admin';
import { effectiveLayout } from './effective';
import { saveTarget } from './scope';

/** A layout document is a few kilobytes; this leaves room for large dashboards, not for abuse. */
const MAX_LAYOUT_BYTES = 256 * 1024;

const layoutIdOf = (req: FastifyRequest): string => {
  const id = (req.params as { id?: unknown }).id;
  if (!isLayoutId(id)) throw badRequest(LAYOUT_TEXT.idInvalid);
  return id;
};

const notFoundLayout = (id: string) => new ApiError(404, `页面布局 ${id} 不存在`);

function expectedVersion(req: FastifyRequest): number | null {
  const raw = (req.query as { version?: unknown }).version;
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw badRequest('参数 version 必须是非负整数');
  return n;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerLayoutAdmin(app, db);
  route(app, layoutCalls.one, { access: 'user' }, async (_input, req) => {
    const id = layoutIdOf(req);
    const found = await effectiveLayout(db, principal(req), id, req.log);
    if (!found) throw notFoundLayout(id);
    return ok<EffectiveLayout>(found);
  });

  route(app, layoutCalls.save, { access: 'user' }, async (_input, req) => {
    const user = principal(req);
    const id = layoutIdOf(req);
    const base = expectedVersion(req);
    const target = await saveTarget(db, req, user);
    // Checked here rather than with a route bodyLimit, whose 413 the error mapping words as a file-size message.
    if (Buffer.byteLength(JSON.stringify(req.body ?? null)) > MAX_LAYOUT_BYTES) throw badRequest(`页面布局过大（最多 ${MAX_LAYOUT_BYTES / 1024} KB）`);
    const r = migrateLayout(req.body);
    if (!r.ok) throw badRequest(r.error);
    if (r.value.id !== id) throw badRequest(`布局文档的 id（${r.value.id}）与地址中的布局标识（${id}）不一致`);
    // One statement, so two saves at once cannot both pass the version check.
    const saved = await db
      .insert(sysLayout)
      .values({ layoutId: id, scope: target.scope, ownerId: target.ownerId, doc: r.value, version: 1 })
      .onConflictDoUpdate({
        target: [sysLayout.layoutId, sysLayout.scope, sysLayout.ownerId],
        set: { doc: r.value, version: sql`${sysLayout.version} + 1`, updateTime: sql`now()` },
        setWhere: base === null ? undefined : eq(sysLayout.version, base),
      })
      .returning({ id: sysLayout.id });
    if (!saved.length) throw new ApiError(409, '页面布局已在别处被修改，请刷新后再保存');
    const found = await effectiveLayout(db, user, id, req.log);
    if (!found) throw notFoundLayout(id);
    return ok<EffectiveLayout>(found, target.scope === 'user' ? '页面布局已保存' : target.scope === 'role' ? '已保存为角色的默认布局' : '已保存为系统默认布局');
  });

  route(app, layoutCalls.reset, { access: 'user' }, async (_input, req) => {
    const user = principal(req);
    const id = layoutIdOf(req);
    await db.delete(sysLayout).where(and(eq(sysLayout.layoutId, id), eq(sysLayout.scope, 'user'), eq(sysLayout.ownerId, user.id)));
    const found = await effectiveLayout(db, user, id, req.log);
    if (!found) throw notFoundLayout(id);
    return ok<EffectiveLayout>(found, '已恢复默认布局');
  });
};
export default plugin;
