/** The menu calls (calls document §7.4): maintenance, the full tree, the user's tree, and role grants. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerCurrentMenu } from './cur';
import { registerMenuGrants } from './grant';
import { registerMenus } from './menus';
import { registerMenuReorder } from './reorder';
import { registerMenuSync } from './sync';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerCurrentMenu(app, db);
  registerMenuSync(app, db);
  registerMenuGrants(app, db);
  registerMenuReorder(app, db);
  registerMenus(app, db);
};
export default plugin;
