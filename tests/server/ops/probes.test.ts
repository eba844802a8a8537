/**
 * What operations reads from the outside: the load balancer's probes (/healthz, /readyz) and the
 * request id on every answer, the one a person quotes from an error and the log lines carry.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TEXT, opsCalls } from '../../../src/domain/calls/ops';
import { REQUEST_ID_HEADER } from '../../../server/http/requestId';
import { rowsOf } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('the probes', () => {
  it('/healthz answers while the process is up, without a session', async () => {
    const r = await s.call<{ status: string; uptimeSeconds: number }>({ method: 'GET', url: opsCalls.health.path });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('/readyz answers 200 with every migration of this build applied, and 503 saying why when the database is behind', async () => {
    const ready = await s.call<{ migrations: { applied: number; expected: number } }>({ method: 'GET', url: opsCalls.ready.path });
    expect(ready.status).toBe(200);
    const { applied, expected } = ready.body.data.migrations;
    expect(applied).toBe(expected);
    expect(expected).toBeGreaterThan(30);

    const db = s.database.db;
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(await db.execute(sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id desc limit 1`));
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const behind = await s.call({ method: 'GET', url: opsCalls.ready.path });
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ code: 503, msg: OPS_TEXT.migrationsBehind(expected - 1, expected) });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`);
    }
    expect((await s.call({ method: 'GET', url: opsCalls.ready.path })).status).toBe(200);
  });
});

describe('a database that stops answering', () => {
  it('turns /readyz to 503 数据库不可用 while /healthz still answers', async () => {
    const down = await startTestServer();
    try {
      await down.database.close();
      const ready = await down.call({ method: 'GET', url: opsCalls.ready.path });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ code: 503, msg: OPS_TEXT.databaseDown });
      expect((await down.call({ method: 'GET', url: opsCalls.health.path })).status).toBe(200);
    } finally {
      await down.app.close();
    }
  }, 120_000);
});

describe('the metrics', () => {
  it('give administrators request times by route, stored figures read or computed, flow moves, and Node’s own; nobody else', async () => {
    const admin = await s.signIn('admin');
    const manager = await s.signIn('manager');
    await s.call({ method: 'GET', url: '/api/screen/overview', token: manager });
    await s.call({ method: 'GET', url: '/api/screen/overview', token: manager });
    const r = await s.app.inject({ method: 'GET', url: opsCalls.metrics.path, headers: { 'x-token': admin } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toMatch(/zp_http_request_duration_seconds_count\{method="GET",route="\/api\/screen\/overview",status="200"\} [1-9]/);
    expect(r.body).toMatch(/zp_stored_figures_total\{result="hit"\} [1-9]/);
    expect(r.body).toContain('# TYPE zp_flow_moves_total counter');
    expect(r.body).toContain('zp_process_resident_memory_bytes');
    expect((await s.call({ method: 'GET', url: opsCalls.metrics.path, token: manager })).body.code).toBe(403);
  });
});

describe('the request id', () => {
  it('is on every answer, and in a refusal’s envelope the same', async () => {
    const answered = await s.call({ method: 'GET', url: opsCalls.health.path });
    expect(answered.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{12}$/);
    const refused = await s.call({ method: 'POST', url: '/api/sysuser/lst', payload: {} });
    expect(refused.body.code).toBe(401);
    expect(refused.body).toMatchObject({ requestId: refused.headers[REQUEST_ID_HEADER] });
    const badUrl = await s.call({ method: 'GET', url: '/api/sysuser/%E0%A4%A' });
    expect(badUrl.body).toMatchObject({ code: 400, requestId: badUrl.headers[REQUEST_ID_HEADER] });
  });

  it('is a load balancer’s own when it sends a sane one, and a fresh one instead of anything else', async () => {
    const passed = await s.call({ method: 'GET', url: opsCalls.health.path, headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.2' } });
    expect(passed.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.2');
    for (const odd of ['', 'a b', 'x'.repeat(65), '<script>']) {
      const r = await s.call({ method: 'GET', url: opsCalls.health.path, headers: { [REQUEST_ID_HEADER]: odd } });
      expect(r.headers[REQUEST_ID_HEADER], JSON.stringify(odd)).toMatch(/^[0-9a-f]{12}$/);
    }
  });
});
