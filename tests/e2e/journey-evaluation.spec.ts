/**
 * A first evaluation from the enterprise's 申请评价 to 已通过 with its certificate, every step
 * begun from the home page's 待办 after signing in: no deep link, no API set-up of the application
 * (the product applied for is passed through product review by API, as its own flow's walk
 * covers that). Each actor clicks its 待办 item, and does the step's work on the page it opens;
 * a move that cannot be made yet says why, and its 去完成 brings the work into view.
 */
import { expect, test } from '@playwright/test';
import {
  acceptWithTeam,
  choose,
  closeNotices,
  day,
  everyTab,
  fileRequiredMaterials,
  finishMove,
  fromTodo,
  historyOf,
  INSTITUTION,
  listOf,
  markEveryGroup,
  move,
  openMove,
  passedProduct,
  recordOf,
  REQUIRED_GROUPS,
  SAVE_TIMEOUT,
  saveBy,
  shot,
  signedIn,
  stampCertificate,
  TESTING_UNIT,
  widgetOf,
} from './evalHelpers';
import { openPages } from './shellHelpers';
import { pdf, png } from './files';
import { evalDocReviewCalls } from '../../src/domain/calls/evalDocReview';
import { evalSiteCalls } from '../../src/domain/calls/evalSite';
import { evalAnnexGroupLabel } from '../../src/domain/resources/evaluation';

