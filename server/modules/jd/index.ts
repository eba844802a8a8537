/**
 * Supervision: plans, tasks, products in scope and their results (plan/*, task/*, prod, product/*, record/*) and the plan and task flows.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerJdFlows } from './flows';
import { registerPlans } from './plan';
import { registerProducts } from './product';
import { registerRecords } from './record';
import { registerTasks } from './task';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerJdFlows(app, db);
  registerPlans(app, db);
  registerTasks(app, db);
  registerProducts(app, db);
  registerRecords(app, db);
};

export default plugin;
