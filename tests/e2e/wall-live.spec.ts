/**
 * The wall counts what the portal does: a certificate the officer makes valid (the stamped copy
 * uploaded, through the certificate flow's own move) shows on the big screen's 有效证书 and 圳品
 * figures at its next refresh, without a reload. The wall refreshes every 5 s here (?refresh=5).
 */
import { expect, test } from '@playwright/test';
import { CERT_PREFIX } from '../../src/domain/resources/cert';
import { CERT_STATUS } from '../../src/domain/codes';
import { SCREEN_API } from '../../src/domain/screen';
import { watchPage } from './console';
import { apiToken, signInByApi } from './shellHelpers';

/** The enterprise the certificates walk uses; this test leaves its certificates alone. */
const CERT_WALK_ENTERPRISE = '深圳市鹏城绿源农业发展有限公司';

test('a certificate made valid in the portal appears on the wall within one refresh', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page);
  const officer = await apiToken(request, 'mng_cert');
  const manager = await signInByApi(context, request, baseURL!, 'manager');
  const overview = async () => (await (await request.get(SCREEN_API.overview, { headers: { 'X-Token': manager } })).json()).data.profile as { validCertificates: number };

  // A certificate waiting for its stamped copy, of another enterprise than the certificates walk's.
  const list = await request.post(`${CERT_PREFIX}/page`, { headers: { 'X-Token': officer }, form: { 'page.pn': '1', 'page.size': '50', 'search.status_eq': String(CERT_STATUS.awaitStamped) } });
  const body = await list.json();
  expect(body.code, body.msg).toBe(200);
  const cert = (body.data.content as { id: number; orgName?: string; certNo: string }[]).find((c) => c.orgName !== CERT_WALK_ENTERPRISE);
  expect(cert, 'a certificate awaiting its stamped copy').toBeTruthy();

  await page.goto('/screen.html?refresh=5');
  const valid = page.locator('[data-counter="validCertificates"]');
  await expect(valid).toHaveAttribute('aria-label', `有效证书 ${(await overview()).validCertificates}张`, { timeout: 30_000 });

  // The officer uploads the stamped copy: the flow's move makes it valid.
  const upload = await request.post('/api/file/upload?type=doc', {
    headers: { 'X-Token': officer },
    multipart: { file: { name: '盖章证书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% stamped\n') } },
  });
  const file = await upload.json();
  expect(file.code, file.msg).toBe(200);
  const moved = await (await request.post('/api/eval/cert/process/move', { headers: { 'X-Token': officer }, data: { id: cert!.id, action: 'stamp', values: { stampedFileId: String(file.data.id) } } })).json();
  expect(moved.code, moved.msg).toBe(200);

  // Within one refresh (5 s, and the read itself), without a reload, the wall shows the server's new figure.
  await expect(async () => {
    const now = await overview();
    await expect(valid).toHaveAttribute('aria-label', `有效证书 ${now.validCertificates}张`, { timeout: 1000 });
  }).toPass({ timeout: 12_000, intervals: [500] });
  expect(problems).toEqual([]);
});
