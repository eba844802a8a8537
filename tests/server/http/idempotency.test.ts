/**
 * A change sent again with the same Idempotency-Key (a phone's queue after no answer, or after a
 * reload) answers the first answer and makes no second record; a refusal frees the key; a key
 * names one change of one user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXT } from '../../../src/domain/idempotency';
import { multipartFile, startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  s = await startTestServer();
  [admin, manager] = await Promise.all([s.signIn('admin'), s.signIn('manager')]);
});
afterAll(() => s.close());

const dicCount = async (code: string) => (await s.call<{ code: string }[]>({ method: 'POST', url: `/api/sysdic/lst?search.code_eq=${code}`, token: admin })).body.data.length;
const putDic = (code: string, key: string, token = admin) =>
  s.call<{ id: number }>({ method: 'PUT', url: '/api/sysdic', payload: { code, name: `重发测试${code.slice(-2)}` }, headers: { 'idempotency-key': key }, token });

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and makes one record', async () => {
    const first = await putDic('IDEM_A1', 'key-a1-0001');
    expect(first.body.code).toBe(200);
    const again = await putDic('IDEM_A1', 'key-a1-0001');
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await dicCount('IDEM_A1')).toBe(1);
  });

  it('makes one record of the same change sent twice at once', async () => {
    const [a, b] = await Promise.all([putDic('IDEM_B1', 'key-b1-0001'), putDic('IDEM_B1', 'key-b1-0001')]);
    const answers = [a.body, b.body];
    // One did the work; the other answered it again or was told it is in progress (and would try again).
    expect(answers.filter((x) => x.code === 200).length).toBeGreaterThanOrEqual(1);
    for (const x of answers) if (x.code !== 200) expect(x).toMatchObject({ code: 409, msg: IDEMPOTENCY_TEXT.inProgress });
    expect(await dicCount('IDEM_B1')).toBe(1);
  });

  it('frees the key after a refusal, so the corrected change can be sent again', async () => {
    const refused = await s.call({ method: 'PUT', url: '/api/sysdic', payload: { code: 'IDEM_C1', name: '' }, headers: { 'idempotency-key': 'key-c1-0001' }, token: admin });
    expect(refused.body.code).toBe(400);
    const sent = await putDic('IDEM_C1', 'key-c1-0001');
    expect(sent.body.code).toBe(200);
    expect(await dicCount('IDEM_C1')).toBe(1);
  });

  it('keeps keys apart per user, refuses a key used for another call and a malformed key', async () => {
    await putDic('IDEM_D1', 'key-d1-0001', admin);
    const otherUser = await putDic('IDEM_D2', 'key-d1-0001', manager);
    // The manager may not write dictionaries: the refusal is the manager's own, not the admin's answer.
    expect(otherUser.body.code).not.toBe(200);
    expect(otherUser.headers['idempotent-replayed']).toBeUndefined();

    const otherCall = await s.call({ method: 'DELETE', url: '/api/sysdic?ids=999999', headers: { 'idempotency-key': 'key-d1-0001' }, token: admin });
    expect(otherCall.body).toMatchObject({ code: 400, msg: IDEMPOTENCY_TEXT.otherCall });

    const malformed = await putDic('IDEM_D3', 'bad key!', admin);
    expect(malformed.body).toMatchObject({ code: 400, msg: IDEMPOTENCY_TEXT.badKey });
    expect(await dicCount('IDEM_D3')).toBe(0);
  });

  it('answers a repeated upload with the file stored the first time', async () => {
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const send = () => s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', ...withKey(multipartFile('现场记录.pdf', bytes), 'key-file-0001'), token: admin });
    const first = await send();
    expect(first.body.code).toBe(200);
    const again = await send();
    expect(again.body.data.id).toBe(first.body.data.id);
  });
});

function withKey<T extends { headers: Record<string, string> }>(req: T, key: string): T {
  return { ...req, headers: { ...req.headers, 'idempotency-key': key } };
}
