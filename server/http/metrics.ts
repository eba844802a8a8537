/**
 * Prometheus metrics of this process (prom-client): request durations by route, the database
 * pool, flow moves by flow and action, stored figures read or computed, and Node's own (CPU,
 * memory, event loop). One registry per process, as Prometheus scrapes processes. Read by
 * administrators at GET /api/ops/metrics (ops.ts), or by a scraper on ZP_METRICS_PORT, a port of
 * its own on 127.0.0.1 with no session (main.ts).
 */
import client from 'prom-client';

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'zp_' });

/** The pool's figures, from whichever database the process opened (client.ts; none for PGlite). */
let poolStats: (() => { total: number; idle: number; waiting: number }) | null = null;

export const metrics = {
  registry,
  requests: new client.Histogram({
    name: 'zp_http_request_duration_seconds',
    help: '请求耗时（秒），按方法、路由与 HTTP 状态',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2, 5],
    registers: [registry],
  }),
  moves: new client.Counter({ name: 'zp_flow_moves_total', help: '流程流转次数，按流程与动作', labelNames: ['flow', 'action'] as const, registers: [registry] }),
  figures: new client.Counter({ name: 'zp_stored_figures_total', help: '统计数字读取：命中已存结果（hit）或重新计算（miss）', labelNames: ['result'] as const, registers: [registry] }),
  watchPool(stats: typeof poolStats): void {
    poolStats = stats;
  },
};

new client.Gauge({
  name: 'zp_db_pool_connections',
  help: '数据库连接池：总数、空闲与等待中的请求（内置数据库无连接池）',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!poolStats) return;
    const s = poolStats();
    this.set({ state: 'total' }, s.total);
    this.set({ state: 'idle' }, s.idle);
    this.set({ state: 'waiting' }, s.waiting);
  },
});
