/** Starts the reference server: opens (and migrates) the database, seeds the demo world on first start, serves the portal and the API. */
import http from 'node:http';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedIfEmpty, demoAccountsLine } from './seed';
import { buildApp } from './app';
import { metrics } from './http/metrics';

/** /metrics for a Prometheus scraper on a port of its own, on 127.0.0.1 only: no session there, so nothing else. */
function serveMetrics(port: number): void {
  http
    .createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    })
    .listen(port, '127.0.0.1', () => console.log(`运行指标（Prometheus）: http://127.0.0.1:${port}/metrics`));
}

/** How long a stopping server waits for the requests in flight (a load balancer's drain is usually 30 s). */
const DRAIN_TIMEOUT_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (config.seed) {
    const seeded = await seedIfEmpty(database.db, config);
    if (seeded) console.log(`已创建演示数据 (${seeded})`);
  }
  const app = await buildApp(database.db, config);
  if (database.poolStats) metrics.watchPool(database.poolStats);
  if (config.metricsPort) serveMetrics(config.metricsPort);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n收到 ${signal}，正在关闭服务与数据库…`);
    // app.close() stops taking connections and waits for the requests in flight; one that hangs
    // does not keep the process from ending.
    setTimeout(() => {
      console.error(`${DRAIN_TIMEOUT_MS / 1000} 秒内未处理完进行中的请求，强制退出`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  console.log(`\n圳品门户已启动: ${url}/  (大屏: ${url}/screen.html, 组件目录: ${url}/storybook/)`);
  console.log(`数据库: ${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
  console.log(`${demoAccountsLine()}\n`);
}

main().catch((e) => {
  console.error('启动失败:', e);
  process.exit(1);
});
