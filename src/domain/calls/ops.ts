/**
 * Calls for the people who run the portal, not the calls document's: a load balancer's probes,
 * and the check of the audit logs' hash chains.
 * `/healthz` answers while the process is up; `/readyz` while it can serve (the database answers
 * and its migrations are the ones this build ships). Both are public, and a probe reads the HTTP
 * status: 200, or 503 with the envelope saying why.
 */
import { z } from 'zod';
import { chainReportSchema, LOG_CHAIN_PATH } from '../logChain';
import { defineCall } from './call';

const tag = '运维';

export const OPS_TEXT = {
  databaseDown: '数据库不可用',
  /** Any call while the database cannot be reached (HTTP 503): a restart or failover, over by itself. */
  databaseUnavailable: (requestId: string) => `数据库不可用，请稍后重试（请求编号 ${requestId}）`,
  migrationsBehind: (applied: number, expected: number) => `数据库迁移未完成（已执行 ${applied} 个，本版本有 ${expected} 个）`,
} as const;

export const opsCalls = {
  health: defineCall({ method: 'GET', path: '/healthz', summary: '进程存活（负载均衡探测）', tag, reply: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) }),
  ready: defineCall({
    method: 'GET',
    path: '/readyz',
    summary: '可以接收请求：数据库可达、迁移为本版本的（否则 HTTP 503）',
    tag,
    reply: z.object({ database: z.literal('ok'), migrations: z.object({ applied: z.number().int(), expected: z.number().int() }) }),
  }),
  /** Prometheus's text of this server process's metrics (server/http/metrics.ts), for administrators. */
  metrics: defineCall({ method: 'GET', path: '/api/ops/metrics', summary: '本服务进程的运行指标（Prometheus 文本格式）', tag, file: true }),
  /** For the log's readers (its permission): each audit log's hash chain checked now (rows not yet sealed counted apart). */
  logChains: defineCall({ method: 'GET', path: LOG_CHAIN_PATH, summary: '日志完整性校验：流程日志与操作日志的哈希链，第一处被改动或删除的记录', tag, reply: z.array(chainReportSchema) }),
} as const;
