/**
 * The built front end as served by the API server: hashed files under assets/ are cached for good
 * (a wall PC reloading the big screen fetches nothing again); the pages naming them are
 * revalidated, so a new build is picked up on the next load; client routes fall back to the portal.
 * The installable portal's service worker and app manifest are asked for again on every check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../../server/app';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-abc123.js"></script>');
  fs.writeFileSync(path.join(dist, 'screen.html'), '<!doctype html><title>screen</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'workbox-abc123.js'), 'define([], () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"圳品现场"}');
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('keeps content-hashed assets for good', async () => {
    const res = await s.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates the pages and unhashed files', async () => {
    for (const url of ['/', '/screen.html', '/favicon.svg']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).not.toContain('immutable');
    }
  });

  it('answers a client route with the portal and an unknown asset with 404', async () => {
    const page = await s.app.inject({ url: '/views/sys-user' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');
    expect((await s.app.inject({ url: '/assets/missing-000.js' })).statusCode).toBe(404);
  });

  it('serves the service worker and the app manifest as themselves, asked for again on every check', async () => {
    const sw = await s.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await s.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const runtime = await s.app.inject({ url: '/workbox-abc123.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('answers a missing script or manifest with 404, never with the portal as JavaScript', async () => {
    for (const url of ['/workbox-missing.js', '/registerSW.js', '/missing.webmanifest']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>portal</title>');
    }
  });
});
