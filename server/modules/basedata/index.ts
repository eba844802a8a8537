/**
 * Basic data (基础数据): evaluation standards, technical specifications, attachment types and
 * evaluation rules, each through the resource engine (page, lst, get, create, update, delete,
 * export). The first request of each day refreshes the derived status of standards and
 * specifications (status.ts); searches of their numbers are spelt as stored (search.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerAnnexTypes } from './annexTypes';
import { registerDocuments } from './documents';
import { registerEvalRules } from './evalRules';
import { normaliseDocumentSearch } from './search';
import { dailyRefresher } from './status';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const refresh = dailyRefresher(db);
  // Encapsulated: runs for this module's routes only.
  app.addHook('preHandler', async () => refresh());
  // "2190-2021" finds "2190―2021": number filters spelt as stored numbers are.
  app.addHook('preHandler', async (req) => normaliseDocumentSearch(req));
  registerDocuments(app, db);
  registerAnnexTypes(app, db);
  registerEvalRules(app, db);
};
export default plugin;
