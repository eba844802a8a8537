/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/sys', '/logout', '/sms', '/rst'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { main: path.join(root, 'index.html'), screen: path.join(root, 'screen.html') },
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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
