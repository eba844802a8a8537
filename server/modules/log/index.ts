/**
 * The operation log: POST /api/syslog/page and GET /api/syslog/{id} (permission sys:log:list).
 * Management sees every row; anyone else the rows of their own organisation (or, without one,
 * their own). Rows are written by the resource engine and by modules' own writes (writeOpLog).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { sysLog } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { registerResource } from '../../http/resource';

function logScope(p: Principal): SQL | undefined {
  if (isManagement(p)) return undefined;
  return p.orgId === null ? eq(sysLog.userId, p.id) : eq(sysLog.orgId, p.orgId);
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerResource(app, db, {
    resource: 'syslog',
    table: sysLog,
    scope: logScope,
    // A row's link in the log's hash chain is for the check (logChain.ts), not for readers.
    hidden: ['chainSeq', 'chainHash'],
  });
};
export default plugin;
