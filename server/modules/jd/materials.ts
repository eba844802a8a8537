/**
 * Supervision: documents for the review (doc_annex/*), the task's materials and archive (mat/*, mat_item/*), zip packages, the testing unit's spot items (spot) and the product report book.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

const plugin: FastifyPluginAsync<ServerContext> = async () => {};

export default plugin;
