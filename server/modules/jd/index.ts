/**
 * Supervision: plans, tasks, products in scope and their results (plan/*, task/*, prod, product/*, record/*) and the plan and task flows.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerJdFlows } from './flows';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerJdFlows(app, db);
};

export default plugin;
