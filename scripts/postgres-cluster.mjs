/**
 * A throw-away PostgreSQL cluster from Debian's postgresql package: initdb into a temporary
 * directory (as the postgres user when run as root, since initdb refuses root), started on
 * 127.0.0.1 and a free port with trust auth and no durability. Used by `npm test` (the server and
 * e2e steps' database), the fault tests (which restart it) and the load bench.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster. Resolves to `{ missing }` without Debian's postgresql, `{ failed }` when it
 * would not start, else the cluster: `url(database)`, `createDatabase(name)`, `stop()`, `start()`
 * (the same data and port again) and `remove()` (stops it and deletes its directory).
 * `settings`: extra server settings (`-c name=value`), e.g. `{ max_connections: 200 }`.
 */
export async function startPostgresCluster(settings = {}) {
  const pgBin = findPostgresBin();
  if (!pgBin) return { missing: true };
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) return { failed: 'running as root and there is no postgres user to run initdb as' };
    fs.chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((f) => fs.existsSync(f));
  const quote = (a) => `'${String(a).replaceAll("'", `'\\''`)}'`;
  /** Runs a PostgreSQL tool, as the postgres user when we are root. */
  const pg = (tool, args) => {
    const file = path.join(pgBin, tool);
    const [cmd, argv] = !asRoot
      ? [file, args]
      : runuser
        ? [runuser, ['-u', 'postgres', '--', file, ...args]]
        : ['su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(quote).join(' ')]];
    const r = spawnSync(cmd, argv, { cwd: dir, encoding: 'utf8' });
    return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
  };
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });

  console.log(`PostgreSQL ${path.basename(path.dirname(pgBin))}: temporary cluster in ${dir}, port ${port}`);
  const init = pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (!init.ok) {
    remove();
    return { failed: `initdb failed:\n${init.out}` };
  }
  const extra = Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`);
  const options = [`-k ${dir} -p ${port} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, ...extra].join(' ');
  const start = () => {
    const r = pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    if (!r.ok) throw new Error(`pg_ctl start failed:\n${r.out}\n${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`);
  };
  const stop = () => {
    const r = pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    if (!r.ok) throw new Error(`pg_ctl stop failed: ${r.out}`);
  };
  try {
    start();
  } catch (e) {
    remove();
    return { failed: e.message };
  }
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch (e) {
        console.error(e.message);
      }
      remove();
    },
  };
}
