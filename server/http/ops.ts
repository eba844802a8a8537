/**
 * The operations calls (src/domain/calls/ops.ts): the load balancer's probes (the process is up;
 * the database answers and is migrated to this build), the metrics, and the audit logs' check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPS_TEXT, opsCalls } from '../../src/domain/calls/ops';
import { MIGRATIONS_DIR, rowsOf, type Db } from '../db/client';
import { route } from './contract';
import { ok } from './envelope';
import { checkLogs } from './logChain';
import { metrics } from './metrics';
import { PERMS } from '../../src/domain/permissions';

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export function installOps(app: FastifyInstance, db: Db): void {
  const expected = shippedMigrations();
  const started = Date.now();
  const PUBLIC = { access: 'public' } as const;
  route(app, opsCalls.health, PUBLIC, async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - started) / 1000) }));
  route(app, opsCalls.ready, PUBLIC, async (_input, req, reply) => {
    let applied: number;
    try {
      [{ applied }] = rowsOf<{ applied: number }>(await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`));
    } catch (e) {
      req.log.warn({ err: e }, 'readiness: database unreachable');
      return reply.code(503).send({ code: 503, msg: OPS_TEXT.databaseDown, data: null, succeed: false });
    }
    if (applied < expected) return reply.code(503).send({ code: 503, msg: OPS_TEXT.migrationsBehind(applied, expected), data: null, succeed: false });
    return ok({ database: 'ok' as const, migrations: { applied, expected } });
  });
  // Every answer's time, by the route it matched (not its address: /api/x/1 and /api/x/2 are one route).
  app.addHook('onResponse', async (req, reply) => {
    metrics.requests.observe({ method: req.method, route: req.routeOptions.url ?? '(unmatched)', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  route(app, opsCalls.metrics, { access: 'perm', perm: PERMS.log.list }, async (_input, _req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  // A read: it checks what the sealer has sealed and counts the rest as waiting (the sealer runs every few seconds).
  route(app, opsCalls.logChains, { access: 'perm', perm: PERMS.log.list }, async () => ok(await checkLogs(db)));
}
