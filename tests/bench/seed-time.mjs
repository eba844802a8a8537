/**
 * The first start's wait: how long a fresh embedded database (PGlite on disk, as `npm start` opens
 * it) takes to open and migrate, and the demo world to be played into it (the engine's moves, the
 * documents and certificates the generators make). `npm start` on a fresh clone must serve within
 * two minutes on this machine, installing included; this is the part the seed owns.
 *
 * Env: ZP_SEED_SCALE (default 1) - the seed's scale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/seed/index.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bench-seed-'));
const config = loadConfig({ LOG_LEVEL: 'silent', ZP_SEED_SCALE: process.env.ZP_SEED_SCALE ?? '1' }, { memory: false, dataDir, distDir: '/nonexistent' });
try {
  const opened = Date.now();
  const database = await openDatabase(config);
  const migrated = Date.now();
  const seeded = await seedIfEmpty(database.db, config);
  const done = Date.now();
  const count = async (table) => Number((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);
  console.log(`open and migrate: ${((migrated - opened) / 1000).toFixed(1)} s`);
  console.log(`seed (played):    ${((done - migrated) / 1000).toFixed(1)} s  (${seeded})`);
  console.log(`moves logged: ${await count('flow_log')}, messages: ${await count('msg_info')}, files: ${await count('file_base_info')}, certificates: ${await count('zp_cert')}`);
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
