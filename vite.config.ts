/// <reference types="vitest/config" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { STORY_DEPS } from './.storybook/deps';
import { NAVIGATION_DENYLIST, PWA_MANIFEST } from './src/app/pwa/webManifest';
import { KEPT_FILE_PATH, KEPT_FILES_CACHE } from './src/domain/sync';
// Stories run in Debian's Chromium as the e2e tests do (browsers cannot be downloaded; ARCHITECTURE.md §10).
import { chromiumLaunchOptions } from './tests/setup/chromium';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/sys', '/logout', '/sms', '/rst'];
// Vitest's default leaves a core idle (cores - 1: one worker on a 2-core machine). The unit and
// server test files share nothing, so every core runs one.
const TEST_WORKERS = os.availableParallelism();

/**
 * claygl (under echarts-gl) compiles its post-processing sizes with `new Function`, which the
 * portal's Content Security Policy refuses (no 'unsafe-eval'): it calls a small parser instead
 * (src/ui/chart/sizeExpression.ts). Fails the build if claygl's code no longer reads as expected.
 */
function clayglWithoutEval(): Plugin {
  const compiled = "new Function('width', 'height', 'dpr', 'return ' + exprRes[1])";
  return {
    name: 'claygl-without-eval',
    transform(code, id) {
      if (!/[\\/]claygl[\\/]src[\\/]createCompositor\.js$/.test(id)) return null;
      if (!code.includes(compiled)) this.error(`claygl changed: ${compiled} not found in ${id}`);
      const parser = JSON.stringify(path.join(root, 'src/ui/chart/sizeExpression.ts'));
      return { code: `import { compileSizeExpression } from ${parser};\n${code.replace(compiled, 'compileSizeExpression(exprRes[1])')}`, map: null };
    },
  };
}

/**
 * @antv/g (under G6, the 关联图谱 widget) imports html2canvas, 200 KB of script, for snapshots of
 * HTML that the portal never takes: its import from @antv/g becomes a function that loads
 * html2canvas when first called (it answers a promise either way), so the graph's chunk and the
 * wall do not carry it.
 */
function html2canvasOnCall(): Plugin {
  const shim = '\0html2canvas-on-call';
  return {
    name: 'html2canvas-on-call',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'html2canvas' && importer && /[\\/]@antv[\\/]g[\\/]/.test(importer) ? shim : null;
    },
    load(id) {
      return id === shim ? "export default (...args) => import('html2canvas').then((m) => m.default(...args));" : null;
    },
  };
}

/** The chunk groups below that only charts draw with (the wall's and the statistics pages'). */
const CHART_GROUPS = ['echarts', 'echarts-gl'];

/**
 * The files the service worker precaches, read from Vite's manifest: everything the admin entry
 * (index.html) reaches by static or dynamic import, with its CSS and assets, except what only
 * charts and the wall draw with (the ECharts groups, the chart widgets' chunks, G6 being inside
 * chart-graph's, the maps' GeoJSON) and the libraries an export loads when asked (jspdf,
 * html2canvas, canvg): those are cached when first used instead. The wall's entry (screen.html)
 * is not reached from index.html, and so is never precached.
 */
function portalPrecache(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || CHART_GROUPS.includes(chunk.name ?? '')) return;
    if (dynamic && (/^widgets\/chart-/.test(key) || !/^(src|widgets)\//.test(key))) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of chunk.imports ?? []) visit(dep, false);
    for (const dep of chunk.dynamicImports ?? []) visit(dep, true);
  };
  visit('index.html', false);
  return files;
}

/**
 * The portal as an installable app: the web app manifest (linked from index.html) and a Workbox
 * service worker that keeps the admin portal's shell and widgets, so it opens offline after one
 * visit. A new version waits until the person accepts it (src/app/pwa/UpdatePrompt.tsx): never
 * half of one build and half of another. No answer of the API is ever kept: one person's data
 * must not be shown to the next person on the same device.
 */
