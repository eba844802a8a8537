/**
 * Supervision: plans, tasks, products in scope and their results (plan/*, task/*, prod, product/*, record/*) and the plan and task flows.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

const plugin: FastifyPluginAsync<ServerContext> = async () => {};

export default plugin;
