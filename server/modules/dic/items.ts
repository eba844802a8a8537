/**
 * Dictionary items: POST /api/sysdicitem/page|lst (search.dicId_eq, itemLabel_like, itemValue_like),
 * GET /api/sysdicitem/:id, PUT /api/sysdicitem, PUT /api/sysdicitem/:id, DELETE /api/sysdicitem?ids=.
 * Listed by seq; a value is unique within its dictionary.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DIC_MSG } from '../../../src/domain/resources/dic';
import type { Db } from '../../db/client';
import { sysDic, sysDicItem } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';

export function registerDicItems(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'sysdicitem',
    table: sysDicItem,
    beforeWrite: async ({ tx }, value, id) => {
      // On update the dictionary or the value may be left out: check against the stored row.
      const [current] = id === null ? [] : await tx.select({ dicId: sysDicItem.dicId, itemValue: sysDicItem.itemValue }).from(sysDicItem).where(eq(sysDicItem.id, Number(id)));
      const dicId = typeof value.dicId === 'number' ? value.dicId : current?.dicId;
      const itemValue = typeof value.itemValue === 'string' ? value.itemValue : current?.itemValue;
      if (typeof value.dicId === 'number') {
        const [dic] = await tx.select({ id: sysDic.id }).from(sysDic).where(eq(sysDic.id, value.dicId));
        if (!dic) throw badRequest(DIC_MSG.dicMissing);
      }
      if (dicId !== undefined && itemValue !== undefined) {
        const same = and(eq(sysDicItem.dicId, dicId), eq(sysDicItem.itemValue, itemValue));
        const clash = await tx.select({ id: sysDicItem.id }).from(sysDicItem).where(id === null ? same : and(same, ne(sysDicItem.id, Number(id)))).limit(1);
        if (clash.length) throw badRequest(DIC_MSG.valueTaken(itemValue));
      }
      return value;
    },
  });
}
