/**
 * The big screen's API (issue 6, contract in src/domain/screen.ts): read-only figures under
 * `/api/screen/*` for a management user or a display link (access 'screen', server/http/auth.ts),
 * and the display links themselves (management only, links.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SCREEN_API, SCREEN_LAYOUT_ID, type ScreenAccess } from '../../../src/domain/screen';
import type { ServerContext } from '../../context';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { effectiveLayout } from '../layout/effective';
import { cachedFigure } from '../stats/figureCache';
import { assistance, categories, certificates, evaluations, keyRegions, overview, provinces, quality, standards, supervision } from './figures';
import { registerLinks } from './links';
import { levelOf, monthsOf, yearOf, yearsOf } from './params';

const SCREEN = { config: { access: 'screen' as const } };
const beijingDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function accessOf(req: FastifyRequest): ScreenAccess {
  const serverTime = new Date().toISOString();
  if (req.screenLink) return { mode: 'link', name: req.screenLink.name, expiresAt: req.screenLink.expiresAt?.toISOString() ?? null, serverTime };
  return { mode: 'user', name: req.user?.name ?? req.user?.username ?? '', expiresAt: null, serverTime };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  // Figures change with the data: never let a proxy or the browser keep an old answer.
  app.addHook('onSend', async (req, reply) => {
    if (req.routeOptions.config?.access === 'screen') reply.header('Cache-Control', 'no-store');
  });
  app.get(SCREEN_API.access, SCREEN, async (req) => ok(accessOf(req)));
  // Each figure once per change of what it counts (and per day: some read today's date), however many walls refresh.
  const figure = <T>(req: FastifyRequest, compute: () => Promise<T>) => cachedFigure(db, `screen:${beijingDay()}:${req.url.replace(/[?&]k=[^&]*/, '')}`, compute);
  app.get(SCREEN_API.overview, SCREEN, async (req) => ok(await figure(req, () => overview(db))));
  app.get(SCREEN_API.categories, SCREEN, async (req) => ok(await figure(req, () => categories(db, levelOf(req)))));
  app.get(SCREEN_API.provinces, SCREEN, async (req) => ok(await figure(req, () => provinces(db))));
  app.get(SCREEN_API.keyRegions, SCREEN, async (req) => ok(await figure(req, () => keyRegions(db))));
  app.get(SCREEN_API.supervision, SCREEN, async (req) => ok(await figure(req, () => supervision(db, yearOf(req), yearsOf(req)))));
  app.get(SCREEN_API.standards, SCREEN, async (req) => ok(await figure(req, () => standards(db))));
  app.get(SCREEN_API.evaluations, SCREEN, async (req) => ok(await figure(req, () => evaluations(db, monthsOf(req)))));
  app.get(SCREEN_API.certificates, SCREEN, async (req) => ok(await figure(req, () => certificates(db, yearsOf(req)))));
  app.get(SCREEN_API.assistance, SCREEN, async (req) => ok(await figure(req, () => assistance(db))));
  app.get(SCREEN_API.quality, SCREEN, async (req) => ok(await figure(req, () => quality(db, yearsOf(req)))));
  app.get(SCREEN_API.layout, SCREEN, async (req) => ok(await effectiveLayout(db, req.screenLink ? null : principal(req), SCREEN_LAYOUT_ID, req.log)));
  registerLinks(app, db);
};
export default plugin;
