/**
 * Backup and restore of everything the portal keeps: the database and the uploaded files.
 *
 *   PostgreSQL (DATABASE_URL)  pg_dump's custom format (`database.dump`); restored with pg_restore
 *                              --clean, so the database holds exactly the backed-up rows again.
 *                              Safe while servers run (pg_dump reads one snapshot); restore with
 *                              them stopped.
 *   embedded (DATA_DIR)        a copy of the PGlite data directory (`pgdata/`), taken under the
 *                              data directory's lock, so only while no server runs on it.
 *   files (ZP_FILES_DIR)       a copy of the files directory (`files/`) in both cases.
 *
 * A backup is a directory with `manifest.json` (what it holds, when, which migration); a restore
 * moves what it replaces aside (`*.before-restore-<time>`) rather than deleting it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beijingDateTime } from '../../src/domain/beijingTime';
import type { Config } from '../config';
import { acquireLock } from './client';

export interface BackupManifest {
  readonly kind: 'postgres' | 'pglite';
  /** When, in Beijing time. */
  readonly createdAt: string;
  readonly files: number;
}

const KIND_LABEL: Readonly<Record<BackupManifest['kind'], string>> = { postgres: 'PostgreSQL 数据库', pglite: '内置数据库' };

const countFiles = (dir: string): number => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

function copyDir(from: string, to: string): void {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  else fs.mkdirSync(to, { recursive: true });
}

/** `dir` moved aside (kept, not deleted), so the restore can put the backed-up one in its place. */
function moveAside(dir: string, stamp: string): void {
  if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.before-restore-${stamp}`);
}

/** A time for a file name, in Beijing time: 20261207-032025. */
export const fileStamp = (at = new Date()): string => beijingDateTime(at).replace(/-|:/g, '').replace(' ', '-');

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir'>;

/** Backs up the configured database and files into `outDir` (new or empty). */
export function backup(cfg: Settings, outDir: string): BackupManifest {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length) throw new Error(`备份目录 ${outDir} 不是空的`);
  fs.mkdirSync(outDir, { recursive: true });
  let kind: BackupManifest['kind'];
  if (cfg.databaseUrl) {
    kind = 'postgres';
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(outDir, 'database.dump')}`, cfg.databaseUrl], { stdio: ['ignore', 'ignore', 'pipe'] });
    copyDir(cfg.filesDir, path.join(outDir, 'files'));
  } else {
    kind = 'pglite';
    const release = acquireLock(cfg.dataDir);
    try {
      copyDir(path.join(cfg.dataDir, 'pgdata'), path.join(outDir, 'pgdata'));
      copyDir(cfg.filesDir, path.join(outDir, 'files'));
    } finally {
      release();
    }
  }
  const manifest: BackupManifest = { kind, createdAt: beijingDateTime(new Date()), files: countFiles(path.join(outDir, 'files')) };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Puts the backup in `fromDir` back in place of the configured database and files. */
export function restore(cfg: Settings, fromDir: string): BackupManifest {
  const manifestFile = path.join(fromDir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${fromDir} 不是备份目录（没有 manifest.json）`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const wanted: BackupManifest['kind'] = cfg.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== wanted) throw new Error(`这是${KIND_LABEL[manifest.kind]}的备份，当前配置的是${KIND_LABEL[wanted]}`);
  const stamp = fileStamp();
  if (cfg.databaseUrl) {
    execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${cfg.databaseUrl}`, path.join(fromDir, 'database.dump')], { stdio: ['ignore', 'ignore', 'pipe'] });
    moveAside(cfg.filesDir, stamp);
    copyDir(path.join(fromDir, 'files'), cfg.filesDir);
  } else {
    const release = acquireLock(cfg.dataDir);
    try {
      const pgdata = path.join(cfg.dataDir, 'pgdata');
      moveAside(pgdata, stamp);
      copyDir(path.join(fromDir, 'pgdata'), pgdata);
      moveAside(cfg.filesDir, stamp);
      copyDir(path.join(fromDir, 'files'), cfg.filesDir);
    } finally {
      release();
    }
  }
  return manifest;
}
