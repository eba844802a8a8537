/**
 * The flow log and the operation log as hash chains (等保 2.0 安全审计: audit records protected
 * from change, deletion and overwriting). A sealer links the rows written since its last run, in
 * one chain per log: each row gets the next place (`chain_seq`) and a SHA-256 over the previous
 * link's hash, its place and its fields (`chain_hash`); `log_chain` keeps each chain's head. The
 * check walks a chain from its first link and names the first that does not hold: a row changed
 * (its hash no longer matches its fields), a row missing (a gap in the places), or rows cut from
 * the end (the last link is not the head).
 *
 * Sealing after the fact, by one sealer at a time (an advisory lock, whichever server process
 * gets it), rather than in the statement that writes a row: writing a log row takes no lock
 * beyond its own, so moves on two processes never wait on each other for the log. A row is
 * sealed within seconds (SEAL_EVERY_MS); until then the check counts it as unsealed.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CHAINED_LOGS, type BrokenLink, type ChainedLog, type ChainReport } from '../../src/domain/logChain';
import type { ServerContext } from '../context';
import { rowsOf, type Db, type DbOrTx } from '../db/client';


/** Between two runs of the sealer. */
export const SEAL_EVERY_MS = 2000;
/** Rows linked in one statement. */
const SEAL_BATCH = 2000;
/** The advisory lock of the sealer: any number, the same in every process. */
const SEALER_LOCK = 7_204_518;

/**
 * What a link's hash covers of a row: its fields as JSON without its own link, its time as epoch
 * seconds (the same text whatever the session's time zone).
 */
const linkText = (log: ChainedLog) =>
  sql.raw(`(to_jsonb(${log}) - 'chain_seq' - 'chain_hash' - 'create_time' || jsonb_build_object('create_time', extract(epoch from ${log}.create_time)::text))::text`);

/** The hash of a link: the previous link's hash, the place and the row's text. */
export const linkHash = (previous: string, seq: number, text: string): string => crypto.createHash('sha256').update(`${previous}\n${seq}\n${text}`).digest('hex');

interface Head {
  seq: number;
  hash: string;
}

async function headOf(db: DbOrTx, log: ChainedLog): Promise<Head> {
  const [row] = rowsOf<{ seq: string; hash: string }>(await db.execute(sql`select last_seq::text as seq, last_hash as hash from log_chain where log = ${log}`));
  return row ? { seq: Number(row.seq), hash: row.hash } : { seq: 0, hash: '' };
}

/** Links every row written since the last run; answers how many. Another process sealing at the moment: 0. */
export async function sealLogs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SEALER_LOCK}) as locked`));
    if (!locked) return 0;
    let sealed = 0;
    for (const log of CHAINED_LOGS) {
      const head = await headOf(tx, log);
      for (;;) {
        const rows = rowsOf<{ id: number; text: string }>(await tx.execute(sql`select id, ${linkText(log)} as text from ${sql.raw(log)} where chain_seq is null order by id limit ${SEAL_BATCH}`));
        if (!rows.length) break;
        const links = rows.map((r) => {
          head.seq += 1;
          head.hash = linkHash(head.hash, head.seq, r.text);
          return sql`(${r.id}::int, ${head.seq}::bigint, ${head.hash})`;
        });
        await tx.execute(sql`update ${sql.raw(log)} set chain_seq = v.seq, chain_hash = v.hash from (values ${sql.join(links, sql`, `)}) as v(id, seq, hash) where ${sql.raw(log)}.id = v.id`);
        await tx.execute(sql`
          insert into log_chain (log, last_seq, last_hash, sealed_at) values (${log}, ${head.seq}, ${head.hash}, now())
          on conflict (log) do update set last_seq = excluded.last_seq, last_hash = excluded.last_hash, sealed_at = excluded.sealed_at`);
        sealed += rows.length;
      }
    }
    return sealed;
  });
}

/** Walks one chain from its first link; stops at the first that does not hold. */
export async function checkLog(db: Db, log: ChainedLog): Promise<ChainReport> {
  const head = await headOf(db, log);
  let previous = { seq: 0, hash: '' };
  let checked = 0;
  let broken: BrokenLink | null = null;
  for (let after = 0; !broken; ) {
    const rows = rowsOf<{ id: number; seq: string; hash: string | null; text: string }>(
      await db.execute(sql`select id, chain_seq::text as seq, chain_hash as hash, ${linkText(log)} as text from ${sql.raw(log)} where chain_seq > ${after} order by chain_seq limit ${SEAL_BATCH}`),
    );
    if (!rows.length) break;
    for (const r of rows) {
      const seq = Number(r.seq);
      if (seq !== previous.seq + 1) {
        broken = { seq: previous.seq + 1, id: null, kind: 'missing' };
        break;
      }
      if (r.hash !== linkHash(previous.hash, seq, r.text)) {
        broken = { seq, id: r.id, kind: 'changed' };
        break;
      }
      previous = { seq, hash: r.hash };
      checked++;
    }
    after = previous.seq;
  }
  if (!broken && (previous.seq !== head.seq || previous.hash !== head.hash)) broken = { seq: head.seq, id: null, kind: previous.seq < head.seq ? 'cut' : 'changed' };
  const [{ unsealed }] = rowsOf<{ unsealed: number }>(await db.execute(sql`select count(*)::int as unsealed from ${sql.raw(log)} where chain_seq is null`));
  return { log, sealed: checked, unsealed, broken };
}

export const checkLogs = async (db: Db): Promise<ChainReport[]> => Promise.all(CHAINED_LOGS.map((log) => checkLog(db, log)));

/** The sealer on a timer in every server process (one of them seals each time); off with ZP_LOG_SEAL=off. */
export const logSealer: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  if (!config.logSeal) return;
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= sealLogs(db)
      .catch((e: unknown) => app.log.error({ err: e }, 'sealing the logs failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(run, SEAL_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
