/** The role list (POST /api/sysrole/lst) for role pickers; optional `tag` (MNG, UNIT, ORG) filter. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { sysRole } from '../../db/schema';
import { ok } from '../../http/envelope';
import { paramsOf, str } from './params';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.post('/api/sysrole/lst', async (req) => {
    const tag = str(paramsOf(req).tag ?? paramsOf(req)['search.tag_eq']);
    const rows = await db
      .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, tag: sysRole.tag, remark: sysRole.remark })
      .from(sysRole)
      .where(tag ? eq(sysRole.tag, tag) : undefined)
      .orderBy(asc(sysRole.id));
    return ok(rows);
  });
};
export default plugin;
