/**
 * Input every route refuses the same way (server/http/input.ts): text PostgreSQL cannot store
 * (NUL, a lone UTF-16 surrogate) and prototype-reaching names, anywhere in the path, the query or
 * the body, answer a 400 envelope naming the field, before sign-in too; requests over the size
 * limits say what was too much; uploads are served as attachments, raster images inline on request;
 * the layout ids a user is told of are their own, their roles' and the system's, unless they
 * administer menus or layouts.
 */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBaseInfo, sysDic, sysLayout } from '../../../server/db/schema';
import { findRefusedInput } from '../../../server/http/input';
import { INPUT_MSG, REQUEST_LIMITS } from '../../../src/domain/input';
import type { KnownLayout } from '../../../src/domain/layoutAdmin';
import { PERMS } from '../../../src/domain/permissions';
import { UPLOAD_MSG } from '../../../src/domain/upload';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import { actor, startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.signIn('admin');
});
afterAll(async () => {
  await s?.close();
});

const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in the sign-in name before anyone is signed in', async () => {
    const r = await s.call({ method: 'POST', url: '/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400, msg: '参数 username 含有不允许的字符' });
  });

  it('names the query parameter, the path parameter or the body field that holds it', async () => {
    const cases: [Parameters<TestServer['call']>[0], string][] = [
      [{ method: 'POST', url: '/api/sysorg/page?search.name_like=%00' }, 'search.name_like'],
      [{ method: 'GET', url: '/api/sysdic/code?code=a%00b' }, 'code'],
      [{ method: 'GET', url: '/api/sysdic/a%00b' }, 'id'],
      [{ method: 'POST', url: '/api/sysorg/page', payload: { search: { name_like: '\u0000' } } }, 'search.name_like'],
      [{ method: 'POST', url: '/api/sysuser/lst', payload: { ids: ['1', 'x\u0000'] } }, 'ids[1]'],
      [{ method: 'POST', url: '/api/sysorg/page', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'search.name_like=%00' }, 'search.name_like'],
    ];
    for (const [req, field] of cases) {
      const r = await s.call({ ...req, token: admin });
      expect(r.body, `${req.method} ${req.url}`).toMatchObject({ code: 400, msg: INPUT_MSG.badChar(field) });
    }
  });

  it('stores nothing of a create that carries a NUL or a lone surrogate, and keeps a well-formed emoji', async () => {
    for (const name of ['a\\u0000b', 'a\\ud800b', 'a\\udc00']) {
      const r = await s.call({ method: 'PUT', url: '/api/sysdic', ...json(`{"code":"HARDEN_BAD","name":"${name}"}`), token: admin });
      expect(r.body, name).toMatchObject({ code: 400, msg: INPUT_MSG.badChar('name') });
    }
    expect(await s.database.db.select().from(sysDic).where(eq(sysDic.code, 'HARDEN_BAD'))).toEqual([]);
    const ok = await s.call({ method: 'PUT', url: '/api/sysdic', ...json('{"code":"HARDEN_OK","name":"\\ud83c\\udf4e 苹果"}'), token: admin });
    expect(ok.body.code).toBe(200);
    expect((await s.database.db.select().from(sysDic).where(eq(sysDic.code, 'HARDEN_OK')))[0].name).toBe('🍎 苹果');
  });

  it('is refused on every route, in the query, a path parameter and the body, signed in or not', async () => {
    const failures: string[] = [];
    for (const route of s.app.routeTable) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const plain = route.url.replace(/:(\w+)/g, '1');
      const requests: [Parameters<TestServer['call']>[0], string][] = [[{ method: route.method as 'GET', url: `${plain}?name=a%00b` }, 'name']];
      if (params.length) requests.push([{ method: route.method as 'GET', url: route.url.replace(`:${params[0]}`, 'a%00b').replace(/:(\w+)/g, '1') }, params[0]]);
      if (route.method !== 'GET') requests.push([{ method: route.method as 'POST', url: plain, ...json('{"name":"a\\u0000b"}') }, 'name']);
      for (const [req, field] of requests) {
        for (const token of [admin, undefined]) {
          const r = await s.call({ ...req, token });
          if (r.status !== 200 || r.body.code !== 400 || r.body.msg !== INPUT_MSG.badChar(field)) failures.push(`${req.method} ${req.url} ${token ? 'admin' : 'anonymous'}: ${r.status} ${r.body.code} ${r.body.msg}`);
        }
      }
    }
    expect(s.app.routeTable.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('answers a path the router cannot decode (a bare % or an escaped lone surrogate) with the envelope, not its own error', async () => {
    for (const url of ['/api/sysdic/%', '/api/sysdic/%ED%A0%80', '/api/sysdic/a%zz']) {
      const r = await s.call({ method: 'GET', url, token: admin });
      expect(r.status, url).toBe(200);
      expect(r.body, url).toMatchObject({ code: 400, succeed: false });
    }
  });

  it('finds it at any depth a body may have, and refuses deeper nesting without exhausting the stack', () => {
    const nested = (levels: number, inner: unknown) => {
      let v = inner;
      for (let i = 0; i < levels; i++) v = [v];
      return v;
    };
    expect(findRefusedInput(nested(REQUEST_LIMITS.depth - 1, 'x\u0000'))?.reason).toBe('char');
    expect(findRefusedInput(nested(100_000, 'x'))?.reason).toBe('depth');
    expect(findRefusedInput({ a: [{ b: 'fine' }], c: 1, d: null })).toBeNull();
  });

  it('answers a body nested deeper than any form with a 400, where the route would have overflowed the stack', async () => {
    const deep = `{"doc":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = await s.call({ method: 'PUT', url: '/api/layout/home', ...json(deep), token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400, msg: INPUT_MSG.tooDeep('doc[…]', REQUEST_LIMITS.depth) });
  });
});

describe('names that reach an object prototype', () => {
  it('refuses __proto__ and constructor.prototype in a JSON body and pollutes nothing', async () => {
    for (const body of ['{"username":"a","__proto__":{"isAdmin":true}}', '{"username":"a","\\u005f_proto__":{"isAdmin":true}}', '{"username":"a","constructor":{"prototype":{"isAdmin":true}}}']) {
      const r = await s.call({ method: 'POST', url: '/login', ...json(body) });
      expect(r.body, body).toMatchObject({ code: 400, msg: INPUT_MSG.prototypeKey });
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses __proto__ as a query or form parameter name', async () => {
    const query = await s.call({ method: 'POST', url: '/api/sysorg/page?__proto__=1', token: admin });
    expect(query.body).toMatchObject({ code: 400, msg: INPUT_MSG.forbiddenName('__proto__') });
    const form = await s.call({ method: 'POST', url: '/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a&__proto__=1' });
    expect(form.body).toMatchObject({ code: 400, msg: INPUT_MSG.forbiddenName('__proto__') });
  });

  it('lets an ordinary field named constructor through to the route', async () => {
    const r = await s.call({ method: 'POST', url: '/login', payload: { username: 'nobody_here', password: 'Wrong#123', constructor: 'x' } });
    expect(r.body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
  });
});

describe('POST /api/layout/known', () => {
  it("names other people's saved layouts to a holder of the menu or the layout permission only", async () => {
    const db = s.database.db;
    const someone = await actor(db, 'known_someone', '3', 'R_KNOWN_NOBODY');
    await db.insert(sysLayout).values({ layoutId: 'someones-board', scope: 'user', ownerId: someone.userId, doc: { ...(DEFAULT_LAYOUTS.home as object), id: 'someones-board', title: '别人的看板' } });
    const menuAdmin = await actor(db, 'known_menu_admin', '1', 'R_KNOWN_MENU', [PERMS.menu.list]);
    const layoutAdmin = await actor(db, 'known_layout_admin', '1', 'R_KNOWN_LAYOUT', [PERMS.layout.list]);
    const other = await actor(db, 'known_other', '1', 'R_KNOWN_OTHER', [PERMS.org.list]);
    const ids = async (token: string) => (await s.call<KnownLayout[]>({ method: 'POST', url: '/api/layout/known', token })).body.data.map((l) => l.id);
    expect(await ids(menuAdmin.token)).toContain('someones-board');
    expect(await ids(layoutAdmin.token)).toContain('someones-board');
    expect(await ids(other.token)).not.toContain('someones-board');
    expect(await ids(someone.token)).toContain('someones-board');
  });
});

// --- multipart bodies made here ------------------------------------------------------------

const BOUNDARY = '----zpHardeningBoundary';
function multipartBody(parts: { name: string; filename?: string; value: Buffer | string }[]) {
  const chunks = parts.map((p) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

const upload = (parts: Parameters<typeof multipartBody>[0]) => s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', ...multipartBody(parts), token: admin });

describe('requests over the size limits say what was too much', () => {
  it('too many files', async () => {
    const files = Array.from({ length: REQUEST_LIMITS.files + 1 }, (_, i) => ({ name: 'file', filename: `f${i}.pdf`, value: pdf }));
    expect((await upload(files)).body).toMatchObject({ code: 400, msg: '一次最多上传10个文件' });
  });

  it('too many form fields', async () => {
    const fields = Array.from({ length: REQUEST_LIMITS.fields + 1 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    expect((await upload([...fields, { name: 'file', filename: 'a.pdf', value: pdf }])).body).toMatchObject({ code: 400, msg: '表单字段不能超过20个' });
  });

  it('a JSON body over 5 MB', async () => {
    const r = await s.call({ method: 'POST', url: '/login', payload: { username: 'x'.repeat(REQUEST_LIMITS.bodyBytes) } });
    expect(r.body).toMatchObject({ code: 400, msg: '请求内容过大：不能超过5MB' });
  });

  it('keeps the spec message for a file over the size limit only', () => {
    expect(UPLOAD_MSG.tooLarge).toBe('文件只能在50M以内');
    expect([UPLOAD_MSG.requestFiles(10), UPLOAD_MSG.requestFields(20), INPUT_MSG.bodyTooLarge(5)]).not.toContain(UPLOAD_MSG.tooLarge);
  });
});

describe('downloads of uploads', () => {
  const download = (id: number, query = '') => s.app.inject({ method: 'GET', url: `/api/file/download?id=${id}${query}`, headers: { 'x-token': admin } });

  it('serves a PDF as an attachment even when asked inline, with its UTF-8 name and nosniff', async () => {
    const up = await upload([{ name: 'file', filename: '检测报告.pdf', value: pdf }]);
    expect(up.body.code).toBe(200);
    for (const query of ['', '&disposition=inline']) {
      const res = await download(up.body.data.id, query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('检测报告.pdf')}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shows a raster image inline on request, never an SVG', async () => {
    const up = await upload([{ name: 'file', filename: '产品.png', value: png() }]);
    const image = await download(up.body.data.id, '&disposition=inline');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(up.body.data.id)).headers['content-disposition']).toMatch(/^attachment;/);
    // Rows the upload checks would never make: an SVG, and a .png whose stored type says SVG.
    const [stored] = await s.database.db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, up.body.data.id));
    const { id: _id, ...copy } = stored;
    for (const [name, ext] of [['图.svg', 'svg'], ['图.png', 'png']]) {
      const [row] = await s.database.db.insert(fileBaseInfo).values({ ...copy, name, ext, mime: 'image/svg+xml' }).returning({ id: fileBaseInfo.id });
      expect((await download(row.id, '&disposition=inline')).headers['content-disposition'], name).toMatch(/^attachment;/);
    }
  });
});
