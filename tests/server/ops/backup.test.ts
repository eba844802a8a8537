/**
 * The backup-and-restore drill (server/db/backup.ts), on the embedded database and on PostgreSQL:
 * back up, change rows and files, restore, and find exactly the backed-up state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/config';
import { backup, restore } from '../../../server/db/backup';
import { openDatabase, rowsOf, type Db } from '../../../server/db/client';
import { TEST_ENV } from '../seeded-snapshot';
import { scratchPostgres } from '../harness';

/** Every table of the schema, each as the digest of its rows in order: equal digests, equal contents. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ t: string }>(await db.execute(sql`select tablename as t from pg_tables where schemaname = 'public' order by 1`)).map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [row] = rowsOf<{ d: string }>(await db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${t}" x`)));
    out[t] = row.d;
  }
  return out;
}

const filesOf = (dir: string) => Object.fromEntries(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')]));

async function drill(cfg: Config): Promise<void> {
  const first = await openDatabase(cfg);
  await first.db.execute(sql`insert into sys_dic (code, name) values ('DRILL_A', '演练甲'), ('DRILL_B', '演练乙')`);
  const before = await fingerprint(first.db);
  await first.close();
  fs.mkdirSync(path.join(cfg.filesDir, '2026'), { recursive: true });
  fs.writeFileSync(path.join(cfg.filesDir, '2026', 'license.txt'), '营业执照');
  const filesBefore = filesOf(cfg.filesDir);

  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-backup-'));
  expect(backup(cfg, out)).toMatchObject({ files: 1 });

  const second = await openDatabase(cfg);
  await second.db.execute(sql`update sys_dic set name = '改过' where code = 'DRILL_A'`);
  await second.db.execute(sql`delete from sys_dic where code = 'DRILL_B'`);
  await second.db.execute(sql`insert into sys_dic (code, name) values ('DRILL_C', '演练丙')`);
  expect(await fingerprint(second.db)).not.toEqual(before);
  await second.close();
  fs.writeFileSync(path.join(cfg.filesDir, '2026', 'license.txt'), '被改过');
  fs.writeFileSync(path.join(cfg.filesDir, 'extra.txt'), '多出来的');

  restore(cfg, out);
  const third = await openDatabase(cfg);
  try {
    expect(await fingerprint(third.db)).toEqual(before);
    // The next row still gets a fresh id: the sequences came back with the rows.
    await third.db.execute(sql`insert into sys_dic (code, name) values ('DRILL_D', '演练丁')`);
  } finally {
    await third.close();
  }
  expect(filesOf(cfg.filesDir)).toEqual(filesBefore);
}

describe('backup and restore', () => {
  it('bring the embedded database and the files back exactly as backed up', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-drill-'));
    await drill(loadConfig(TEST_ENV, { dataDir, filesDir: path.join(dataDir, 'files'), distDir: '/nonexistent' }));
    // What the restore replaced is kept aside, not deleted.
    expect(fs.readdirSync(dataDir).filter((n) => n.includes('.before-restore-')).sort()).toHaveLength(2);
  }, 120_000);

  it.skipIf(!process.env.ZP_TEST_PG_URL)('bring a PostgreSQL database and the files back exactly as backed up', async () => {
    const scratch = await scratchPostgres(process.env.ZP_TEST_PG_URL as string);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-drill-pg-'));
    try {
      await drill(loadConfig(TEST_ENV, { databaseUrl: scratch.url, dataDir, filesDir: path.join(dataDir, 'files'), distDir: '/nonexistent' }));
    } finally {
      await scratch.drop();
    }
  }, 120_000);

  it('refuses to restore a backup of the other kind of database, or a directory that is not a backup', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-drill-'));
    const cfg = loadConfig(TEST_ENV, { dataDir, filesDir: path.join(dataDir, 'files'), distDir: '/nonexistent' });
    const notBackup = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-not-'));
    expect(() => restore(cfg, notBackup)).toThrow('不是备份目录');
    fs.writeFileSync(path.join(notBackup, 'manifest.json'), JSON.stringify({ kind: 'postgres', createdAt: '', files: 0 }));
    expect(() => restore(cfg, notBackup)).toThrow('这是PostgreSQL 数据库的备份，当前配置的是内置数据库');
  });
});
