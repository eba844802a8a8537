/**
 * Browser security headers on the pages and the API, and signing out only on purpose: a link or a
 * form on another site carries at most the cookie, which never signs anyone out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDirectives, tileSource } from '../../../server/http/security';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'storybook'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dist, 'screen.html'), '<!doctype html><title>screen</title>');
  fs.writeFileSync(path.join(dist, 'storybook', 'index.html'), '<!doctype html><title>catalogue</title><script>window.x=1</script>');
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('security headers', () => {
  it('pages, client routes and the API carry the policy, nosniff, no referrer and no framing by other sites', async () => {
    for (const url of ['/', '/screen.html', '/index', '/sys/config', '/api/sysuser/cur']) {
      const res = await s.app.inject({ url, method: url === '/api/sysuser/cur' ? 'POST' : 'GET' });
      const policy = csp(res.headers);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy, url).toContain("frame-ancestors 'self'");
      expect(policy, url).toContain("object-src 'none'");
      // The installable portal: its service worker and app manifest, from the portal's own origin.
      expect(policy, url).toMatch(/worker-src 'self'/);
      expect(policy, url).toContain("manifest-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('the component catalogue gets a policy of its own that lets its inline scripts run', async () => {
    const res = await s.app.inject({ url: '/storybook/' });
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers)).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp(res.headers)).toContain("frame-ancestors 'self'");
  });

  it('online map tiles are allowed from their host only when configured', () => {
    expect(portalDirectives({ mapTileUrl: null })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(portalDirectives({ mapTileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png' })['img-src']).toContain('https://*.tile.example');
    expect(tileSource('http://tiles.local:8081/{z}/{x}/{y}.png')).toBe('http://tiles.local:8081');
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource("https://a.example'; script-src *")).toBeNull();
  });
});

describe('signing out', () => {
  const stillSignedIn = async (token: string) => (await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code === 200;

  it('POST /logout with the token header ends the session', async () => {
    const token = await s.signIn('staff');
    const r = await s.call({ method: 'POST', url: '/logout', token });
    expect(r.body.code).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it('a link from another site (GET with only the cookie) does not sign anyone out', async () => {
    const token = await s.signIn('staff');
    const r = await s.call({ method: 'GET', url: '/logout', headers: { cookie: `X-Token=${encodeURIComponent(token)}` } });
    expect(r.body.code).toBe(200);
    expect(await stillSignedIn(token)).toBe(true);
  });

  it('the spec’s GET /logout still works with the token header', async () => {
    const token = await s.signIn('staff');
    await s.call({ method: 'GET', url: '/logout', token });
    expect(await stillSignedIn(token)).toBe(false);
  });
});
