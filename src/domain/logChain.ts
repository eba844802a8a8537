/**
 * The audit logs' hash chains (server/http/logChain.ts seals and checks them): which logs, what a
 * check reports, and how a person reads it. Shared by the server, the check script and the page.
 */
import { z } from 'zod';

export const CHAINED_LOGS = ['flow_log', 'sys_log'] as const;
export type ChainedLog = (typeof CHAINED_LOGS)[number];

export const LOG_LABELS: Readonly<Record<ChainedLog, string>> = { flow_log: '流程日志', sys_log: '操作日志' };

export const LOG_CHAIN_PATH = '/api/syslog/chain';

export const brokenLinkSchema = z.object({
  /** The place in the chain; for `cut`, the head's (the last link that should be there). */
  seq: z.number().int(),
  /** The row at that place, when there is one. */
  id: z.number().int().nullable(),
  kind: z.enum(['changed', 'missing', 'cut']),
});
export type BrokenLink = z.output<typeof brokenLinkSchema>;

export const chainReportSchema = z.object({
  log: z.enum(CHAINED_LOGS),
  /** Links checked and found whole. */
  sealed: z.number().int(),
  /** Rows written since the last seal: not yet protected. */
  unsealed: z.number().int(),
  broken: brokenLinkSchema.nullable(),
});
export type ChainReport = z.output<typeof chainReportSchema>;

/** A check's finding in a sentence. */
export function chainReportText(r: ChainReport): string {
  const name = LOG_LABELS[r.log];
  if (!r.broken) return `${name}完整：已校验 ${r.sealed} 条${r.unsealed ? `，另有 ${r.unsealed} 条新记录待封存` : ''}`;
  const { seq, id, kind } = r.broken;
  if (kind === 'changed') return id === null ? `${name}的链头被改动（第 ${seq} 条）` : `${name}第 ${seq} 条（记录编号 ${id}）被改动`;
  if (kind === 'missing') return `${name}第 ${seq} 条被删除`;
  return `${name}末尾的记录被删除（应到第 ${seq} 条）`;
}
