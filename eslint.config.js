// @ts-check
/**
 * Lint for the whole repository (flat config). Besides typescript-eslint's recommended rules and
 * the React hooks rules, it enforces the one-way imports of ARCHITECTURE.md §2, so a wrong arrow
 * fails `npm test` instead of waiting for a review:
 *
 *   app, pages, screen  ->  widgets/registry  ->  widgets/*  ->  ui, api, stores, domain
 *   server              ->  domain
 *   domain              ->  (nothing: no React, no DOM, no axios, no node:*)
 *
 * Paths are checked by the local rule zp/layers (scripts/eslint/layers.mjs) on the resolved file
 * (relative imports and the `@/` alias alike); packages are checked by no-restricted-imports.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layersPlugin } from './scripts/eslint/layers.mjs';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Client-side folders that server code and the lower layers must not reach into. */
const CLIENT = ['./src/app', './src/api', './src/ui', './src/stores', './src/pages', './src/screen', './widgets'];
/** The shell: only it composes widgets (through the registry). */
const SHELL = ['./src/app', './src/pages', './src/screen'];

/** One zone per widget folder present when lint runs: widgets/<a> never imports widgets/<b> (nor the registry). */
const widgetZones = (fs.existsSync(path.join(root, 'widgets')) ? fs.readdirSync(path.join(root, 'widgets'), { withFileTypes: true }) : [])
  .filter((d) => d.isDirectory())
  .map((d) => ({
    target: `./widgets/${d.name}`,
    from: './widgets',
    except: [`./${d.name}`],
    message: 'A widget never imports another widget (nor the registry); widgets talk through layout variables (ARCHITECTURE.md §2, §4).',
  }));

/**
 * What each server area (server/modules/<area>) offers the other areas besides its entry (index.ts):
 * the rest of its files are its own. The composition roots (server/app.ts, server/modules/index.ts
 * and reactions.ts, the seed) wire areas together and may reach any file.
 */
const SERVER_AREA_PUBLIC = {
  account: ['params'],
  area: ['chain'],
  basedata: ['status'],
  cert: ['expiry'],
  eval: ['documents'],
  file: ['download', 'generated', 'name', 'store'],
  layout: ['effective'],
  msg: ['service'],
  org: ['actions'],
  stats: ['figureCache', 'sources'],
};
const serverAreas = fs.existsSync(path.join(root, 'server/modules'))
  ? fs.readdirSync(path.join(root, 'server/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const serverAreaZones = serverAreas.map((area) => ({
  target: serverAreas.filter((other) => other !== area).map((other) => `./server/modules/${other}`),
  from: `./server/modules/${area}`,
  allow: ['index', ...(SERVER_AREA_PUBLIC[area] ?? [])],
  message: `Another area uses server/modules/${area} through its entry or the files it offers (SERVER_AREA_PUBLIC in eslint.config.js); the rest is its own.`,
}));

const zones = [
  {
    target: './src/domain',
    from: [...CLIENT, './server', './src/layouts', './maps'],
    message: 'src/domain is pure TypeScript shared by browser and server: it imports nothing from the rest of the project (ARCHITECTURE.md §2).',
  },
  {
    target: './src/ui',
    from: ['./src/api', './src/stores', './src/app', './src/pages', './src/screen', './widgets', './server'],
    message: 'src/ui is presentational: no data fetching, no stores, no shell, no widgets (ARCHITECTURE.md §2).',
  },
  {
    target: ['./src/api', './src/stores'],
    from: ['./src/app', './src/pages', './src/screen', './src/ui', './widgets', './server'],
    message: 'src/api and src/stores sit below the views: they never import the shell, ui or widgets (ARCHITECTURE.md §2).',
  },
  {
    target: './widgets',
    from: [...SHELL, './server'],
    message: 'Widgets import ui, api, stores and domain only, never the shell (ARCHITECTURE.md §2).',
  },
  {
    target: SHELL,
    from: './widgets',
    except: ['./registry.ts'],
    message: 'The shell reaches widgets only through widgets/registry.ts, which loads each view lazily (ARCHITECTURE.md §2, §3).',
  },
  {
    target: SHELL,
    from: './server',
    message: 'Client code never imports the server; shared code lives in src/domain (ARCHITECTURE.md §2).',
  },
  {
    target: './server',
    from: CLIENT,
    message: 'The server imports only src/domain from the client side (ARCHITECTURE.md §2).',
  },
  {
    target: './server/db',
    from: ['./server/http', './server/modules', './server/seed'],
    message: 'server/db is the database (client, schema, migrations): it imports no route, module or seed (ARCHITECTURE.md §7).',
  },
  {
    target: './server/http',
    from: ['./server/modules', './server/seed'],
    message: 'server/http is the platform under the modules (envelope, auth, contracts, engines): it never imports a module or the seed (ARCHITECTURE.md §7).',
  },
  {
    target: './server/modules',
    from: './server/seed',
    message: 'Modules serve requests; the demo world (server/seed) is made from them, never the other way (ARCHITECTURE.md §7).',
  },
  ...widgetZones,
  ...serverAreaZones,
];

/** Packages src/domain must not use: it runs in the browser and on the server alike. */
const DOMAIN_FORBIDDEN_PACKAGES = [
  'react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'react-grid-layout',
  'antd', 'antd/*', '@ant-design/*', 'axios', 'zustand', 'zustand/*', '@tanstack/*',
  'echarts', 'echarts/*', 'echarts-gl', 'echarts-gl/*', 'echarts-for-react', '@antv/*', 'nprogress',
  'fastify', 'fastify/*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*',
  'node:*', ...builtinModules, ...builtinModules.map((m) => `${m}/*`),
];

export default tseslint.config(
  // Generated output, local data, and scratch files (*.tmp.ts) people keep while they work.
  { ignores: ['dist/', 'node_modules/', 'data/', 'storybook-static/', 'test-results/', 'playwright-report/', '.tmp/', 'coverage/', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'zp/base',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { zp: layersPlugin(root) },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface X extends Pick<Y, ...> {}` names a shape; that is not the mistake the rule is after.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'zp/layers': ['error', { zones }],
    },
  },
  {
    // A cycle makes the order modules load in matter, and hides which room owns what.
    name: 'zp/no-cycle',
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts', 'maps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    name: 'zp/browser',
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'maps/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
  {
    name: 'zp/node',
    files: ['server/**/*.ts', 'tests/**/*.{ts,mjs}', 'scripts/**/*.{js,mjs}', '*.{js,mjs,ts}', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'zp/server',
    files: ['server/**/*.ts'],
    // The server strips control characters from user input (file names, headers) on purpose.
    rules: { 'no-control-regex': 'off' },
  },
  {
    name: 'zp/domain',
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DOMAIN_FORBIDDEN_PACKAGES,
              message: 'src/domain is pure TypeScript shared by browser and server: no React, DOM, axios, zustand, echarts, server libraries or node:* (ARCHITECTURE.md §2).',
            },
          ],
        },
      ],
    },
  },
);
