/**
 * Supervision, a folder per flow: plans/ (plans, tasks, products in scope and their results: plan/*,
 * task/*, prod, product/*, record/*, and the plan and task flows), site/ (the on-site work, its own
 * plugin), materials/ (documents for review, materials, spot items and zips, its own plugin),
 * reform/ (rectification: reform/*, the record calls that start and move rectifications, the daily
 * job) and exit/ (exit/*); shared/ holds who sees what, the lists' names and the Word documents.
 * This plugin registers plans, rectification and exit.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerExits } from './exit/exit';
import { registerJdFlows } from './plans/flows';
import { registerPlans } from './plans/plan';
import { registerProducts } from './plans/product';
import { registerRecords } from './plans/record';
import { registerReform } from './reform/reform';
import { scheduleReformJob } from './reform/reformJob';
import { registerTasks } from './plans/task';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  registerJdFlows(app, db);
  registerPlans(app, db);
  registerTasks(app, db);
  registerProducts(app, db);
  registerRecords(app, db);
  registerReform(app, db, config);
  registerExits(app, db, config);
  scheduleReformJob(app, db, config);
};

export default plugin;
