/**
 * Every route is registered from a call contract (src/domain/calls), and the OpenAPI document made
 * from the contracts lists every route with its schemas, for administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX } from '../../../server/http/openapi';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('call contracts', () => {
  it('every route of the API declares its contract', () => {
    const without = s.app.routeTable.filter((r) => !r.call && !r.url.startsWith(DOCS_PREFIX)).map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });

  it('a contract describes the route it is registered on', () => {
    for (const r of s.app.routeTable) if (r.call) expect(`${r.call.method} ${r.call.path}`).toBe(`${r.method} ${r.url}`);
  });

  it('the OpenAPI document lists every route with the schemas of its parts, for administrators only', async () => {
    const admin = await s.signIn('admin');
    const res = await s.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': admin } });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const r of s.app.routeTable) {
      if (!r.call) continue;
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) {
        missing.push(`${r.method} ${r.url}`);
        continue;
      }
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), `${r.method} ${r.url}`).toEqual([...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort());
      if (r.call.body && !r.call.multipart) expect(op.requestBody, `${r.method} ${r.url}`).toBeDefined();
      if (!r.call.file) expect(op.responses, `${r.method} ${r.url}`).toBeDefined();
    }
    expect(missing).toEqual([]);

    const page = await s.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/`, headers: { 'x-token': admin } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);

    const enterprise = await s.signIn('enterprise');
    const refused = await s.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': enterprise } });
    expect(refused.json()).toMatchObject({ code: 403 });
    const anonymous = await s.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });
});
