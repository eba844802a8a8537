/**
 * Supervision: the on-site work (site/*, site_photo, date/*, schedule, observed, non, non_exp, his_non, rpt_item, report/*, doc_review, doc_problem) and the visits' sub-flow.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

const plugin: FastifyPluginAsync<ServerContext> = async () => {};

export default plugin;
