/**
 * Supervision: plans, tasks, products in scope and their results (plan/*, task/*, prod, product/*, record/*) and the plan and task flows;
 * rectification and exit (reform/*, exit/*, the record calls that start and move rectifications) and their daily job.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerExits } from './exit';
import { registerJdFlows } from './flows';
import { registerPlans } from './plan';
import { registerProducts } from './product';
import { registerRecords } from './record';
import { registerReform } from './reform';
import { scheduleReformJob } from './reformJob';
import { registerTasks } from './task';

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
