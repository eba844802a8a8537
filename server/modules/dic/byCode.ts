/**
 * GET /api/sysdic/code?code=ORG_TYPE: a select's options, for any signed-in user: data is an array
 * of {id, itemLabel, itemValue} ordered by seq. An unknown code gives an empty array (not an error),
 * so a form whose dictionary is missing shows an empty select instead of an error toast.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DIC_MSG, type DicOption } from '../../../src/domain/resources/dic';
import type { Db } from '../../db/client';
import { sysDic, sysDicItem } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { catalogueCalls } from '../../../src/domain/calls/catalogue';

export function registerDicByCode(app: FastifyInstance, db: Db): void {
  route(app, catalogueCalls.dicByCode, { access: 'user' } as const, async ({ query }) => {
    const raw = query.code;
    const code = typeof raw === 'string' ? raw.trim() : '';
    if (!code) throw badRequest(DIC_MSG.codeParam);
    if (code.length > 50) return ok([] as DicOption[]);
    const items: DicOption[] = await db
      .select({ id: sysDicItem.id, itemLabel: sysDicItem.itemLabel, itemValue: sysDicItem.itemValue })
      .from(sysDicItem)
      .innerJoin(sysDic, eq(sysDic.id, sysDicItem.dicId))
      .where(eq(sysDic.code, code))
      .orderBy(asc(sysDicItem.seq), asc(sysDicItem.id));
    return ok(items);
  });
}
