/**
 * `npm run backup [-- <dir>]` and `npm run restore -- <dir>` (server/db/backup.ts), on the database
 * and files the server is configured with (DATABASE_URL or DATA_DIR, ZP_FILES_DIR). A backup goes
 * to `backups/zp-<time>` unless a directory is named.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { backup, fileStamp, restore } from './db/backup';
import { DataDirLockedError } from './db/client';

function main(): number {
  const [verb, dir] = process.argv.slice(2);
  const config = loadConfig();
  try {
    if (verb === 'backup') {
      const out = path.resolve(dir ?? path.join('backups', `zp-${fileStamp()}`));
      const m = backup(config, out);
      console.log(`已备份数据库与 ${m.files} 个文件到 ${out}`);
      return 0;
    }
    if (verb === 'restore' && dir) {
      const m = restore(config, path.resolve(dir));
      console.log(`已恢复 ${m.createdAt} 的备份（${m.files} 个文件）；被替换的数据另存为 *.before-restore-*`);
      return 0;
    }
    console.error('用法：npm run backup [-- 目录]，npm run restore -- 备份目录');
    return 2;
  } catch (e) {
    if (e instanceof DataDirLockedError) console.error(`${e.message}\n内置数据库的备份与恢复须先停止服务。`);
    else console.error(e instanceof Error ? e.message : e);
    return 1;
  }
}

process.exit(main());
