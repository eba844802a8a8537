/**
 * The organisation calls (calls document §7.2): organisations and the caller's own organisation,
 * departments, posts, role groups, and the user lookups of flows and reminders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerOrgActions } from './actions';
import { registerDepts } from './depts';
import { registerGroups } from './groups';
import { registerOrgLookup } from './lookup';
import { registerOrgs } from './orgs';
import { registerOwnOrg } from './ownOrg';
import { registerOrgLists } from './enterprises';
import { registerUnitStaff } from './unitStaff';
import { registerPeople } from './people';
import { registerPosts } from './posts';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerOrgActions(app, db);
  registerOrgLookup(app, db);
  registerOrgs(app, db);
  registerOwnOrg(app, db);
  registerOrgLists(app, db);
  registerUnitStaff(app, db);
  registerDepts(app, db);
  registerPosts(app, db);
  registerGroups(app, db);
  registerPeople(app, db);
};
export default plugin;
