/** The dictionary calls (calls document §7.4): dictionaries, their items, and options by code. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerDicByCode } from './byCode';
import { registerDicItems } from './items';
import { registerDics } from './dics';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerDicByCode(app, db);
  registerDics(app, db);
  registerDicItems(app, db);
};
export default plugin;
