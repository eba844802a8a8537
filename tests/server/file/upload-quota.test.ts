/** Each organisation's upload quota (ZP_UPLOAD_QUOTA_MB): a file that would pass it is refused and nothing is stored, even under concurrency. */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { fileBaseInfo } from '../../../server/db/schema';
import { DEFAULT_UPLOAD_QUOTA_MB, MB, UPLOAD_MSG } from '../../../src/domain/upload';
import { actor, startTestServer, type TestServer } from '../harness';

/** A small valid PDF of exactly `size` bytes. */
function pdf(size: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const tail = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(head + '%'.repeat(size - head.length - tail.length) + tail);
}

function form(filename: string, bytes: Buffer) {
  const boundary = '----zpQuotaBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** 128 KB files under a 1.5 MB quota: room for 12. */
const FILE = MB / 8;
const QUOTA = 1.5 * MB;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ uploadQuotaBytes: QUOTA });
});
afterAll(async () => {
  await s?.close();
});

const upload = (token: string, name = 'report.pdf', size = FILE) => s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=pdf', token, ...form(name, pdf(size)) });
const storedBytes = async (orgId: number) => Number((await s.database.db.select({ n: sum(fileBaseInfo.size) }).from(fileBaseInfo).where(eq(fileBaseInfo.orgId, orgId)))[0].n ?? 0);
const filesOnDisk = () => {
  const root = s.config.filesDir;
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).length : 0;
};

describe('upload quota per organisation', () => {
  it('refuses the file that would pass the quota, with a clear message, and stores nothing of it', async () => {
    const a = await actor(s.database.db, 'quota_ent_a', '3', 'T_QUOTA');
    for (let i = 0; i < 11; i++) expect((await upload(a.token)).body.code).toBe(200);
    const onDisk = filesOnDisk();
    const over = await upload(a.token, 'big.pdf', 2 * FILE);
    expect(over.body).toMatchObject({ code: 400, msg: '本单位的上传空间不足（已用 1.4MB，共 1.5MB），无法保存此文件，请联系管理员' });
    expect(await storedBytes(a.orgId)).toBe(11 * FILE);
    expect(filesOnDisk()).toBe(onDisk);
    // A file that still fits is taken, up to the quota exactly.
    expect((await upload(a.token)).body.code).toBe(200);
    expect((await upload(a.token)).body.msg).toBe(UPLOAD_MSG.quotaExceeded('1.5', '1.5'));
  });

  it('does not overshoot when one organisation uploads many files at once', async () => {
    const b = await actor(s.database.db, 'quota_ent_b', '3', 'T_QUOTA');
    const replies = await Promise.all(Array.from({ length: 20 }, () => upload(b.token)));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(12);
    expect(replies.filter((r) => r.body.code === 400).every((r) => r.body.msg.startsWith('本单位的上传空间不足'))).toBe(true);
    expect(await storedBytes(b.orgId)).toBe(12 * FILE);
  });

  it('gives every organisation its own quota', async () => {
    const c = await actor(s.database.db, 'quota_ent_c', '3', 'T_QUOTA');
    expect((await upload(c.token)).body.code).toBe(200);
  });

  it('is 2048 MB unless ZP_UPLOAD_QUOTA_MB says otherwise (0: no quota)', () => {
    expect(DEFAULT_UPLOAD_QUOTA_MB).toBe(2048);
    expect(loadConfig({}).uploadQuotaBytes).toBe(2048 * MB);
    expect(loadConfig({ ZP_UPLOAD_QUOTA_MB: '500' }).uploadQuotaBytes).toBe(500 * MB);
    expect(loadConfig({ ZP_UPLOAD_QUOTA_MB: '0' }).uploadQuotaBytes).toBe(0);
  });
});
