import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** TODO(issue 2): the org calls. */
const plugin: FastifyPluginAsync<ServerContext> = async () => {};
export default plugin;
