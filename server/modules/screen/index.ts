/**
 * The big screen's API (contract in src/domain/screen.ts): read-only figures under
 * `/api/screen/*` for a management user or a display link (access 'screen', server/http/auth.ts),
 * and the display links themselves (management only, links.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { beijingDate } from '../../../src/domain/beijingTime';
import { SCREEN_LAYOUT_ID, type ScreenAccess } from '../../../src/domain/screen';
import type { ServerContext } from '../../context';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { effectiveLayout } from '../layout/effective';
import { cachedFigure } from '../stats/figureCache';
import { assistance, categories, certificates, evaluations, keyRegions, overview, provinces, quality, standards, supervision } from './figures';
import { registerLinks } from './links';
import { levelOf, monthsOf, yearOf, yearsOf } from './params';
import { route } from '../../http/contract';
import { screenCalls } from '../../../src/domain/calls/screen';

const SCREEN = { access: 'screen' } as const;

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
  route(app, screenCalls.access, SCREEN, async (_input, req) => ok(accessOf(req)));
  // Each figure once per change of what it counts (and per day: some read today's date), however many walls refresh.
  const figure = <T>(req: FastifyRequest, compute: () => Promise<T>) => cachedFigure(db, `screen:${beijingDate()}:${req.url.replace(/[?&]k=[^&]*/, '')}`, compute);
  route(app, screenCalls.overview, SCREEN, async (_input, req) => ok(await figure(req, () => overview(db))));
  route(app, screenCalls.categories, SCREEN, async (_input, req) => ok(await figure(req, () => categories(db, levelOf(req)))));
  route(app, screenCalls.provinces, SCREEN, async (_input, req) => ok(await figure(req, () => provinces(db))));
  route(app, screenCalls.keyRegions, SCREEN, async (_input, req) => ok(await figure(req, () => keyRegions(db))));
  route(app, screenCalls.supervision, SCREEN, async (_input, req) => ok(await figure(req, () => supervision(db, yearOf(req), yearsOf(req)))));
  route(app, screenCalls.standards, SCREEN, async (_input, req) => ok(await figure(req, () => standards(db))));
  route(app, screenCalls.evaluations, SCREEN, async (_input, req) => ok(await figure(req, () => evaluations(db, monthsOf(req)))));
  route(app, screenCalls.certificates, SCREEN, async (_input, req) => ok(await figure(req, () => certificates(db, yearsOf(req)))));
  route(app, screenCalls.assistance, SCREEN, async (_input, req) => ok(await figure(req, () => assistance(db))));
  route(app, screenCalls.quality, SCREEN, async (_input, req) => ok(await figure(req, () => quality(db, yearsOf(req)))));
  route(app, screenCalls.layout, SCREEN, async (_input, req) => ok(await effectiveLayout(db, req.screenLink ? null : principal(req), SCREEN_LAYOUT_ID, req.log)));
  registerLinks(app, db);
};
export default plugin;
