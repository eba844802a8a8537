/**
 * The database: PGlite (embedded PostgreSQL) under DATA_DIR by default, node-postgres when
 * DATABASE_URL is set. One drizzle schema and one set of committed migrations serve both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import * as schema from './schema';
import { tableLogger } from './tablesRead';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball another PGlite can start from. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's figures (connections, idle ones, requests waiting for one). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** How to open an in-memory PGlite: from a data directory another one dumped (the tests' seeded snapshot). */
export interface MemoryStart {
  readonly loadDataDir?: Blob;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {}

/** Only one process may open an embedded data directory: a lock file holding the owner's pid. */
export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const tryCreate = () => fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    tryCreate();
  } catch {
    const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
    let alive = false;
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid) {
      try {
        process.kill(owner, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    if (alive) {
      throw new DataDirLockedError(
        `数据目录 ${dataDir} 正被另一个服务进程 (pid ${owner}) 使用。请先停止它，或用 DATA_DIR 指定其他目录。`,
      );
    }
    fs.rmSync(lockPath, { force: true }); // left by a process that died: take it over
    tryCreate();
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

/** The promise form of node-postgres' `client.query` (the one drizzle calls). */
type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * A transaction holds one connection, and code inside it may read several things at once
 * (`Promise.all` over the same `tx`). node-postgres queued such queries inside the client but
 * deprecates that queue (gone in pg 9), so each connection queues its own promise-form queries
 * here: one runs at a time, in the order asked, as before. Callback and stream forms pass through.
 */
function queueQueries(client: { query: QueryFn }): void {
  const query = client.query.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  client.query = (...args: unknown[]) => {
    const passThrough = args.some((a) => typeof a === 'function' || (typeof a === 'object' && a !== null && typeof (a as { submit?: unknown }).submit === 'function'));
    if (passThrough) return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  };
}

export async function openDatabase(cfg: Pick<Config, 'databaseUrl' | 'dataDir' | 'memory'>, start: MemoryStart = {}): Promise<Database> {
  if (cfg.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: cfg.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    pool.on('connect', queueQueries);
    // An idle connection the server drops (restart, failover, admin command) must not crash the process.
    pool.on('error', (e) => console.warn(`PostgreSQL 空闲连接出错: ${e.message}`));
    const db = drizzle(pool, { schema, casing: 'snake_case', logger: tableLogger });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram index of migration 0004 (contains-search of the operation log's operator).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = cfg.memory ? () => {} : acquireLock(cfg.dataDir);
  try {
    const extensions = { pg_trgm };
    const client = cfg.memory ? new PGlite({ extensions, loadDataDir: start.loadDataDir }) : new PGlite(path.join(cfg.dataDir, 'pgdata'), { extensions });
    await client.waitReady;
    const db = drizzle(client, { schema, casing: 'snake_case', logger: tableLogger });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
