/** Files (calls document §7.5): upload checks by content, download round trip, organisation scope. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBaseInfo, sysLog } from '../../../server/db/schema';
import authPlugin from '../../../server/http/auth';
import { installContracts } from '../../../server/http/contract';
import { installErrorHandling } from '../../../server/http/errors';
import filePlugin from '../../../server/modules/file';
import { PERMS } from '../../../src/domain/permissions';
import { UPLOAD_MSG } from '../../../src/domain/upload';
import { actor, startTestServer, type TestServer } from '../harness';


// --- file bytes made here -------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real 1×1 red PNG. */
function png(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = zlib.deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

const pdf = (pad = 0) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${'%'.repeat(pad)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** An uncompressed zip of the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fname = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fname.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fname.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fname, data);
    centrals.push(central, fname);
    offset += 30 + fname.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });

/** A Windows executable header. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** A multipart/form-data body: form fields first, then the file under `file`. */
function form(filename: string, bytes: Buffer, fields: Record<string, string> = {}, fieldsAfter = false) {
  const boundary = '----zpTestBoundary7MA4YWxkTrZu0gW';
  const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const filePart = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...(fieldsAfter ? [filePart, ...fieldParts] : [...fieldParts, filePart]), Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Uploaded {
  id: number;
  name: string;
  url: string;
  size: number;
  ext: string;
}

describe('files', () => {
  let s: TestServer;
  let a: Awaited<ReturnType<typeof actor>>;
  let b: Awaited<ReturnType<typeof actor>>;
  let mng: Awaited<ReturnType<typeof actor>>;

  const upload = (token: string | undefined, filename: string, bytes: Buffer, query = '', fields: Record<string, string> = {}, fieldsAfter = false) =>
    s.call<Uploaded>({ method: 'POST', url: `/api/file/upload${query}`, token, ...form(filename, bytes, fields, fieldsAfter) });
  const storedFiles = () => {
    const root = path.join(s.config.dataDir, 'files');
    return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).length : 0;
  };
  const rows = async () => Number((await s.database.db.select({ n: count() }).from(fileBaseInfo))[0].n);

  beforeAll(async () => {
    s = await startTestServer();
    a = await actor(s.database.db, 'file_ent_a', '3', 'T_FILE_ENT');
    b = await actor(s.database.db, 'file_ent_b', '3', 'T_FILE_ENT');
    mng = await actor(s.database.db, 'file_mng', '1', 'T_FILE_MNG', [PERMS.file.list]);
  });
  afterAll(async () => {
    await s?.close();
    if (s) fs.rmSync(s.config.dataDir, { recursive: true, force: true });
  });

  it('accepts a real PNG and downloads the same bytes with safe headers', async () => {
    const bytes = png();
    const r = await upload(a.token, '产品照片.png', bytes, '?type=img');
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ name: '产品照片.png', size: bytes.length, ext: 'png', url: `/api/file/download?id=${d.id}` });
    const res = await s.app.inject({ method: 'GET', url: d.url, headers: { 'x-token': a.token } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('产品照片.png')}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('accepts a PDF, a docx and an old Office file, and takes the token from the cookie on download', async () => {
    const p = await upload(a.token, 'report.pdf', pdf(), '', { type: 'doc' });
    expect(p.body.code).toBe(200);
    const dx = await upload(a.token, '申请书.docx', docx(), '', { type: 'doc' }, true);
    expect(dx.body).toMatchObject({ code: 200, data: { ext: 'docx' } });
    // Office 97-2003 documents are compound files: accepted as .doc/.xls, not as .pdf.
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect((await upload(a.token, '旧表格.xls', cfb, '?type=doc')).body).toMatchObject({ code: 200, data: { ext: 'xls' } });
    expect((await upload(a.token, 'fake.pdf', cfb)).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    const res = await s.app.inject({ method: 'GET', url: dx.body.data.url, headers: { cookie: `X-Token=${encodeURIComponent(a.token)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(docx())).toBe(true);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses an empty file, a renamed executable, a wrong extension for the type and an unknown type, leaving nothing behind', async () => {
    const files = storedFiles();
    const before = await rows();
    expect((await upload(a.token, 'empty.pdf', Buffer.alloc(0))).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.empty });
    expect((await upload(a.token, 'invoice.pdf', exe())).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    expect((await upload(a.token, 'photo.pdf', png())).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    expect((await upload(a.token, 'setup.exe', exe())).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    expect((await upload(a.token, 'report.pdf', pdf(), '?type=img')).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    expect((await upload(a.token, 'noext', pdf())).body).toMatchObject({ code: 400, msg: UPLOAD_MSG.badFormat });
    const bad = await upload(a.token, 'report.pdf', pdf(), '?type=../../etc');
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('上传类型');
    expect(storedFiles()).toBe(files);
    expect(await rows()).toBe(before);
  });

  it('refuses a request without a file or not multipart', async () => {
    const boundary = 'xyz';
    const empty = await s.call({ method: 'POST', url: '/api/file/upload', token: a.token, payload: `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nimg\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(empty.body.code).toBe(400);
    const json = await s.call({ method: 'POST', url: '/api/file/upload', token: a.token, payload: { file: 'x' } });
    expect(json.body.code).toBe(400);
  });

  it('needs a token: 401 without one', async () => {
    expect((await upload(undefined, 'a.png', png())).body.code).toBe(401);
    expect((await s.call({ method: 'GET', url: '/api/file/download?id=1' })).body.code).toBe(401);
    expect((await s.call({ method: 'POST', url: '/api/filebaseinfo/lst' })).body.code).toBe(401);
  });

  it("keeps an organisation's files from another: 404 on download, absent from lst; management sees them", async () => {
    const mine = (await upload(a.token, 'mine.png', png())).body.data;
    const other = await s.call({ method: 'GET', url: mine.url, token: b.token });
    expect(other.body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: '/api/file/download?id=99999999', token: a.token })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: '/api/file/download?id=abc', token: a.token })).body.code).toBe(400);

    const lstB = await s.call<unknown[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${mine.id}`, token: b.token });
    expect(lstB.body).toMatchObject({ code: 200, data: [] });
    const lstA = await s.call<Record<string, unknown>[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${mine.id},99999`, token: a.token });
    expect(lstA.body.data).toHaveLength(1);
    expect(lstA.body.data[0]).toMatchObject({ id: mine.id, name: 'mine.png', url: mine.url, size: mine.size, ext: 'png' });
    expect(lstA.body.data[0].createTime).toBeTruthy();
    expect(lstA.body.data[0]).not.toHaveProperty('storagePath');

    const res = await s.app.inject({ method: 'GET', url: mine.url, headers: { 'x-token': mng.token } });
    expect(res.statusCode).toBe(200);
    const page = await s.call<{ content: { id: number; orgName: string }[]; totalElements: number }>({ method: 'POST', url: '/api/filebaseinfo/page', token: mng.token, payload: { 'search.ext_eq': 'png' } });
    expect(page.body.code).toBe(200);
    expect(page.body.data.content.find((f) => f.id === mine.id)?.orgName).toBe('file_ent_a的单位');
    // The attachment page needs its permission.
    expect((await s.call({ method: 'POST', url: '/api/filebaseinfo/page', token: a.token })).body.code).toBe(403);
  });

  it('logs each upload as INSERT on file', async () => {
    const up = (await upload(b.token, 'log.pdf', pdf())).body.data;
    const [row] = await s.database.db.select().from(sysLog).where(eq(sysLog.recordId, String(up.id)));
    expect(row).toMatchObject({ op: 'INSERT', resource: 'file', username: 'file_ent_b', orgId: b.orgId });
  });

  it('never answers grammar abuse with a 500', async () => {
    for (const url of [
      '/api/filebaseinfo/lst?search.storagePath_eq=x',
      '/api/filebaseinfo/lst?search.password_eq=x',
      '/api/filebaseinfo/lst?page.size=100000',
      "/api/filebaseinfo/lst?search.id_in=1' or 1=1 --",
      "/api/filebaseinfo/lst?search.name_like=' or 1=1 --",
    ]) {
      const r = await s.call({ method: 'POST', url, token: a.token });
      expect(r.status, url).toBeLessThan(500);
      expect([200, 400], url).toContain(r.body.code);
    }
  });

  describe('with a lower size limit', () => {
    let small: FastifyInstance;
    beforeAll(async () => {
      // The same module in a bare app, limited to 1 KB, so "too large" needs no 50 MB body.
      small = Fastify({ logger: false });
      installContracts(small);
      installErrorHandling(small);
      await small.register(cookie);
      await small.register(multipart);
      await small.register(authPlugin, { db: s.database.db });
      await small.register(filePlugin, { db: s.database.db, config: s.config, maxUploadBytes: 1024 });
      await small.ready();
    });
    afterAll(() => small?.close());

    it('refuses a file over the limit with the spec message and keeps no partial file', async () => {
      const files = storedFiles();
      const before = await rows();
      const post = (name: string, bytes: Buffer) => {
        const f = form(name, bytes);
        return small.inject({ method: 'POST', url: '/api/file/upload', payload: f.payload, headers: { ...f.headers, 'x-token': a.token } });
      };
      const res = await post('big.pdf', pdf(4096));
      expect(res.json()).toMatchObject({ code: 400, msg: UPLOAD_MSG.tooLarge });
      expect(storedFiles()).toBe(files);
      expect(await rows()).toBe(before);
      const fine = await post('small.pdf', pdf());
      expect(fine.json()).toMatchObject({ code: 200 });
    });
  });
});
