/**
 * Messaging (calls document §7.3): the recipient's calls (per-recipient read status, filters, bad
 * filters, another user's message never readable or markable), composing and sending (fan-out,
 * log rows per channel attempt, the outbox and a plugged-in channel adapter), the administration
 * resources, and the registration audit telling the applicant.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgInfo, msgLog, msgOutbox, sysOrg, sysUser } from '../../../server/db/schema';
import { dispatchOutbox, setChannelAdapter, type OutboxItem } from '../../../server/modules/msg/channels';
import { withUsccCheck } from '../../../src/domain/validators';
import type { MessageDetail, MessageInfo, ReadResult } from '../../../src/domain/message';
import { startTestServer, type TestServer } from '../harness';

type Page<T> = { content: T[]; totalElements: number; number: number };

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'enterprise', 'staff', 'evaluator']) t[u] = await s.signIn(u);
});
afterAll(async () => {
  await s?.close();
});

const page = (token: string, payload: Record<string, unknown> = {}) => s.call<Page<MessageInfo>>({ method: 'POST', url: '/api/msg/info/page', token, payload });
const countOf = (token: string, payload: Record<string, unknown> = {}) => s.call<number>({ method: 'POST', url: '/api/msg/info/count', token, payload });
const read = (token: string, payload: Record<string, unknown>) => s.call<ReadResult>({ method: 'POST', url: '/api/msg/info/read', token, payload });
const push = (token: string, payload: Record<string, unknown>) => s.call<{ id: number; recipientCount: number }>({ method: 'PUT', url: '/api/msg/push', token, payload });

function pdfUpload(name: string) {
  const boundary = 'zpMsgTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function orgOf(username: string): Promise<number> {
  const [u] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username));
  return u.orgId as number;
}

describe('the recipient’s messages', () => {
  it('pages the caller’s own messages, newest first, with the spec’s fields', async () => {
    const r = await page(t.enterprise, { 'page.pn': 1, 'page.size': 20 });
    expect(r.body.code).toBe(200);
    expect(r.body.data.number).toBe(0);
    expect(r.body.data.totalElements).toBeGreaterThanOrEqual(3);
    const first = r.body.data.content[0];
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['id', 'title', 'content', 'createTime', 'categoryId', 'categoryName', 'typeName', 'readStatus', 'read', 'readText', 'readTime', 'readNum', 'msgType', 'component', 'param', 'annexIds']));
    const times = r.body.data.content.map((m) => m.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by read, title (like), type eq and ne; empty filters arrive as null and mean no filter', async () => {
    const all = await page(t.enterprise, { read: null, 'search.title_like': null, 'search.msgType_eq': null });
    const unread = await page(t.enterprise, { read: '0' });
    const readOnes = await page(t.enterprise, { read: 1 });
    expect(unread.body.data.content.every((m) => m.read === 0 && m.readText === '未读')).toBe(true);
    expect(readOnes.body.data.content.every((m) => m.read === 1)).toBe(true);
    expect(unread.body.data.totalElements + readOnes.body.data.totalElements).toBe(all.body.data.totalElements);
    const notices = await page(t.enterprise, { 'search.msgType_eq': 'NOTICE' });
    expect(notices.body.data.content.every((m) => m.msgType === 'NOTICE' && m.typeName === '通知')).toBe(true);
    const others = await page(t.enterprise, { 'search.msgType_ne': 'NOTICE' });
    expect(others.body.data.content.every((m) => m.msgType !== 'NOTICE')).toBe(true);
    expect(notices.body.data.totalElements + others.body.data.totalElements).toBe(all.body.data.totalElements);
    const like = await page(t.enterprise, { 'search.title_like': '标签不规范' });
    expect(like.body.data.content.map((m) => m.title)).toEqual(['整改通知：产品标签不规范']);
    const empty = await page(t.enterprise, { 'search.title_like': '', read: '' });
    expect(empty.body.data.totalElements).toBe(all.body.data.totalElements);
  });

  it('counts unread (read=0) and the unread reminder (read=0, last 7 days)', async () => {
    const unread = await countOf(t.enterprise, { read: 0 });
    const list = await page(t.enterprise, { read: 0, 'page.size': 100 });
    expect(unread.body.data).toBe(list.body.data.totalElements);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    const recent = await page(t.enterprise, { read: 0, 'search.msgType_eq': 'NOTICE', 'search.createTime_gt': weekAgo });
    expect(recent.body.data.content.map((m) => m.title)).toContain('关于开展2026年度圳品监督抽检工作的通知');
    expect(recent.body.data.content.every((m) => Date.parse(m.createTime) > Date.parse(weekAgo))).toBe(true);
  });

  it('refuses bad filters with a clear 400', async () => {
    expect((await page(t.enterprise, { read: 2 })).body).toMatchObject({ code: 400, msg: '参数 read 只能是 0 或 1' });
    expect((await page(t.enterprise, { 'search.msgType_eq': 'SPAM' })).body).toMatchObject({ code: 400, msg: '请选择有效的消息类型' });
    expect((await page(t.enterprise, { 'search.userId_eq': 1 })).body.code).toBe(400);
    expect((await page(t.enterprise, { 'search.content_like': 'x' })).body.code).toBe(400);
    expect((await page(t.enterprise, { 'search.title_zz': 'x' })).body.code).toBe(400);
    expect((await page(t.enterprise, { 'page.size': 100000 })).body.code).toBe(400);
    expect((await page(t.enterprise, { 'search.createTime_gt': 'yesterday' })).body.code).toBe(400);
    expect((await countOf(t.enterprise, { read: 'x' })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/msg/info/readAll', token: t.enterprise, payload: { type: 'X' } })).body.code).toBe(400);
    expect((await read(t.enterprise, {})).body).toMatchObject({ code: 400, msg: '请选中需要批量操作的内容' });
    expect((await read(t.enterprise, { ids: '1,abc' })).body.code).toBe(400);
    expect((await s.call({ method: 'GET', url: '/api/msg/info/abc', token: t.enterprise })).body.code).toBe(400);
  });

  it('needs sign-in', async () => {
    expect((await s.call({ method: 'POST', url: '/api/msg/info/page' })).body.code).toBe(401);
    expect((await s.call({ method: 'POST', url: '/api/msg/info/count', payload: { read: 0 } })).body.code).toBe(401);
  });

  it('never lets another user read or mark a message', async () => {
    const mine = await page(t.enterprise, { read: 0 });
    const target = mine.body.data.content[0];
    expect((await s.call({ method: 'GET', url: `/api/msg/info/${target.id}`, token: t.manager })).body).toMatchObject({ code: 404, msg: '消息不存在或无权访问' });
    expect((await read(t.manager, { id: target.id })).body.code).toBe(404);
    const managerOwn = (await page(t.manager, { read: 0 })).body.data.content[0];
    // One foreign id refuses the whole batch: neither message changes.
    expect((await read(t.manager, { ids: `${managerOwn.id},${target.id}` })).body.code).toBe(404);
    const [row] = await s.database.db.select().from(msgInfo).where(eq(msgInfo.id, target.id));
    expect(row.readStatus).toBe(0);
    const [own] = await s.database.db.select().from(msgInfo).where(eq(msgInfo.id, managerOwn.id));
    expect(own.readStatus).toBe(0);
    // Staff of the same organisation has its own copy, not this one.
    expect((await s.call({ method: 'GET', url: `/api/msg/info/${target.id}`, token: t.staff })).body.code).toBe(404);
  });

  it('opens a message (counting the opening) without marking it read', async () => {
    const m = (await page(t.staff, { read: 0 })).body.data.content[0];
    const a = await s.call<MessageDetail>({ method: 'GET', url: `/api/msg/info/${m.id}`, token: t.staff });
    const b = await s.call<MessageDetail>({ method: 'GET', url: `/api/msg/info/${m.id}`, token: t.staff });
    expect(b.body.data.readNum).toBe(a.body.data.readNum + 1);
    expect(b.body.data).toMatchObject({ id: m.id, read: 0, annexes: [] });
  });

  it('marks one, several (comma-joined ids) and all of a type read, per recipient', async () => {
    const unread = (await page(t.staff, { read: 0 })).body.data.content;
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const one = await read(t.staff, { id: unread[0].id });
    expect(one.body).toMatchObject({ code: 200, msg: '消息标记为已读', data: { count: 1 } });
    expect(one.body.data.messages[0].route).toMatch(/^\//);
    const again = await read(t.staff, { id: unread[0].id });
    expect(again.body.data.count).toBe(0);
    const entBefore = await countOf(t.enterprise, { read: 0 });
    const batch = await read(t.staff, { ids: unread.map((m) => m.id).join(',') });
    expect(batch.body.data.count).toBe(unread.length - 1);
    expect((await countOf(t.staff, { read: 0 })).body.data).toBe(0);
    // The same notice to the enterprise admin stays unread for them.
    expect((await countOf(t.enterprise, { read: 0 })).body.data).toBe(entBefore.body.data);

    const reminds = await countOf(t.enterprise, { read: 0, 'search.msgType_eq': 'REMIND' });
    expect(reminds.body.data).toBeGreaterThan(0);
    const all = await s.call<{ count: number }>({ method: 'POST', url: '/api/msg/info/readAll', token: t.enterprise, payload: { type: 'REMIND' } });
    expect(all.body).toMatchObject({ code: 200, msg: '全部消息标记为已读成功!', data: { count: reminds.body.data } });
    expect((await countOf(t.enterprise, { read: 0, 'search.msgType_eq': 'REMIND' })).body.data).toBe(0);
    expect((await countOf(t.enterprise, { read: 0, 'search.msgType_eq': 'NOTICE' })).body.data).toBeGreaterThan(0);
  });

  it('lists without paging (lst), bounded', async () => {
    const r = await s.call<MessageInfo[]>({ method: 'POST', url: '/api/msg/info/lst', token: t.manager, payload: { read: 0, 'page.size': 6 } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.length).toBeLessThanOrEqual(6);
    expect((await s.call({ method: 'POST', url: '/api/msg/info/lst', token: t.manager, payload: { 'page.size': 300 } })).body.code).toBe(400);
  });
});

describe('composing and sending', () => {
  let fileId: number;
  let entOrg: number;
  let pushId: number;
  const sysCategoryId = async () => {
    const cats = await s.call<{ id: number; code: string }[]>({ method: 'POST', url: '/api/msg/category/lst', token: t.admin });
    return cats.body.data.find((c) => c.code === 'MSG_CTG_SYS')!.id;
  };

  beforeAll(async () => {
    const up = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token: t.admin, ...pdfUpload('抽检安排.pdf') });
    fileId = up.body.data.id;
    entOrg = await orgOf('enterprise');
  });

  it('fans out one message per member of the organisation, with a log row per channel attempt and the outbox', async () => {
    const before = await countOf(t.staff, { read: 0 });
    const r = await push(t.admin, {
      categoryId: await sysCategoryId(),
      msgType: 'NOTICE',
      title: '关于提交年度自查报告的通知',
      content: '<p>请于月底前提交</p><img src=x onerror=alert(1)>',
      annexIds: String(fileId),
      targetType: 'ORG',
      targetIds: [String(entOrg)],
      channels: ['WEB', 'SMS', 'EMAIL'],
    });
    expect(r.body.code).toBe(200);
    pushId = r.body.data.id;
    const members = await s.database.db.select({ id: sysUser.id, mobile: sysUser.mobile, email: sysUser.email }).from(sysUser).where(and(eq(sysUser.orgId, entOrg), eq(sysUser.disabled, false)));
    expect(r.body.data.recipientCount).toBe(members.length);
    expect(r.body.msg).toBe(`已推送给 ${members.length} 位接收人`);
    expect((await countOf(t.staff, { read: 0 })).body.data).toBe(before.body.data + 1);

    const rows = await s.database.db.select().from(msgInfo).where(eq(msgInfo.pushId, pushId));
    expect(rows.map((m) => m.userId).sort()).toEqual(members.map((m) => m.id).sort());
    // Content is stored as given (sanitised only where shown).
    expect(rows[0].content).toContain('<img src=x onerror=alert(1)>');
    const logs = await s.database.db.select().from(msgLog).where(eq(msgLog.pushId, pushId));
    expect(logs).toHaveLength(members.length * 3);
    expect(logs.filter((l) => l.channel === 'WEB').every((l) => l.status === 'DELIVERED' && l.msgId)).toBe(true);
    const sms = logs.filter((l) => l.channel === 'SMS');
    expect(sms.every((l) => (l.address ? l.status === 'QUEUED' : l.status === 'FAILED'))).toBe(true);
    const outbox = await s.database.db.select().from(msgOutbox).where(inArray(msgOutbox.logId, logs.map((l) => l.id)));
    expect(outbox.length).toBe(logs.filter((l) => l.status === 'QUEUED').length);
    expect(outbox.every((o) => o.status === 'PENDING' && !o.content.includes('<'))).toBe(true);
  });

  it('lets a recipient read the attachment, and nobody else through the message', async () => {
    const m = (await page(t.staff, { 'search.title_like': '年度自查报告' })).body.data.content[0];
    const d = await s.call<MessageDetail>({ method: 'GET', url: `/api/msg/info/${m.id}`, token: t.staff });
    expect(d.body.data.annexes).toEqual([expect.objectContaining({ id: fileId, name: '抽检安排.pdf', url: `/api/msg/info/annex?msgId=${m.id}&id=${fileId}` })]);
    const file = await s.app.inject({ method: 'GET', url: d.body.data.annexes[0].url, headers: { 'x-token': t.staff } });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const other = await s.app.inject({ method: 'GET', url: d.body.data.annexes[0].url, headers: { 'x-token': t.evaluator } });
    expect(other.json()).toMatchObject({ code: 404 });
    const notAttached = await s.app.inject({ method: 'GET', url: `/api/msg/info/annex?msgId=${m.id}&id=${fileId + 999}`, headers: { 'x-token': t.staff } });
    expect(notAttached.json()).toMatchObject({ code: 404 });
  });

  it('answers the spec’s attachment-info call (filebaseinfo lst by id_in) for a recipient, and for nobody else', async () => {
    const mine = await s.call<{ id: number; name: string }[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${fileId}`, token: t.staff });
    expect(mine.body.code).toBe(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: fileId, name: '抽检安排.pdf' })]);
    const outsider = await s.call<unknown[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${fileId}`, token: t.evaluator });
    expect(outsider.body.data).toEqual([]);
  });

  it('hands the outbox to a configured channel adapter and records the result', async () => {
    const sent: OutboxItem[] = [];
    setChannelAdapter('SMS', { channel: 'SMS', send: async (item) => void sent.push(item) });
    setChannelAdapter('EMAIL', {
      channel: 'EMAIL',
      send: async () => {
        throw new Error('SMTP 连接被拒绝');
      },
    });
    try {
      for (let i = 0; i < 3; i++) await dispatchOutbox(s.database.db);
    } finally {
      setChannelAdapter('SMS', null);
      setChannelAdapter('EMAIL', null);
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({ channel: 'SMS', title: '关于提交年度自查报告的通知' });
    const logs = await s.database.db.select().from(msgLog).where(eq(msgLog.pushId, pushId));
    expect(logs.filter((l) => l.channel === 'SMS' && l.address).every((l) => l.status === 'SENT')).toBe(true);
    const mail = logs.filter((l) => l.channel === 'EMAIL' && l.address);
    expect(mail.every((l) => l.status === 'FAILED' && l.detail === 'SMTP 连接被拒绝')).toBe(true);
  });

  it('sends to roles and to users', async () => {
    const categoryId = await sysCategoryId();
    const byRole = await push(t.admin, { categoryId, msgType: 'REMIND', title: '机构提醒', content: '请更新人员信息', targetType: 'ROLE', targetIds: 'R_UNIT_ADMIN', channels: 'WEB' });
    expect(byRole.body.code).toBe(200);
    expect((await page(t.evaluator, { 'search.title_like': '机构提醒' })).body.data.totalElements).toBe(1);
    const [mgr] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'manager'));
    const byUser = await push(t.manager, { categoryId, msgType: 'NOTICE', title: '单发', content: '内容', targetType: 'USER', targetIds: [String(mgr.id)], channels: ['WEB'], component: '/views/msg-mine', param: '{"tab":"1"}' });
    expect(byUser.body.data.recipientCount).toBe(1);
    const m = (await page(t.manager, { 'search.title_like': '单发' })).body.data.content[0];
    expect(m).toMatchObject({ component: '/views/msg-mine', param: '{"tab":"1"}' });
    const jump = await read(t.manager, { id: m.id });
    expect(jump.body.data.messages[0].route).toBe('/views/msg-mine?tab=1');
  });

  it('refuses a bad compose in the form’s words, and a caller without the permission', async () => {
    const categoryId = await sysCategoryId();
    const ok = { categoryId, msgType: 'NOTICE', title: '标题', content: '内容', targetType: 'ORG', targetIds: String(entOrg), channels: 'WEB' };
    expect((await push(t.admin, { ...ok, title: ' ' })).body).toMatchObject({ code: 400, msg: '请输入消息标题' });
    expect((await push(t.admin, { ...ok, content: '' })).body).toMatchObject({ code: 400, msg: '请输入消息内容' });
    expect((await push(t.admin, { ...ok, msgType: 'X' })).body).toMatchObject({ code: 400, msg: '请选择消息类型' });
    expect((await push(t.admin, { ...ok, channels: 'FAX' })).body).toMatchObject({ code: 400, msg: '推送渠道无效' });
    expect((await push(t.admin, { ...ok, channels: '' })).body).toMatchObject({ code: 400, msg: '请选择推送渠道' });
    expect((await push(t.admin, { ...ok, targetIds: '' })).body).toMatchObject({ code: 400, msg: '请选择推送对象' });
    expect((await push(t.admin, { ...ok, targetType: 'ALL' })).body).toMatchObject({ code: 400, msg: '请选择推送对象类型' });
    expect((await push(t.admin, { ...ok, categoryId: 999999 })).body).toMatchObject({ code: 400, msg: '请选择消息类别' });
    expect((await push(t.admin, { ...ok, param: '[1]' })).body.code).toBe(400);
    expect((await push(t.admin, { ...ok, component: 'https://evil.example' })).body.code).toBe(400);
    expect((await push(t.admin, { ...ok, annexIds: '99999999' })).body).toMatchObject({ code: 400, msg: '附件不存在或无权访问' });
    expect((await push(t.admin, { ...ok, targetType: 'USER', targetIds: '99999999' })).body).toMatchObject({ code: 400, msg: '推送对象中没有可接收消息的用户' });
    expect((await push(t.enterprise, ok)).body.code).toBe(403);
  });

  it('lists targets for the compose form', async () => {
    const orgs = await s.call<{ value: string; label: string }[]>({ method: 'POST', url: '/api/msg/push/targets', token: t.admin, payload: { type: 'ORG', kw: '鹏城绿源' } });
    expect(orgs.body.data[0]).toEqual({ value: String(entOrg), label: '深圳市鹏城绿源农业发展有限公司' });
    const roles = await s.call<{ value: string }[]>({ method: 'POST', url: '/api/msg/push/targets', token: t.admin, payload: { type: 'ROLE' } });
    expect(roles.body.data.map((r) => r.value)).toContain('R_ORG_ADMIN');
    expect((await s.call({ method: 'POST', url: '/api/msg/push/targets', token: t.admin, payload: { type: 'X' } })).body.code).toBe(400);
  });
});

describe('administration', () => {
  it('keeps categories (create, update, page, delete; one in use cannot go)', async () => {
    const c = await s.call<{ id: number }>({ method: 'PUT', url: '/api/msg/category', token: t.admin, payload: { code: 'MSG_CTG_TEST', name: '测试类别', seq: 99 } });
    expect(c.body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/msg/category/${c.body.data.id}`, token: t.admin, payload: { name: '测试类别2' } })).body.code).toBe(200);
    const p = await s.call<Page<{ code: string; name: string }>>({ method: 'POST', url: '/api/msg/category/page', token: t.admin, payload: { 'search.code_eq': 'MSG_CTG_TEST' } });
    expect(p.body.data.content[0].name).toBe('测试类别2');
    expect((await s.call({ method: 'PUT', url: '/api/msg/category', token: t.admin, payload: { code: '', name: 'x' } })).body.code).toBe(400);
    expect((await s.call({ method: 'DELETE', url: `/api/msg/category?ids=${c.body.data.id}`, token: t.admin })).body.code).toBe(200);
    const cats = await s.call<{ id: number; code: string }[]>({ method: 'POST', url: '/api/msg/category/lst', token: t.enterprise });
    const sys = cats.body.data.find((x) => x.code === 'MSG_CTG_SYS')!;
    expect(cats.body.data.map((x) => x.code)).toEqual(expect.arrayContaining(['MSG_CTG_SYS', 'MSG_CTG_EVAL', 'MSG_CTG_JDGL']));
    expect((await s.call({ method: 'DELETE', url: `/api/msg/category?ids=${sys.id}`, token: t.admin })).body).toMatchObject({ code: 400, msg: '消息类别已被消息动作或消息使用，不能删除' });
    expect((await s.call({ method: 'POST', url: '/api/msg/category/page', token: t.enterprise })).body.code).toBe(403);
  });

  it('keeps actions (channels checked) and offers the category lookup with the SMS actions of §9', async () => {
    const look = await s.call<{ code: string; actions: { code: string }[] }[]>({ method: 'GET', url: '/api/msg/action/category', token: t.manager });
    const sys = look.body.data.find((c) => c.code === 'MSG_CTG_SYS')!;
    expect(sys.actions.map((a) => a.code)).toEqual(expect.arrayContaining(['SMS_REGISTER', 'SMS_LOGIN', 'SMS_RESET_PWD']));
    const cats = await s.call<{ id: number }[]>({ method: 'POST', url: '/api/msg/category/lst', token: t.admin });
    const bad = await s.call({ method: 'PUT', url: '/api/msg/action', token: t.admin, payload: { code: 'X1', name: 'x', categoryId: cats.body.data[0].id, msgType: 'NOTICE', channels: 'WEB,FAX' } });
    expect(bad.body.code).toBe(400);
    const good = await s.call<{ id: number; channels: string }>({ method: 'PUT', url: '/api/msg/action', token: t.admin, payload: { code: 'X1', name: 'x', categoryId: cats.body.data[0].id, msgType: 'NOTICE', channels: 'WEB, SMS,WEB' } });
    expect(good.body.data.channels).toBe('WEB,SMS');
    const noCat = await s.call({ method: 'PUT', url: '/api/msg/action', token: t.admin, payload: { code: 'X2', name: 'x', categoryId: 999999, msgType: 'NOTICE', channels: 'WEB' } });
    expect(noCat.body.code).toBe(400);
    const pg = await s.call<Page<{ code: string; categoryName: string }>>({ method: 'POST', url: '/api/msg/action/page', token: t.admin, payload: { 'search.code_eq': 'SMS_LOGIN' } });
    expect(pg.body.data.content[0].categoryName).toBe('系统消息');
  });

  it('keeps templates', async () => {
    const l = await s.call<{ code: string; channel: string }[]>({ method: 'POST', url: '/api/msg/tpl/lst', token: t.manager });
    expect(l.body.data.map((x) => x.code)).toContain('SMS_REGISTER_SMS');
    const c = await s.call<{ id: number }>({ method: 'PUT', url: '/api/msg/tpl', token: t.admin, payload: { code: 'T_TEST', name: '测试', channel: 'WEB', title: 't', content: 'c ${x}' } });
    expect(c.body.code).toBe(200);
    expect((await s.call({ method: 'PUT', url: '/api/msg/tpl', token: t.admin, payload: { code: 'T_BAD', name: '测试', channel: 'FAX', title: 't', content: 'c' } })).body.code).toBe(400);
    expect((await s.call({ method: 'DELETE', url: `/api/msg/tpl?ids=${c.body.data.id}`, token: t.admin })).body.code).toBe(200);
  });

  it('lists pushes with their read counts, and the delivery log', async () => {
    const p = await s.call<Page<{ title: string; recipientCount: number; readCount: number; categoryName: string }>>({ method: 'POST', url: '/api/msg/push/page', token: t.manager, payload: { 'search.title_like': '年度自查报告' } });
    expect(p.body.data.content[0]).toMatchObject({ categoryName: '系统消息', readCount: 0 });
    const log = await s.call<Page<{ channel: string; statusText: string }>>({ method: 'POST', url: '/api/msg/log/page', token: t.manager, payload: { 'search.channel_eq': 'SMS' } });
    expect(log.body.data.totalElements).toBeGreaterThan(0);
    expect(log.body.data.content.every((l) => l.channel === 'SMS' && typeof l.statusText === 'string')).toBe(true);
    expect((await s.call({ method: 'POST', url: '/api/msg/log/page', token: t.enterprise })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/msg/log/page', token: t.manager, payload: { 'search.channel_xx': 'SMS' } })).body.code).toBe(400);
  });
});

describe('the registration audit tells the applicant', () => {
  let n = 0;
  const register = async () => {
    n += 1;
    const f = {
      username: `msg_reg${n}`,
      password: 'Reg#2026a',
      confirmPassword: 'Reg#2026a',
      mobile: `1360000${String(2000 + n)}`,
      orgName: `深圳市消息测试${n}号食品有限公司`,
      creditCode: withUsccCheck(`91440300MA5H${String(20000 + n)}`),
      contact: '郭注册',
      email: 'reg@example.com',
      areaCode: '440305',
    };
    const r = await s.call<{ id: number }>({ method: 'PUT', url: '/rst/zp_user/register', payload: f });
    expect(r.body.code).toBe(200);
    return { id: r.body.data.id, f };
  };

  it('on pass: a notice (web and SMS) that opens the enterprise page', async () => {
    const { id, f } = await register();
    expect((await s.call({ method: 'POST', url: '/api/zp_user/audit', token: t.manager, payload: { id, pass: true } })).body.code).toBe(200);
    const token = await s.signIn(f.username, f.password);
    const m = (await page(token)).body.data.content[0];
    expect(m).toMatchObject({ title: '企业注册审核通过', msgType: 'NOTICE', categoryCode: 'MSG_CTG_SYS', component: '/views/zp-org-info', read: 0 });
    expect(m.content).toContain(f.orgName);
    const logs = await s.database.db.select().from(msgLog).where(eq(msgLog.userId, id));
    expect(logs.map((l) => `${l.channel}:${l.status}`).sort()).toEqual(['SMS:QUEUED', 'WEB:DELIVERED']);
  });

  it('on reject: the reason', async () => {
    const { id } = await register();
    expect((await s.call({ method: 'POST', url: '/api/zp_user/audit', token: t.manager, payload: { id, pass: false, reason: '营业执照不清晰' } })).body.code).toBe(200);
    const [m] = await s.database.db.select().from(msgInfo).where(eq(msgInfo.userId, id));
    expect(m.title).toBe('企业注册审核不通过');
    expect(m.content).toContain('原因：营业执照不清晰');
    const [org] = await s.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, '深圳市消息测试2号食品有限公司'));
    expect(org).toBeTruthy();
  });
});
