/**
 * An application sent back twice and passed after all, in the browser against the real server:
 * management returns the enterprise's pre-application at 企业评价申请预审 and its application at
 * acceptance (退回补充), each with a reason the enterprise reads before it resubmits; after the
 * institution marks the legal documents as a problem on 完整性初评, tells the enterprise what to
 * bring and returns the materials (退回修改材料), the enterprise replaces them and resubmits, and
 * the institution passes completeness and management the scope. (The rest of the way is the
 * first-application walk in evaluation.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import {
  acceptWithTeam,
  choose,
  closeNotices,
  fileRequiredMaterials,
  finishMove,
  markEveryGroup,
  historyOf,
  INSTITUTION,
  listOf,
  move,
  openFromList,
  openMove,
  passedProduct,
  recordOf,
  SAVE_TIMEOUT,
  shot,
  signedIn,
  widgetOf,
} from './evalHelpers';
import { pdf } from './files';

test('an application returned at pre-review, at acceptance and at completeness is fixed by the enterprise and passed', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(420_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const product = `E2E退回鸡${stamp}`;
  const { place } = await passedProduct(request, product);
  const ent = await signedIn(browser, request, base, 'enterprise');
  const mng = await signedIn(browser, request, base, 'manager');
  const unit = await signedIn(browser, request, base, 'evaluator');

  // 企业预申请: the enterprise says what it means to apply for, and submits it.
  await ent.page.goto('/views/eval-pre-apply');
  await expect(listOf(ent.page)).toBeVisible({ timeout: 30_000 });
  await closeNotices(ent.page);
  await ent.page.getByRole('button', { name: '新增', exact: true }).click();
  const pre = ent.page.getByRole('dialog', { name: /新增/ });
  await pre.getByLabel('首次评价').check();
  await pre.getByLabel('食用农产品').check();
  await pre.getByLabel('拟申报产品').fill(product);
  await pre.getByLabel('拟申报场所').fill(place);
  await pre.getByLabel('联系人').fill('王建华');
  await pre.getByLabel('联系电话').fill('13800000006');
  await pre.getByRole('button', { name: '确定' }).click();
  await expect(pre).toBeHidden();
  const entPre = ent.page.locator('[data-widget="detail"]:visible');
  await listOf(ent.page).getByRole('row', { name: new RegExp(product) }).click();
  await move(ent.page, '提交预申请', '待预审', undefined, entPre);

  // Management returns it at 企业评价申请预审 with its reason.
  const mngPre = mng.page.locator('[data-widget="detail"]:visible');
  await mng.page.goto('/views/eval-pre-review');
  await expect(listOf(mng.page).getByRole('row', { name: new RegExp(product) })).toContainText('待预审', { timeout: 30_000 });
  await closeNotices(mng.page);
  await listOf(mng.page).getByRole('row', { name: new RegExp(product) }).click();
  const reason = '请补充拟申报产品的年产量';
  await move(mng.page, '退回', '退回待补充', reason, mngPre);

  // The enterprise reads the reason, adds the output and submits again; management accepts.
  await ent.page.reload();
  await listOf(ent.page).getByRole('row', { name: new RegExp(product) }).click();
  await expect(entPre.getByTestId('record-status')).toHaveText('退回待补充');
  await expect(entPre.getByTestId('history-entry').first()).toContainText(reason);
  await listOf(ent.page).getByRole('row', { name: new RegExp(product) }).getByRole('button', { name: '编辑' }).click();
  const edit = ent.page.getByRole('dialog', { name: /编辑/ });
  await edit.getByLabel('预计年产量(吨)').fill('120');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await move(ent.page, '提交预申请', '待预审', '已补充年产量', entPre);
  await mng.page.reload();
  await listOf(mng.page).getByRole('row', { name: new RegExp(product) }).click();
  await move(mng.page, '预审通过', '预审通过', undefined, mngPre);

  // The application, returned at acceptance: the enterprise reads why, corrects the contact and submits again.
  await ent.page.goto('/views/eval-apply-first');
  await expect(listOf(ent.page)).toBeVisible({ timeout: 30_000 });
  await closeNotices(ent.page);
  await ent.page.getByRole('button', { name: '新增', exact: true }).click();
  const add = ent.page.getByRole('dialog', { name: /新增评价申请/ });
  await add.getByLabel('食用农产品').check();
  await choose(ent.page, add, '申报产品', product);
  await choose(ent.page, add, '申报场所', place);
  await add.getByLabel('联系人').fill('王建华');
  await add.getByLabel('联系电话').fill('13800000006');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  const row = listOf(ent.page).getByRole('row', { name: new RegExp(product) });
  const code = (/PJ\d+/.exec(await row.innerText()) ?? [''])[0];
  expect(code).not.toBe('');
  await row.click();
  await move(ent.page, '提交申请', '已提交待受理');

  await openFromList(mng.page, '/views/eval-list', code, '已提交待受理');
  const missing = '联系人应为企业质量负责人，请更正';
  await move(mng.page, '退回补充', '退回待补充', missing);

  await openFromList(ent.page, '/views/eval-list', code, '退回待补充');
  await expect(historyOf(ent.page).first()).toContainText(missing);
  await listOf(ent.page).getByRole('row', { name: new RegExp(code) }).getByRole('button', { name: '编辑' }).click();
  const fix = ent.page.getByRole('dialog', { name: /编辑评价申请/ });
  await fix.getByLabel('联系人').fill('李质量');
  await fix.getByRole('button', { name: '确定' }).click();
  await expect(fix).toBeHidden();
  // The list's save reads every query of the application again (list, record, its child tables): on
  // two cores shared with another walk that has taken more than ten seconds.
  await expect(recordOf(ent.page)).toContainText('李质量', { timeout: SAVE_TIMEOUT });
  await move(ent.page, '提交申请', '已提交待受理', '已更正联系人');

  // Accepted and assigned this time; the institution takes the task.
  await openFromList(mng.page, '/views/eval-list', code, '已提交待受理');
  await move(mng.page, '受理申请', '已受理待分配');
  const assign = await openMove(mng.page, '分配评价任务');
  await choose(mng.page, assign, '评价机构', INSTITUTION);
  await finishMove(mng.page, assign, '分配评价任务');
  await openFromList(unit.page, '/views/eval-task-assign', code, '待机构接受');
  await acceptWithTeam(unit.page);

  // The enterprise files its materials; the institution finds the legal documents out of date.
  await openFromList(ent.page, '/views/eval-list', code, '待提交材料');
  await fileRequiredMaterials(ent.page);
  await move(ent.page, '提交材料', '待完整性初评');

  await openFromList(unit.page, '/views/eval-completeness', code, '待完整性初评');
  const annex = await widgetOf(unit.page, 'annex');
  const legal = annex.locator('tbody tr[data-row-key="legal"]');
  await legal.getByLabel('有问题', { exact: true }).check();
  await legal.getByLabel('法定资质证明 问题说明').fill('营业执照已过期');
  await annex.getByRole('button', { name: '保存完整性标记' }).click();
  await expect(annex.getByText('1 组有问题')).toBeVisible();
  await annex.getByRole('button', { name: '法定资质证明 填写提示' }).click();
  const tipDialog = unit.page.getByRole('dialog', { name: '给企业的提示：法定资质证明' });
  await tipDialog.getByLabel('给企业的提示').fill('请上传在有效期内的营业执照');
  await tipDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(legal.getByText('请上传在有效期内的营业执照')).toBeVisible();
  await shot(unit.page, testInfo, '1-institution-marks-a-problem');
  await move(unit.page, '退回修改材料', '待企业修改材料', '法定资质证明有问题，请按提示修改');

  // The enterprise sees what to bring beside the group, replaces the file and submits again.
  await openFromList(ent.page, '/views/eval-list', code, '待企业修改材料');
  const entAnnex = await widgetOf(ent.page, 'annex');
  const entLegal = entAnnex.locator('tbody tr[data-row-key="legal"]');
  await expect(entLegal.getByText('有问题')).toBeVisible();
  await expect(entLegal.getByText('请上传在有效期内的营业执照')).toBeVisible();
  await shot(ent.page, testInfo, '2-enterprise-reads-the-tip');
  await entLegal.locator('input[type=file]').setInputFiles(pdf('营业执照2026.pdf'));
  await expect(entLegal.getByRole('link', { name: '营业执照2026.pdf' })).toBeVisible({ timeout: 20_000 });
  await move(ent.page, '提交材料', '待完整性初评', '已更换营业执照');

  // This time the institution passes completeness and management the scope.
  await openFromList(unit.page, '/views/eval-completeness', code, '待完整性初评');
  await expect((await widgetOf(unit.page, 'annex')).locator('tbody tr[data-row-key="legal"]').getByRole('link', { name: '营业执照2026.pdf' })).toBeVisible();
  await markEveryGroup(unit.page);
  await move(unit.page, '完整性初评通过', '待范围审核');
  await openFromList(mng.page, '/views/eval-review', code, '待范围审核');
  await move(mng.page, '范围审核通过', '待推送评价计划');
  const steps = ['范围审核通过', '完整性初评通过', '提交材料', '退回修改材料', '提交材料', '接受任务', '分配评价任务', '受理申请', '提交申请', '退回补充', '提交申请'];
  await expect(historyOf(mng.page)).toHaveCount(steps.length);
  for (const [i, label] of steps.entries()) await expect(historyOf(mng.page).nth(i)).toContainText(label);
  await shot(mng.page, testInfo, '3-manager-history');

  for (const actor of [ent, mng, unit]) {
    expect(actor.problems).toEqual([]);
    await actor.ctx.close();
  }
});
