/** GET /sys/config: what the sign-in screens need before anyone signs in (is the captcha on; the password-payload key). */
import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '../../../src/domain/account';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  app.get('/sys/config', { config: { access: 'public' } }, async () => ok<PublicConfig>({ captcha: config.captcha, pwdKey: config.pwdKey }));
};
export default plugin;
