/**
 * The Fastify application as a plugin tree: error mapping, auth, the API modules, and the built
 * front end. `buildApp` takes an opened database so tests inject requests without a port.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/client';
import authPlugin from './http/auth';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installInputHandling } from './http/input';
import { installRateLimit } from './http/rateLimit';
import { installContracts } from './http/contract';
import { installApiDocs, installOpenApi } from './http/openapi';
import { collectRoutes } from './http/routes';
import { installIdempotency } from './http/idempotency';
import { installOps } from './http/ops';
import { logSealer } from './http/logChain';
import { installRequestIds, requestIdOf } from './http/requestId';
import { installSecurityHeaders } from './http/security';
import { REQUEST_LIMITS } from '../src/domain/input';
import { MAX_UPLOAD_BYTES } from '../src/domain/upload';
import { FlowRegistry, type Notifier } from './http/workflow';
import { modules } from './modules';
import { sendMessage } from './modules/msg/service';
import { REACTIONS, SYSTEM_REACTIONS } from './modules/reactions';

/** Paths the API owns; anything else that is a GET falls back to the portal (client routes such as /login, /index). */
const API_PREFIXES = ['/api/', '/sys/', '/rst/', '/sms/', '/logout'];
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file the front end would load (script, style, manifest, picture, font), never a client route. */
const FRONT_END_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|svg|ico|woff2?)$/i;

/** `clock`: when the engine's moves are made (the demo seed plays months of history; default the wall clock). */
export async function buildApp(db: Db, config: Config, opts: { logger?: boolean; clock?: () => Date } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    genReqId: requestIdOf,
    bodyLimit: REQUEST_LIMITS.bodyBytes,
    // Off unless ZP_TRUST_PROXY names the proxy: behind one, the connecting address is the proxy's,
    // and per-address sign-in locks and rate limits would count every client as one.
    trustProxy: config.trustProxy && [...config.trustProxy],
    // One line per request is noise for a demo server; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  });
  installRequestIds(app);
  installErrorHandling(app);
  installContracts(app, { checkReplies: config.checkReplies });
  await installOpenApi(app);
  collectRoutes(app);
  await installSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: REQUEST_LIMITS.files, fields: REQUEST_LIMITS.fields } });
  installInputHandling(app);
  await installRateLimit(app, db, config);
  await app.register(authPlugin, { db });
  // After sign-in (a key is kept per user), before any module's work.
  installIdempotency(app, db);
  installOps(app, db);
  // The workflow engine of this app: every module's flows register here; moves are told through the
  // message service, and a move's consequences on other flows are the reactions' list.
  const notifier: Notifier = { send: sendMessage };
  app.decorate('flows', new FlowRegistry(notifier, REACTIONS, SYSTEM_REACTIONS, opts.clock));
  for (const mod of modules) await app.register(mod, { db, config });
  await app.register(logSealer, { db, config });
  await installApiDocs(app);

  const indexHtml = path.join(config.distDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // The built portal, big screen and catalogue are public files; the API behind them is not.
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: 'public' };
      });
      // Vite names every file under assets/ by its content hash: a browser may keep it for good (a
      // wall PC reloading the screen asks nothing again); the pages naming them are revalidated.
      // The service worker and the app manifest are asked again on every check, so a new build
      // reaches an installed portal (vite.config.ts installableApp).
      const hashedAssets = path.join(config.distDir, 'assets') + path.sep;
      const askedEveryTime = new Set(['sw.js', 'manifest.webmanifest'].map((f) => path.join(config.distDir, f)));
      await web.register(fastifyStatic, {
        root: config.distDir,
        prefix: '/',
        wildcard: false,
        index: ['index.html'],
        setHeaders: (reply, file) => {
          if (file.startsWith(hashedAssets)) reply.header('cache-control', IMMUTABLE);
          else if (askedEveryTime.has(file)) reply.header('cache-control', 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || (url === '/login' && req.method !== 'GET');
    // A missing chunk (an old page after a new build) or file (a service worker of a build that had
    // one) is a 404, not the portal's HTML as JavaScript.
    if (req.method === 'GET' && !isApi && !url.startsWith('/assets/') && !FRONT_END_FILE.test(url) && fs.existsSync(indexHtml)) {
      if (url === '/storybook' && fs.existsSync(path.join(config.distDir, 'storybook', 'index.html'))) return reply.redirect('/storybook/');
      if (url.startsWith('/storybook')) return reply.code(404).type('text/plain; charset=utf-8').send('组件目录（Storybook）尚未构建：npm start 会在后台构建它（约一分钟），也可运行 npm run build-storybook');
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send({ code: 404, msg: '网络异常/请求地址不存在', data: null, succeed: false });
  });
  return app;
}
