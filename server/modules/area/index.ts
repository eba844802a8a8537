import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** TODO(issue 2): the area calls. */
const plugin: FastifyPluginAsync<ServerContext> = async () => {};
export default plugin;
