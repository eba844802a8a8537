/** GET /sys/config: what the sign-in screens need before anyone signs in (is the captcha on; the password-payload key), and the map picker's provider. */
import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '../../../src/domain/account';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  route(app, accountCalls.publicConfig, { access: 'public' }, async () =>
    ok<PublicConfig>({
      captcha: config.captcha,
      pwdKey: config.pwdKey,
      // The map picker's provider: the geocoder's address stays on the server (it may carry a key).
      map: { tileUrl: config.mapTileUrl, geocoder: !!config.mapGeocoderUrl },
    }),
  );
};
export default plugin;
