/**
 * The area calls (calls document §7.2): the division table read through the search grammar
 * (POST /api/addvcd/page, GET /api/addvcd/:id), the cascader lookups, and the reload from the
 * package. Areas are read-only to callers: there is no create, update or delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { addvcd } from '../../db/schema';
import { registerResource } from '../../http/resource';
import { registerAreaLookups } from './lookups';
import { registerAreaSync } from './sync';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerResource(app, db, { resource: 'area', table: addvcd });
  registerAreaLookups(app, db);
  registerAreaSync(app, db);
};
export default plugin;
