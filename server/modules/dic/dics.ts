/**
 * Dictionaries: POST /api/sysdic/page|lst, GET /api/sysdic/:id, PUT /api/sysdic, PUT /api/sysdic/:id,
 * DELETE /api/sysdic?ids= (its items go with it). Codes are unique and upper-case (ORG_TYPE).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DIC_CODE_RE, DIC_MSG } from '../../../src/domain/resources/dic';
import type { Db } from '../../db/client';
import { sysDic, sysDicItem } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';

export function registerDics(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'sysdic',
    table: sysDic,
    beforeWrite: async ({ tx }, value, id) => {
      if (typeof value.code === 'string') {
        if (!DIC_CODE_RE.test(value.code)) throw badRequest(DIC_MSG.codeFormat);
        const clash = await tx
          .select({ id: sysDic.id })
          .from(sysDic)
          .where(id === null ? eq(sysDic.code, value.code) : and(eq(sysDic.code, value.code), ne(sysDic.id, Number(id))))
          .limit(1);
        if (clash.length) throw badRequest(DIC_MSG.codeTaken(value.code));
      }
      return value;
    },
    beforeDelete: async ({ tx }, ids) => {
      await tx.delete(sysDicItem).where(inArray(sysDicItem.dicId, ids as number[]));
    },
  });
}
