/**
 * Real files for the seeded records: small PNG photos (the documents are ./documents.ts), written
 * under the files dir at `seed/<sha256>` (their content names them, so a seed run again writes the
 * same bytes), and their `file_base_info` rows. Shared by the seeds that leave files behind.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { asc, gt, max } from 'drizzle-orm';
import { PICTURE_TYPE, type PictureType } from '../../src/domain/resources/evalSite';
import type { DbOrTx } from '../db/client';
import { fileBaseInfo } from '../db/schema';
import { insertMany } from '../db/batch';

/** A colour per picture type, so the demo's thumbnails tell the types apart. */
const COLOURS: Readonly<Record<PictureType, readonly [number, number, number]>> = {
  [PICTURE_TYPE.CP]: [76, 175, 80],
  [PICTURE_TYPE.XC]: [33, 150, 243],
  [PICTURE_TYPE.QY]: [121, 85, 72],
  [PICTURE_TYPE.HY]: [255, 152, 0],
  [PICTURE_TYPE.XCXC]: [0, 150, 136],
  [PICTURE_TYPE.MCHY]: [156, 39, 176],
  [PICTURE_TYPE.VIDEO]: [96, 125, 139],
};

/** A small real PNG (32×24, RGB): the type's colour with a lighter band whose place varies with `variant`. */
export function png(type: PictureType, variant: number): Buffer {
  const [w, h] = [32, 24];
  const chunk = (name: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(name, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const [r, g, b] = COLOURS[type];
  const band = variant % (h - 4);
  const raw = Buffer.alloc(h * (1 + w * 3));
  for (let y = 0; y < h; y++) {
    const light = y >= band && y < band + 4;
    raw[y * (1 + w * 3)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (1 + w * 3) + 1 + x * 3;
      raw.set(light ? [Math.min(255, r + 90), Math.min(255, g + 90), Math.min(255, b + 90)] : [r, g, b], o);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes `bytes` under the files dir by their hash (once), and answers the row's storage fields. */
export async function store(filesDir: string, bytes: Buffer): Promise<{ storagePath: string; sha256: string; size: number }> {
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const abs = path.join(path.resolve(filesDir), 'seed', sha256);
  await fs.promises.mkdir(path.dirname(abs), { recursive: true });
  await fs.promises.writeFile(abs, bytes, { flag: 'w' });
  return { storagePath: `seed/${sha256}`, sha256, size: bytes.length };
}

/** A file to store: its name as uploaded, its bytes, who uploaded it for which organisation, and when. */
export interface SeedFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly orgId: number | null;
  readonly createBy: number | null;
  readonly createTime: Date;
}

const MIME: Readonly<Record<string, string>> = { png: 'image/png', pdf: 'application/pdf' };

/** Stores the files and inserts their rows (in slices); answers their ids in the order given. */
export async function saveFiles(tx: DbOrTx, filesDir: string, files: readonly SeedFile[]): Promise<number[]> {
  const rows: (typeof fileBaseInfo.$inferInsert)[] = [];
  // A few writes at a time: many small files, not one after another.
  for (let i = 0; i < files.length; i += 32) {
    const part = files.slice(i, i + 32);
    const stored = await Promise.all(part.map((f) => store(filesDir, f.bytes)));
    part.forEach((f, k) => {
      const ext = f.name.slice(f.name.lastIndexOf('.') + 1).toLowerCase();
      rows.push({ name: f.name, ext, mime: MIME[ext] ?? 'application/octet-stream', ...stored[k], orgId: f.orgId, createBy: f.createBy, createTime: f.createTime });
    });
  }
  // Ids are drawn in the order the rows go in: the new ones, in order, are these files.
  const [{ last }] = await tx.select({ last: max(fileBaseInfo.id) }).from(fileBaseInfo);
  await insertMany(tx, fileBaseInfo, rows);
  const ids = await tx.select({ id: fileBaseInfo.id }).from(fileBaseInfo).where(gt(fileBaseInfo.id, last ?? 0)).orderBy(asc(fileBaseInfo.id));
  return ids.map((r) => r.id);
}
