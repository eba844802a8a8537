/**
 * Mobile numbers in lists and exports show their first three and last four digits only; the
 * record, opened by someone who may, shows the number whole (its form edits it), and a search by
 * the whole number still finds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPersonal } from '../../../src/domain/personal';
import { startTestServer, type TestServer } from '../harness';
import { sheetRows } from '../xlsx';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.signIn('admin');
});
afterAll(() => s.close());

interface UserRow {
  id: number;
  username: string;
  mobile: string | null;
}

describe('mobile numbers', () => {
  it('are masked in the users list and its export, whole in the user record, and found by a search for the whole number', async () => {
    const page = await s.call<{ content: UserRow[] }>({ method: 'POST', url: '/api/sysuser/page?page.size=50&search.username_eq=enterprise', token: admin });
    const listed = page.body.data.content[0];
    expect(listed.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);

    const record = await s.call<UserRow>({ method: 'GET', url: `/api/sysuser/${listed.id}`, token: admin });
    const whole = record.body.data.mobile as string;
    expect(whole).toMatch(/^1\d{10}$/);
    expect(maskPersonal(whole)).toBe(listed.mobile);

    const found = await s.call<{ content: UserRow[] }>({ method: 'POST', url: `/api/sysuser/page?search.mobile_like=${whole}`, token: admin });
    expect(found.body.data.content.map((r) => r.id)).toContain(listed.id);

    const exported = await s.app.inject({ method: 'POST', url: '/api/sysuser/export?search.username_eq=enterprise', headers: { 'x-token': admin } });
    const cells = (await sheetRows(exported.rawPayload)).flat().map(String);
    expect(cells).toContain(listed.mobile);
    expect(cells).not.toContain(whole);
  });

  it('are masked in the registrations waiting for review', async () => {
    const page = await s.call<{ content: { mobile: string | null }[] }>({ method: 'POST', url: '/api/zp_user/page?page.size=50', token: admin });
    const mobiles = page.body.data.content.map((r) => r.mobile).filter((m): m is string => !!m);
    expect(mobiles.length).toBeGreaterThan(0);
    for (const m of mobiles) expect(m).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });
});
