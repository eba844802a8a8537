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
  // Keyed by the read and the parameters it recognises (parsed, defaults filled): anything else in
  // the address (a display link's token, an unknown parameter) neither makes a figure of its own
  // nor grows the store.
  const figure = <T>(read: string, params: Readonly<Record<string, number>>, compute: () => Promise<T>) => cachedFigure(db, `screen:${beijingDate()}:${read}:${JSON.stringify(params)}`, compute);
  route(app, screenCalls.overview, SCREEN, async () => ok(await figure('overview', {}, () => overview(db))));
  route(app, screenCalls.categories, SCREEN, async (_input, req) => {
    const level = levelOf(req);
    return ok(await figure('categories', { level }, () => categories(db, level)));
  });
  route(app, screenCalls.provinces, SCREEN, async () => ok(await figure('provinces', {}, () => provinces(db))));
  route(app, screenCalls.keyRegions, SCREEN, async () => ok(await figure('keyRegions', {}, () => keyRegions(db))));
  route(app, screenCalls.supervision, SCREEN, async (_input, req) => {
    const [year, years] = [yearOf(req), yearsOf(req)];
    return ok(await figure('supervision', { year, years }, () => supervision(db, year, years)));
  });
  route(app, screenCalls.standards, SCREEN, async () => ok(await figure('standards', {}, () => standards(db))));
  route(app, screenCalls.evaluations, SCREEN, async (_input, req) => {
    const months = monthsOf(req);
    return ok(await figure('evaluations', { months }, () => evaluations(db, months)));
  });
  route(app, screenCalls.certificates, SCREEN, async (_input, req) => {
    const years = yearsOf(req);
    return ok(await figure('certificates', { years }, () => certificates(db, years)));
  });
  route(app, screenCalls.assistance, SCREEN, async () => ok(await figure('assistance', {}, () => assistance(db))));
  route(app, screenCalls.quality, SCREEN, async (_input, req) => {
    const years = yearsOf(req);
    return ok(await figure('quality', { years }, () => quality(db, years)));
  });
  route(app, screenCalls.layout, SCREEN, async (_input, req) => ok(await effectiveLayout(db, req.screenLink ? null : principal(req), SCREEN_LAYOUT_ID, req.log)));
  registerLinks(app, db);
};
export default plugin;
