/**
 * Every route is registered from a call contract (src/domain/calls), and the OpenAPI document made
 * from the contracts lists every route with its schemas, for administrators only.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../../src/domain/calls/call';
import { loadConfig } from '../../../server/config';
import { installContracts, replyDrifts, route } from '../../../server/http/contract';
import { badRequest, ok } from '../../../server/http/envelope';
import { installErrorHandling } from '../../../server/http/errors';
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

describe('replies checked against their contracts', () => {
  const shelf = defineCall({
    method: 'GET',
    path: '/api/test/shelf',
    summary: '货架',
    tag: '测试',
    query: z.object({ answer: z.string() }),
    reply: z.object({ id: z.number(), name: z.string(), since: z.string(), items: z.array(z.object({ qty: z.number() })) }),
  });
  const appWith = async (checkReplies: boolean) => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    installContracts(app, { checkReplies });
    route(app, shelf, { access: 'public' }, ({ query }) => {
      if (query.answer === 'refused') throw badRequest('不行');
      // A handler that drifted: the id as text and an item's quantity missing.
      if (query.answer === 'wrong') return ok({ id: '7', name: '一号', since: new Date(0), items: [{ qty: 1 }, {}] });
      // A handler that sends more than its contract says: the client's types would not show it.
      if (query.answer === 'more') return ok({ id: 7, name: '一号', since: new Date(0), secret: 'x', items: [{ qty: 1, unit: '吨' }, { qty: 2, unit: '吨' }] });
      // A Date goes out as its ISO text: what the client reads is a string, as declared.
      return ok({ id: 7, name: '一号', since: new Date(0), items: [{ qty: 1 }] });
    });
    await app.ready();
    return app;
  };

  it('is off unless ZP_CHECK_REPLIES turns it on, and the server tests turn it on', () => {
    expect(loadConfig({}).checkReplies).toBe(false);
    expect(loadConfig({ ZP_CHECK_REPLIES: 'on' }).checkReplies).toBe(true);
    expect(s.config.checkReplies).toBe(true);
  });

  it('answers a reply that does not match its contract as a 500 naming the call and the fields', async () => {
    const app = await appWith(true);
    try {
      const wrong = await app.inject({ method: 'GET', url: '/api/test/shelf?answer=wrong' });
      expect(wrong.statusCode).toBe(500);
      const body = wrong.json() as { code: number; msg: string; data: unknown };
      expect(body).toMatchObject({ code: 500, data: null, succeed: false });
      expect(body.msg).toContain('GET /api/test/shelf');
      expect(body.msg).toContain('data.id: expected number, got string');
      expect(body.msg).toContain('data.items.1.qty: expected number, got undefined');
      expect(replyDrifts(app)).toEqual([body.msg]);

      // A reply that matches, and a refusal (its data is null), go out as they are.
      expect((await app.inject({ method: 'GET', url: '/api/test/shelf?answer=right' })).json()).toMatchObject({ code: 200, data: { id: 7, since: '1970-01-01T00:00:00.000Z' } });
      expect((await app.inject({ method: 'GET', url: '/api/test/shelf?answer=refused' })).json()).toMatchObject({ code: 400, msg: '不行' });
      expect(replyDrifts(app)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers a reply that sends fields its contract does not declare as a 500 naming them', async () => {
    const app = await appWith(true);
    try {
      const more = await app.inject({ method: 'GET', url: '/api/test/shelf?answer=more' });
      expect(more.statusCode).toBe(500);
      const { msg } = more.json() as { msg: string };
      expect(msg).toBe('reply of GET /api/test/shelf sends fields its contract does not declare: data.secret, data.items.*.unit');
      expect(replyDrifts(app)).toEqual([msg]);
    } finally {
      await app.close();
    }
  });

  it('leaves replies alone when the check is off (production)', async () => {
    const app = await appWith(false);
    try {
      const wrong = await app.inject({ method: 'GET', url: '/api/test/shelf?answer=wrong' });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toMatchObject({ code: 200, data: { id: '7' } });
    } finally {
      await app.close();
    }
  });
});
