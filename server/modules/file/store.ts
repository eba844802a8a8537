/**
 * Where uploaded bytes live: <files dir>/<yyyy>/<mm>/<random id>, the files dir being ZP_FILES_DIR
 * (default DATA_DIR/files; one shared volume when several server processes serve one database,
 * since the row naming a file may be read by any of them). The stored name is random
 * (never the client's), so a name cannot escape the folder or collide; the original name is
 * metadata in file_base_info.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { beijingMonth } from '../../../src/domain/beijingTime';

export interface StoredFile {
  /** Relative to the files dir, with forward slashes (stored in the database). */
  readonly storagePath: string;
  readonly absPath: string;
  readonly size: number;
  readonly sha256: string;
}

/** Absolute path of a stored file; refuses anything that would resolve outside the files dir. */
export function resolveStored(filesDir: string, storagePath: string): string | null {
  const root = path.resolve(filesDir);
  const abs = path.resolve(root, storagePath);
  return abs.startsWith(root + path.sep) ? abs : null;
}

/** Streams `source` to a new file, hashing and counting on the way; removes the file if the stream fails. */
export async function writeStream(filesDir: string, source: Readable, now = new Date()): Promise<StoredFile> {
  // Folders by the Beijing month, the one an operator browsing them thinks in.
  const [yyyy, mm] = beijingMonth(now).split('-');
  const id = crypto.randomBytes(16).toString('hex');
  const storagePath = `${yyyy}/${mm}/${id}`;
  const absPath = path.join(path.resolve(filesDir), yyyy, mm, id);
  await fs.promises.mkdir(path.dirname(absPath), { recursive: true });
  const hash = crypto.createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(absPath, { flags: 'wx' }));
  } catch (e) {
    await removeQuietly(absPath);
    throw e;
  }
  return { storagePath, absPath, size, sha256: hash.digest('hex') };
}

export async function removeQuietly(absPath: string): Promise<void> {
  await fs.promises.rm(absPath, { force: true }).catch(() => undefined);
}
