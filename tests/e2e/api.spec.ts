import { expect, test } from '@playwright/test';

const DEMO_PASSWORD = 'Demo#2026';

test.describe('API on the real server', () => {
  test('POST /login as admin with the demo password returns a token', async ({ request }) => {
    const res = await request.post('/login', { data: { username: 'admin', password: DEMO_PASSWORD, code: '', uuid: '' } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.code, body.msg).toBe(200);
    expect(typeof body.data?.token).toBe('string');
    expect(body.data.token.length).toBeGreaterThan(16);
  });

  test('POST /login with a wrong password is refused with a message, not a token', async ({ request }) => {
    const res = await request.post('/login', { data: { username: 'admin', password: 'wrong-password', code: '', uuid: '' } });
    const body = await res.json();
    expect(body.code).not.toBe(200);
    expect(body.msg).toBeTruthy();
    expect(body.data?.token).toBeUndefined();
  });

  test('an unknown API path is the 404 envelope, not the portal page', async ({ request }) => {
    const res = await request.post('/api/no-such-area/page');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });
});
