/**
 * A 圳品 certificate's life in the browser, against the real server: the certificate officer
 * (`mng_cert`) generates the demo enterprise's certificate of a product passed at its meeting on
 * 证书生成 (the PDF is linked); the enterprise confirms it on 证书列表; the officer uploads the
 * stamped copy (valid), publishes the next batch of the 圳品目录 and finds the product in it; anyone
 * checks the number on the public page its QR code opens; the officer suspends and restores it;
 * a valid certificate with an approved change is reissued as 第2版 (confirmed and stamped again);
 * and a revoked certificate reads as revoked in public.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeNotices, day, move, openCertRow, openMove, finishMove, recordOf, shot, signedIn, stampCertificate, widgetOf } from './evalHelpers';

const ENTERPRISE = '深圳市鹏城绿源农业发展有限公司';

/** Opens the first row of the page's list matching `text` and its record; answers the certificate number. */
async function openCert(page: Page, path: string, ...text: (string | { readonly not: string })[]): Promise<string> {
  const no = await openCertRow(page, path, ...text);
  await expect(recordOf(page).getByRole('heading', { name: no })).toBeVisible({ timeout: 30_000 });
  return no;
}

test('a certificate is generated, confirmed, stamped, published, checked publicly, suspended and restored, reissued after a change, and revoked', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const officer = await signedIn(browser, request, base, 'mng_cert');
  const ent = await signedIn(browser, request, base, 'enterprise');
  const visitorCtx = await browser.newContext();
  const visitor = await visitorCtx.newPage();

  // 证书生成: the enterprise's certificate waiting to be generated; the officer sets the issue date.
  const no = await openCert(officer.page, '/views/cert-generate', ENTERPRISE, '待生成');
  const generate = await openMove(officer.page, '生成证书');
  await generate.getByLabel('发证日期').fill(day());
  await generate.getByLabel('发证日期').press('Enter');
  await finishMove(officer.page, generate, '生成证书');
  const officerRecord = recordOf(officer.page);
  await expect(officerRecord.getByTestId('record-status')).toHaveText('待企业确认');
  const file = officerRecord.getByRole('link', { name: `圳品证书-${no}.pdf` });
  await expect(file).toBeVisible();
  // The link downloads the PDF with the browser's own sign-in.
  const pdfBytes = await (await officer.page.request.get(String(await file.getAttribute('href')))).body();
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(officer.page, testInfo, '1-officer-generated');

  // Not a certificate to the public until it is stamped.
  await visitor.goto(`/verify?no=${no}`);
  await expect(visitor.getByText('未查询到该证书编号，不是有效的圳品证书')).toBeVisible({ timeout: 30_000 });

  // The enterprise confirms it on 证书列表.
  await openCert(ent.page, '/views/cert-list', no);
  await move(ent.page, '确认证书', '待上传盖章文件', '证书信息无误');

  // The officer uploads the stamped copy: valid.
  await openCert(officer.page, '/views/cert-generate', no);
  await stampCertificate(officer.page, '盖章证书.pdf');
  await expect(officerRecord.getByTestId('record-status')).toHaveText('有效');

  // 圳品目录: the next batch takes it; the catalogue finds the product.
  await officer.page.goto('/views/product-catalogue');
  const batches = await widgetOf(officer.page, 'batches');
  await closeNotices(officer.page);
  await batches.getByRole('button', { name: /发布新一批/ }).click();
  await officer.page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(officer.page.getByText(/批圳品目录已发布/)).toBeVisible();
  const catalogue = await widgetOf(officer.page, 'list');
  // The number is among the filters behind 展开 (产品, 产品分类, 所在地区 and 企业 come first).
  await catalogue.getByRole('button', { name: /展开/ }).click();
  await catalogue.getByLabel('证书编号').fill(no);
  await catalogue.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(catalogue.getByRole('row', { name: new RegExp(no) })).toContainText(ENTERPRISE);
  await shot(officer.page, testInfo, '2-catalogue');

  // Anyone checks it on the page its QR code opens.
  await visitor.goto(`/verify?no=${no}`);
  await expect(visitor.getByText('该证书有效，是真实的圳品证书。')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText(ENTERPRISE)).toBeVisible();
  await shot(visitor, testInfo, '3-public-valid');

  // Suspended, then restored.
  await openCert(officer.page, '/views/cert-list', no);
  await move(officer.page, '暂停证书', '已暂停', '监督抽检不合格，整改期间暂停');
  await visitor.reload();
  await expect(visitor.getByText('该证书当前状态为“已暂停”，不再有效。')).toBeVisible({ timeout: 30_000 });
  await move(officer.page, '恢复证书', '有效', '整改复查合格');
  await visitor.reload();
  await expect(visitor.getByText('该证书有效，是真实的圳品证书。')).toBeVisible({ timeout: 30_000 });

  // A valid certificate of the enterprise whose application has an approved change (not the one just made): reissued as 第2版.
  const changed = await openCert(officer.page, '/views/cert-list', ENTERPRISE, '有效', { not: no });
  await move(officer.page, '换发证书', '待企业确认', '产品规格变更，换发证书');
  await expect(officerRecord.getByRole('link', { name: `圳品证书-${changed}-第2版.pdf` })).toBeVisible();
  await openCert(ent.page, '/views/cert-list', changed);
  await move(ent.page, '确认证书', '待上传盖章文件');
  await openCert(officer.page, '/views/cert-generate', changed);
  await stampCertificate(officer.page, '盖章证书第2版.pdf');
  await visitor.goto(`/verify?no=${changed}`);
  await expect(visitor.getByText(`${changed}（第2版）`)).toBeVisible({ timeout: 30_000 });

  // Revoked: the public page says so plainly.
  await openCert(officer.page, '/views/cert-list', no);
  await move(officer.page, '撤销证书', '已撤销', '复查仍不合格');
  await visitor.goto(`/verify?no=${no}`);
  await expect(visitor.getByText('该证书当前状态为“已撤销”，不再有效。')).toBeVisible({ timeout: 30_000 });
  await shot(visitor, testInfo, '4-public-revoked');

  for (const actor of [officer, ent]) {
    expect(actor.problems).toEqual([]);
    await actor.ctx.close();
  }
  await visitorCtx.close();
});