test('a first evaluation goes from 申请评价 to 已通过 with its certificate, each step from 待办', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(720_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const product = `E2E旅程鸡${stamp}`;
  const { place } = await passedProduct(request, product);
  const ent = await signedIn(browser, request, base, 'enterprise');
  const mng = await signedIn(browser, request, base, 'manager');
  const unit = await signedIn(browser, request, base, 'evaluator');
  const lab = await signedIn(browser, request, base, 'tester');
  const certs = await signedIn(browser, request, base, 'mng_cert');

  // The enterprise starts from its home page's 申请评价: the form opens at once and offers 首次评价.
  await ent.page.goto('/index');
  await closeNotices(ent.page);
  await ent.page.getByRole('button', { name: /申请评价/ }).first().click({ timeout: 30_000 });
  const add = ent.page.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await add.getByLabel('首次评价').check();
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
  await expect(recordOf(ent.page).getByRole('heading', { name: code })).toBeVisible();
  // The materials are filed beside the draft, and the application is submitted with the enterprise's declaration.
  await fileRequiredMaterials(ent.page);
  await move(ent.page, '提交申请', '已提交待受理');

  // Management: accepts, then assigns an institution and a testing unit.
  await fromTodo(mng.page, new RegExp(code), '已提交待受理');
  await move(mng.page, '受理申请', '已受理待分配');
  const assign = await openMove(mng.page, '分配评价任务');
  await choose(mng.page, assign, '评价机构', INSTITUTION);
  await choose(mng.page, assign, '检测机构', TESTING_UNIT);
  await finishMove(mng.page, assign, '分配评价任务');
  await expect(recordOf(mng.page).getByTestId('record-status')).toHaveText('待机构接受');

  // The institution accepts the task with its team.
  await fromTodo(unit.page, new RegExp(code), '待机构接受');
  await acceptWithTeam(unit.page);
  await expect(recordOf(unit.page).getByTestId('record-status')).toHaveText('待提交材料');

  // The enterprise's materials are already filed: it submits them.
  await fromTodo(ent.page, new RegExp(code), '待提交材料');
  await move(ent.page, '提交材料', '待完整性初评');

  // The institution: completeness is blocked until every group is marked; 去完成 brings the materials into view.
  await fromTodo(unit.page, new RegExp(code), '待完整性初评');
  await expect(recordOf(unit.page).getByRole('button', { name: '完整性初评通过', exact: true })).toBeDisabled();
  await recordOf(unit.page).getByTestId('record-blocked').getByRole('button', { name: '去完成' }).first().click();
  await expect(unit.page.locator('[data-widget="annex"]')).toBeInViewport();
  await markEveryGroup(unit.page);
  await move(unit.page, '完整性初评通过', '待范围审核');

  await fromTodo(mng.page, new RegExp(code), '待范围审核');
  await move(mng.page, '范围审核通过', '待推送评价计划');

  // The institution pushes its plan and reviews the documents on the same page.
  await fromTodo(unit.page, new RegExp(code), '待推送评价计划');
  await move(unit.page, '推送评价计划', '文件评审中');
  const review = await widgetOf(unit.page, 'docReview');
  await review.getByLabel('评审日期').fill(day());
  await review.getByLabel('评审日期').press('Enter');
  for (const key of REQUIRED_GROUPS) await review.getByRole('radiogroup', { name: `${evalAnnexGroupLabel(key)} 是否符合` }).getByLabel('符合', { exact: true }).check();
  await review.getByRole('radiogroup', { name: '评审结论' }).getByLabel('通过', { exact: true }).check();
  await review.getByLabel('评审意见', { exact: true }).fill('文件齐全，符合要求');
  await saveBy(unit.page, review.getByRole('button', { name: /保\s*存/ }), evalDocReviewCalls.create);
  await review.getByRole('button', { name: /生成评审报告/ }).click();
  await expect(review.getByRole('link', { name: `文件评审报告-${code}.docx` })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await move(unit.page, '文件评审通过', '文件评审通过');

  // The visit is planned, its notice generated and stamped, and the plan pushed: still the same page.
  const plan = await widgetOf(unit.page, 'sitePlan');
  await plan.getByRole('button', { name: `${place} 制定计划` }).click();
  const planDialog = unit.page.getByRole('dialog', { name: `现场评价计划：${place}` });
  await planDialog.getByLabel('开始日期').fill(day(7));
  await planDialog.getByLabel('开始日期').press('Enter');
  await planDialog.getByLabel('结束日期').fill(day(8));
  await planDialog.getByLabel('结束日期').press('Enter');
  await planDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(planDialog).toBeHidden();
  await plan.getByRole('button', { name: /生成通知书/ }).click();
  await expect(plan.getByRole('link', { name: `现场评价通知书-${code}.docx` })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await plan.getByTestId('site-notice').locator('input[type=file]').setInputFiles(pdf('盖章通知书.pdf'));
  await expect(unit.page.getByText('盖章件已上传')).toBeVisible();
  await move(unit.page, '发送现场评价通知', '待推送现场计划');
  await move(unit.page, '推送现场计划', '待确认现场计划');

  await fromTodo(ent.page, new RegExp(code), '待确认现场计划');
  await move(ent.page, '确认现场计划', '待现场评价');

  await fromTodo(unit.page, new RegExp(code), '待现场评价');
  await move(unit.page, '开始现场评价', '现场评价中');

  // The testing unit is told: its 待办 opens the application, where it records the sample.
  await fromTodo(lab.page, new RegExp(code), '现场评价中');
  const labSite = await widgetOf(lab.page, 'site');
  await labSite.getByLabel(`${product} 样品编号`).fill(`YP-${stamp}`);
  await labSite.getByLabel(`${product} 抽样日期`).fill(day());
  await labSite.getByLabel(`${product} 抽样日期`).press('Enter');
  await labSite.getByRole('radiogroup', { name: `${product} 检测意见` }).getByLabel('合格', { exact: true }).check();
  await saveBy(lab.page, labSite.getByRole('button', { name: '保存抽样结果' }), evalSiteCalls.sample);
  await labSite.getByRole('button', { name: '生成抽样报告' }).click();
  await expect(labSite.getByTestId('eval-site-report').getByRole('link', { name: `抽样报告-${code}.docx` })).toBeVisible({ timeout: SAVE_TIMEOUT });

  // The institution records the visit, recommends, closes the place's visit, finishes and archives.
  await fromTodo(unit.page, new RegExp(code), '现场评价中');
  await expect(recordOf(unit.page).getByRole('button', { name: '完成现场评价', exact: true })).toBeDisabled();
  const unitSite = await widgetOf(unit.page, 'site');
  await unitSite.getByRole('button', { name: '添加记录' }).click();
  const recordDialog = unit.page.getByRole('dialog', { name: '添加现场记录' });
  // A click during the list's opening animation can be lost: try until the type is taken (the file input comes with it).
  await expect(async () => {
    await recordDialog.getByRole('combobox', { name: '图片类型' }).click();
    await unit.page.locator('.ant-select-dropdown:visible').getByTitle('现场', { exact: true }).click({ timeout: 5_000 });
    await expect(recordDialog.locator('input[type=file]')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await recordDialog.locator('input[type=file]').setInputFiles({ name: '生产区.png', mimeType: 'image/png', buffer: png(7) });
  await expect(recordDialog.getByText('生产区.png')).toBeVisible({ timeout: 20_000 });
  await recordDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(recordDialog).toBeHidden();
  await unitSite.getByRole('tab', { name: '推荐意见' }).click();
  await unitSite.getByRole('radiogroup', { name: `${product} 推荐意见` }).getByLabel('推荐', { exact: true }).check();
  await saveBy(unit.page, unitSite.getByRole('button', { name: '保存推荐意见' }), evalSiteCalls.recommend);
  const unitPlan = await widgetOf(unit.page, 'sitePlan');
  await unitPlan.getByRole('button', { name: `${place} 结束该场所评价` }).click();
  await unit.page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(unitPlan.getByText('现场评价已结束')).toBeVisible();
  await move(unit.page, '完成现场评价', '现场评价完成');
  await move(unit.page, '归档', '已归档待核查');

  // Management checks the file with the evidence on the same page: materials, review, plan, site records.
  await fromTodo(mng.page, new RegExp(code), '已归档待核查');
  for (const key of ['annex', 'docReview', 'sitePlan', 'site']) await everyTab(mng.page, key);
  await shot(mng.page, testInfo, '01-manager-checks-the-file');
  await move(mng.page, '文件核查通过', '待推送评价报告');

  await fromTodo(unit.page, new RegExp(code), '待推送评价报告');
  const reportSite = await widgetOf(unit.page, 'site');
  await reportSite.getByRole('button', { name: '生成评价报告' }).click();
  await expect(reportSite.getByTestId('eval-report').getByRole('link', { name: `评价报告-${code}.docx` })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await move(unit.page, '推送评价报告', '待技术评审');

  await fromTodo(mng.page, new RegExp(code), '待技术评审');
  await move(mng.page, '技术评审通过', '技术评审通过');
  await move(mng.page, '提交评审会', '待评审会');

  // The meeting: 评审会通过 waits for its decisions; 去完成 opens 会议列表, where a meeting with this
  // application on its agenda is set up and decides the product.
  await fromTodo(mng.page, new RegExp(code), '待评审会');
  await expect(recordOf(mng.page).getByRole('button', { name: '评审会通过', exact: true })).toBeDisabled();
  await recordOf(mng.page).getByTestId('record-blocked').getByRole('button', { name: '去完成' }).first().click();
  const meetings = await widgetOf(mng.page, 'meetings');
  await expect(openPages(mng.page).getByRole('link', { name: /会议列表/ })).toHaveAttribute('aria-current', 'page');
  await closeNotices(mng.page);
  await meetings.getByRole('button', { name: '新增', exact: true }).click();
  const newMeeting = mng.page.getByRole('dialog', { name: /新增评审会/ });
  const meetingName = `E2E旅程评审会${stamp}`;
  await newMeeting.getByLabel('会议名称').fill(meetingName);
  await newMeeting.getByLabel('会议日期').fill(day());
  await newMeeting.getByLabel('会议日期').press('Enter');
  await newMeeting.getByLabel('评审专家').fill('刘教授、黄研究员、周高工');
  await choose(mng.page, newMeeting, '议程（评价申请）', code);
  await newMeeting.getByRole('button', { name: '确定' }).click();
  await expect(newMeeting).toBeHidden();
  await meetings.getByRole('row', { name: new RegExp(meetingName) }).click();
  const decide = await widgetOf(mng.page, 'decide');
  await decide.getByRole('radiogroup', { name: `${product} 会议决定` }).getByLabel('通过', { exact: true }).check();
  await decide.getByRole('button', { name: '保存决定' }).click();
  await expect(decide.getByRole('radiogroup', { name: `${product} 会议决定` }).getByLabel('通过', { exact: true })).toBeChecked();
  await fromTodo(mng.page, new RegExp(code), '待评审会');
  await move(mng.page, '评审会通过', '评审通过待发证', '专家组一致同意通过');

  // The certificate, each step from 待办 too: the officer generates it, the enterprise confirms it, the officer uploads the stamped copy.
  await fromTodo(certs.page, new RegExp(product), '待生成');
  const generate = await openMove(certs.page, '生成证书');
  await generate.getByLabel('发证日期').fill(day());
  await generate.getByLabel('发证日期').press('Tab');
  await finishMove(certs.page, generate, '生成证书');
  await expect(recordOf(certs.page).getByTestId('record-status')).toHaveText('待企业确认');
  await fromTodo(ent.page, new RegExp(product), '待企业确认');
  await move(ent.page, '确认证书', '待上传盖章文件');
  await fromTodo(certs.page, new RegExp(product), '待上传盖章文件');
  await stampCertificate(certs.page, '盖章证书.pdf');
  await expect(recordOf(certs.page).getByTestId('record-status')).toHaveText('有效');

  // The enterprise reads the outcome on its home page and its application's history.
  await ent.page.goto('/index');
  await expect(ent.page.getByText(product).first()).toBeVisible({ timeout: 30_000 });
  await ent.page.goto('/views/eval-list');
  await listOf(ent.page).getByRole('row', { name: new RegExp(code) }).click();
  await expect(recordOf(ent.page).getByTestId('record-status')).toHaveText('已通过');
  await expect(historyOf(ent.page).first()).toBeVisible();
  await shot(ent.page, testInfo, '02-enterprise-passed');

  for (const actor of [ent, mng, unit, lab, certs]) {
    expect(actor.problems).toEqual([]);
    await actor.ctx.close();
  }
});
