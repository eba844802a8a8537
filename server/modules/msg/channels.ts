/**
 * The channels that leave the portal (SMS, e-mail, WeChat, DingTalk, app) go through one adapter
 * interface, by an outbox: the push's transaction writes an outbox row (and a log row saying so);
 * after the commit a dispatcher hands pending rows to the channel's adapter, if one is configured,
 * and records SENT or FAILED on both rows. No external gateway exists on this machine, so by
 * default no adapter is configured and the rows wait in the outbox, visible on the log page.
 *
 * A real adapter plugs in by configuration: `ZP_MSG_ADAPTER_<CHANNEL>=<module path>` (e.g.
 * ZP_MSG_ADAPTER_SMS=./adapters/aliyun-sms.mjs) names an ES module whose default export is a
 * ChannelAdapter; or code calls `setChannelAdapter` (the tests do).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DELIVERY_STATUS, EXTERNAL_CHANNELS, type MsgChannel } from '../../../src/domain/message';
import type { Db } from '../../db/client';
import { msgLog, msgOutbox } from '../../db/schema';

export interface OutboxItem {
  readonly id: number;
  readonly channel: MsgChannel;
  /** Mobile number, e-mail address or account of the recipient on that channel. */
  readonly address: string;
  readonly title: string;
  /** Plain text of the message. */
  readonly content: string;
}

export interface ChannelAdapter {
  readonly channel: MsgChannel;
  /** Sends one item; throws to report a failure (the message is kept as lastError). */
  send(item: OutboxItem): Promise<void>;
}

const adapters = new Map<MsgChannel, ChannelAdapter>();

export function setChannelAdapter(channel: MsgChannel, adapter: ChannelAdapter | null): void {
  if (adapter) adapters.set(channel, adapter);
  else adapters.delete(channel);
}

export const hasChannelAdapter = (channel: MsgChannel): boolean => adapters.has(channel);

/** Loads the adapters named in the environment (once, at start). */
export async function loadConfiguredAdapters(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const channel of EXTERNAL_CHANNELS) {
    const spec = env[`ZP_MSG_ADAPTER_${channel}`];
    if (!spec) continue;
    const mod = (await import(pathToFileURL(path.resolve(spec)).href)) as { default?: ChannelAdapter };
    if (!mod.default || typeof mod.default.send !== 'function') throw new Error(`ZP_MSG_ADAPTER_${channel}: ${spec} 没有默认导出的渠道适配器`);
    setChannelAdapter(channel, mod.default);
  }
}

const MAX_ATTEMPTS = 3;

/**
 * Sends what waits in the outbox for the channels that have an adapter. Each row is claimed with an
 * atomic update (PENDING -> SENDING), so two server processes never send one row twice.
 */
export async function dispatchOutbox(db: Db, limit = 100): Promise<number> {
  const channels = [...adapters.keys()];
  if (!channels.length) return 0;
  const pending = await db
    .select({ id: msgOutbox.id })
    .from(msgOutbox)
    .where(and(eq(msgOutbox.status, 'PENDING'), inArray(msgOutbox.channel, channels)))
    .orderBy(asc(msgOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of pending) {
    const [item] = await db
      .update(msgOutbox)
      .set({ status: 'SENDING', attempts: sql`${msgOutbox.attempts} + 1` })
      .where(and(eq(msgOutbox.id, id), eq(msgOutbox.status, 'PENDING')))
      .returning();
    if (!item) continue;
    const adapter = adapters.get(item.channel as MsgChannel);
    if (!adapter) {
      await db.update(msgOutbox).set({ status: 'PENDING' }).where(eq(msgOutbox.id, id));
      continue;
    }
    try {
      await adapter.send({ id: item.id, channel: item.channel as MsgChannel, address: item.address, title: item.title, content: item.content });
      await db.update(msgOutbox).set({ status: 'SENT', sentTime: sql`now()`, lastError: null }).where(eq(msgOutbox.id, id));
      await db.update(msgLog).set({ status: DELIVERY_STATUS.sent, detail: null, updateTime: sql`now()` }).where(eq(msgLog.id, item.logId));
      sent++;
    } catch (e) {
      const why = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      const final = item.attempts >= MAX_ATTEMPTS;
      await db.update(msgOutbox).set({ status: final ? 'FAILED' : 'PENDING', lastError: why }).where(eq(msgOutbox.id, id));
      if (final) await db.update(msgLog).set({ status: DELIVERY_STATUS.failed, detail: why, updateTime: sql`now()` }).where(eq(msgLog.id, item.logId));
    }
  }
  return sent;
}
