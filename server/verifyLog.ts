/**
 * `npm run verify-log`: checks the flow log's and the operation log's hash chains in the database
 * the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR) and prints the
 * first link of each that does not hold; exits 1 when one does not. Rows written since the last
 * seal are sealed first. The embedded database is one process's at a time: while the server runs
 * on it, the same check is on the operation log page (日志完整性).
 */
import { chainReportText } from '../src/domain/logChain';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { checkLogs, sealLogs } from './http/logChain';

async function main(): Promise<number> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`${e.message}\n服务正在使用内置数据库：请在“操作日志”页面查看日志完整性，或先停止服务再运行本命令。`);
      return 2;
    }
    throw e;
  }
  try {
    const sealed = await sealLogs(database.db);
    if (sealed) console.log(`已封存 ${sealed} 条新记录`);
    const reports = await checkLogs(database.db);
    for (const r of reports) console.log(`${r.broken ? '✗' : '✓'} ${chainReportText(r)}`);
    return reports.some((r) => r.broken) ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