function installableApp(): Plugin[] {
  return [
    ...VitePWA({
      registerType: 'prompt',
      // Registered by the signed-in layout (src/app/pwa/UpdatePrompt.tsx), not by a script in every page.
      injectRegister: false,
      manifest: PWA_MANIFEST,
      includeAssets: ['icons/zp-mark.svg', 'icons/apple-touch-icon.png'],
      devOptions: { enabled: false },
      workbox: {
        // Only the build's own files: never dist/storybook or the hashed files of an older build
        // (the build leaves dist/ in place); portalPrecache narrows it to the admin portal.
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff,woff2,ttf,png,svg}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NAVIGATION_DENYLIST,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The stored files a person opened (the visits' photos, the documents): the network
            // first, the kept copy with no network. One person's, removed when they sign out or
            // another signs in (src/api/device.ts); no other answer of the API is ever kept.
            // (A regular expression on the whole address: a function would reach the worker as its text alone, without KEPT_FILE_PATH.)
            urlPattern: new RegExp(`^https?://[^/]+${KEPT_FILE_PATH.source.slice(1, -1)}(?:\\?|$)`),
            handler: 'NetworkFirst',
            options: {
              cacheName: KEPT_FILES_CACHE,
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // What the precache leaves out (charts, maps, the exports' libraries), kept once used
            // so what a person has opened opens offline too. Hashed files never change; only the
            // build's own, never an API answer.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'zp-assets',
              expiration: { maxEntries: 120, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      integration: {
        beforeBuildServiceWorker(options) {
          // vite-plugin-pwa sets it to the build's output directory.
          if (!options.workbox.globDirectory) throw new Error('vite-plugin-pwa: workbox.globDirectory is not set');
          const keep = portalPrecache(options.workbox.globDirectory);
          options.workbox.manifestTransforms = [async (entries) => ({ manifest: entries.filter((e) => keep.has(e.url)), warnings: [] })];
        },
      },
    }),
    {
      // vite-plugin-pwa links the manifest from every page it builds; the wall is not the installed app.
      name: 'no-manifest-on-the-wall',
      apply: 'build',
      enforce: 'post',
      transformIndexHtml: {
        order: 'post',
        handler: (html, ctx) => (path.basename(ctx.filename) === 'screen.html' ? html.replace(/<link rel="manifest"[^>]*>/, '') : html),
      },
    },
  ];
}

export default defineConfig({
  plugins: [react(), clayglWithoutEval(), html2canvasOnCall(), installableApp()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      // The browser's zod is set up without its compiler (src/domain/schemaRuntime.ts).
      { find: /^zod$/, replacement: path.join(root, 'src/domain/schemaRuntime.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    // tests/bench/bundle-size.mjs reads the entry's static imports from dist/.vite/manifest.json.
    manifest: true,
    emptyOutDir: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { main: path.join(root, 'index.html'), screen: path.join(root, 'screen.html') },
      output: {
        codeSplitting: {
          groups: [
            // ECharts as one chunk for every chart widget, instead of some thirty pieces split by
            // which widgets share them: a page of charts (the big screen) is otherwise a waterfall
            // of small requests through the browser's six connections. Never on the admin entry.
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
            // echarts-gl (and its claygl) by name, apart: only the 3D pies load it.
            { name: 'echarts-gl', test: /[\\/]node_modules[\\/](echarts-gl|claygl)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, apiTarget])),
      // POST /login is the sign-in call; GET /login is the portal's page.
      '/login': { target: apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'maps/**/*.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          // A worker's files share the libraries' modules and its document: antd and React load once
          // per worker instead of once per file (4.4 min → 1.9 min). The portal's modules load
          // afresh per file (tests/setup-dom.ts), and each test unmounts what it rendered.
          isolate: false,
          maxWorkers: TEST_WORKERS,
          // jsdom + antd on a loaded 2-core machine: a first lazy widget chunk can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/seeded-snapshot.ts'],
          // A worker's test files share its modules: the server's code is loaded once per worker,
          // not once per file (that took five seconds a file, over half of the step). Each file
          // still builds its own app on its own database; a file that mocks a server module
          // imports the server afresh (vi.resetModules, account-throttle.test.ts).
          isolate: false,
          maxWorkers: TEST_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      {
        // Every story is a test: rendered in Chromium, its play function run, and a console
        // error or warning is a failure (tests/setup/stories.ts).
        extends: true,
        optimizeDeps: { include: STORY_DEPS },
        plugins: [storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'npm run storybook -- --ci' })],
        test: {
          name: 'storybook',
          setupFiles: ['tests/setup/stories.ts'],
          testTimeout: 30_000,
          // The story files run one after another in one page, not each in a new frame that loads
          // the portal's modules again (4.1 → 3.4 min). A story mocks nothing; each is mounted anew.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Less motion asked for, as in the e2e tests (src/ui/motion.ts): no transitions to render and wait for.
            provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
