/**
 * The wall counts what the portal does: a certificate the officer suspends leaves the big screen's
 * 有效证书 at its next refresh, and comes back when the officer restores it (valid again), through
 * the certificate flow's own moves and without a reload. The wall refreshes every 5 s here
 * (?refresh=5). The certificate is one of an enterprise no other browser walk works with.
 */
import { expect, test } from '@playwright/test';
import { CERT_PREFIX } from '../../src/domain/resources/cert';
import { CERT_STATUS } from '../../src/domain/codes';
import { SCREEN_API } from '../../src/domain/screen';
import { realProblems, watchPage } from './console';
import { apiToken, signInByApi } from './shellHelpers';

const ENTERPRISE = '河源市源城区客家米业有限公司';

test('a certificate made valid in the portal appears on the wall within one refresh', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page);
  const officer = await apiToken(request, 'mng_cert');
  const manager = await signInByApi(context, request, baseURL!, 'manager');
  const overview = async () => (await (await request.get(SCREEN_API.overview, { headers: { 'X-Token': manager } })).json()).data.profile as { validCertificates: number };

  const list = await request.post(`${CERT_PREFIX}/page`, { headers: { 'X-Token': officer }, form: { 'page.pn': '1', 'page.size': '100', 'search.status_eq': String(CERT_STATUS.valid) } });
  const body = await list.json();
  expect(body.code, body.msg).toBe(200);
  const cert = (body.data.content as { id: number; orgName?: string }[]).filter((c) => c.orgName === ENTERPRISE).at(-1);
  expect(cert, `a valid certificate of ${ENTERPRISE}`).toBeTruthy();
  const move = async (action: string, opinion: string) => {
    const r = await (await request.post('/api/eval/cert/process/move', { headers: { 'X-Token': officer }, data: { id: cert!.id, action, opinion } })).json();
    expect(r.code, r.msg).toBe(200);
  };

  await page.goto('/screen.html?refresh=5');
  const valid = page.locator('[data-counter="validCertificates"]');
  const before = (await overview()).validCertificates;
  await expect(valid).toHaveAttribute('aria-label', `有效证书 ${before}张`, { timeout: 30_000 });

  // Within one refresh (5 s, and the read itself), without a reload, the wall shows the server's new figure.
  const wallFollows = () =>
    expect(async () => {
      const now = await overview();
      await expect(valid).toHaveAttribute('aria-label', `有效证书 ${now.validCertificates}张`, { timeout: 1000 });
    }).toPass({ timeout: 12_000, intervals: [500] });
  await move('suspend', '浏览器测试：暂停后恢复');
  await wallFollows();
  await move('restore', '浏览器测试：恢复');
  await wallFollows();
  expect(realProblems(problems)).toEqual([]);
});
