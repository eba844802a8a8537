/**
 * Global setup of the server tests: migrate and seed the demo world once, not once per test
 * file. In memory (PGlite) the seeded data directory is dumped to a tarball each test's PGlite
 * starts from; on PostgreSQL (ZP_TEST_PG_URL) it is a template database each scratch database is
 * created from. The seeded files directory is copied into each test's data directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';

export interface SeededSnapshot {
  /** The seed scale the snapshot was seeded at; a test asking for another seeds its own. */
  readonly seedScale: number;
  readonly filesDir: string;
  /** In memory: the dumped PGlite data directory. */
  readonly dataDirTar?: string;
  /** On PostgreSQL: the template database's name. */
  readonly template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: SeededSnapshot;
  }
}

/** The environment every test server starts with (tests/server/harness.ts). */
export const TEST_ENV = { ZP_CAPTCHA: 'off', ZP_RATE_LIMIT: 'off', ZP_CERT_JOB: 'off', ZP_LOG_SEAL: 'off', LOG_LEVEL: 'silent', ZP_CHECK_REPLIES: 'on' } as const;

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-seeded-'));
  const pgBase = process.env.ZP_TEST_PG_URL;
  const template = pgBase ? `zp_template_${crypto.randomBytes(6).toString('hex')}` : undefined;
  let databaseUrl: string | undefined;
  if (pgBase && template) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${template}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig(TEST_ENV, { memory: !databaseUrl, databaseUrl, distDir: '/nonexistent', dataDir: dir });
  const database = await openDatabase(config);
  let dataDirTar: string | undefined;
  try {
    await seedIfEmpty(database.db, config);
    if (database.dumpDataDir) {
      dataDirTar = path.join(dir, 'pgdata.tar');
      fs.writeFileSync(dataDirTar, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  fs.mkdirSync(config.filesDir, { recursive: true });
  project.provide('seededSnapshot', { seedScale: config.seedScale, filesDir: config.filesDir, dataDirTar, template });

  return async () => {
    if (pgBase && template) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      // The template and its copies still there (a worker's spare, a copy dropped in the background).
      const left = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [template, `${template}\\_copy\\_%`]);
      const names = left.rows.map((r) => r.datname).sort((a, b) => Number(a === template) - Number(b === template));
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
