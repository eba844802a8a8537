/**
 * The evaluation application end to end, against the real server, each organisation in its own
 * browser and on its own pages (WORKFLOWS.md §2): `enterprise` applies on 首次申请 and submits;
 * `manager` accepts it from the home page's 待办 and assigns it to an institution;
 * `evaluator` accepts the task on 评价任务分配, naming the team; the enterprise files its materials;
 * the institution passes completeness on 完整性初评; management audits the scope on 评价评审列表;
 * the institution pushes its plan, reviews the documents (its report generated), plans the visit,
 * generates the notice and uploads the stamped copy, pushes the plan, which the enterprise confirms;
 * on site the testing unit records its sample on 抽样任务列表 and generates the sampling report,
 * the institution closes the visit, recommends the product and archives; management checks the
 * file; the institution generates and pushes the evaluation report on 评价报告; management passes
 * the technical review, puts it to a meeting on 会议列表 which passes the product, and the
 * application waits for its certificate (23). The enterprise reads the whole history. Then
 * management enters an application for the enterprise on 申请录入, which the enterprise submits.
 */
import { expect, test } from '@playwright/test';
import {
  choose,
  closeNotices,
  day,
  fileRequiredMaterials,
  finishMove,
  historyOf,
  INSTITUTION,
  listOf,
  markEveryGroup,
  move,
  openFromList,
  openMove,
  passedProduct,
  recordOf,
  REQUIRED_GROUPS,
  shot,
  signedIn,
  TESTING_UNIT,
  widgetOf,
} from './evalHelpers';
import { png } from './files';
import { evalAnnexGroupLabel } from '../../src/domain/resources/evaluation';
import { pdf } from './files';
import { watchPage } from './console';
import { signInByApi } from './shellHelpers';

test('a first application goes from the enterprise’s draft to 评审通过待发证 through every actor’s pages', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now()).slice(-6);
  const product = `E2E评价鸡${stamp}`;
  const { place } = await passedProduct(request, product);
  const ent = await signedIn(browser, request, base, 'enterprise');
  const mng = await signedIn(browser, request, base, 'manager');
  const unit = await signedIn(browser, request, base, 'evaluator');
  const lab = await signedIn(browser, request, base, 'tester');

  // The enterprise applies on 首次申请: the type is the page's, so the form does not ask for it.
  await ent.page.goto('/views/eval-apply-first');
  await expect(recordOf(ent.page).getByText('请选择一条记录')).toBeVisible({ timeout: 30_000 });
  await closeNotices(ent.page);
  await ent.page.getByRole('button', { name: '新增', exact: true }).click();
  const add = ent.page.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible();
  await expect(add.getByText('评价类型')).toHaveCount(0);
  await add.getByLabel('食用农产品').check();
  await choose(ent.page, add, '申报产品', product);
  await choose(ent.page, add, '申报场所', place);
  await add.getByLabel('联系人').fill('王建华');
  await add.getByLabel('联系电话').fill('13800000006');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();

  // Its row opens it as a draft of a first evaluation, with the product applied for.
  const row = listOf(ent.page).getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText('草稿');
  const code = (/PJ\d+/.exec(await row.innerText()) ?? [''])[0];
  expect(code).not.toBe('');
  await row.click();
  const entRecord = recordOf(ent.page);
  await expect(entRecord.getByRole('heading', { name: code })).toBeVisible();
  await expect(entRecord.getByTestId('record-status')).toHaveText('草稿');
  await expect(entRecord.getByTestId('record-facts')).toContainText('评价类型：首次评价');
  await expect(entRecord.getByRole('region', { name: '申报产品' }).getByRole('cell', { name: product })).toBeVisible();
  await shot(ent.page, testInfo, '01-enterprise-draft');
  await move(ent.page, '提交申请', '已提交待受理', '申请首次评价');
  await expect(row).toContainText('已提交待受理');

  // The manager opens it from the home page's 待办 and accepts it.
  await mng.page.goto('/index');
  await mng.page.getByRole('button', { name: new RegExp(`^流程待办 圳品评价：${code}`) }).click();
  await expect(mng.page).toHaveURL(/[?&]id=\d+/);
  const evalId = /[?&]id=(\d+)/.exec(mng.page.url())![1];
  const mngRecord = recordOf(mng.page);
  await expect(mngRecord.getByRole('heading', { name: code })).toBeVisible({ timeout: 30_000 });
  await expect(mngRecord.getByTestId('record-status')).toHaveText('已提交待受理');
  await move(mng.page, '受理申请', '已受理待分配');

  // Assigning names the institution (required: the drawer marks it; that it refuses to go without one
  // is the record widget's story AssignNeedsInstitution and tests/server/evaluation.test.ts), and the move carries it.
  const assign = await openMove(mng.page, '分配评价任务');
  const unitItem = assign.locator('.ant-form-item').filter({ has: mng.page.getByRole('combobox', { name: '评价机构', exact: true }) });
  await expect(unitItem.locator('.ant-form-item-required')).toBeVisible();
  await choose(mng.page, assign, '评价机构', INSTITUTION);
  await choose(mng.page, assign, '检测机构', TESTING_UNIT);
  await assign.getByRole('textbox', { name: '意见' }).fill('请鹏质承担本次评价');
  await shot(mng.page, testInfo, '02-manager-assign');
  await finishMove(mng.page, assign, '分配评价任务');
  await expect(mngRecord.getByTestId('record-status')).toHaveText('待机构接受');
  const institution = mngRecord.getByRole('region', { name: '评价机构' });
  await expect(institution).toContainText(INSTITUTION);
  await expect(institution).toContainText(TESTING_UNIT);

  // The evaluator finds the task on 评价任务分配 and accepts it, naming the team.
  await openFromList(unit.page, '/views/eval-task-assign', code, '待机构接受');
  // (A leader's name that is no name is refused by the drawer: the record widget's story AcceptTaskWithTeam.)
  const accept = await openMove(unit.page, '接受任务');
  await accept.getByRole('textbox', { name: '评价组长' }).fill('陈志强');
  await accept.getByRole('textbox', { name: '评价组员' }).fill('李明、张华');
  await finishMove(unit.page, accept, '接受任务');
  await expect(recordOf(unit.page).getByTestId('record-status')).toHaveText('待提交材料');
  await expect(recordOf(unit.page).getByRole('region', { name: '评价机构' })).toContainText('陈志强');

  // The enterprise files its materials beside the record on 评价列表 and submits them.
  await openFromList(ent.page, '/views/eval-list', code, '待提交材料');
  await fileRequiredMaterials(ent.page);
  await shot(ent.page, testInfo, '03-enterprise-materials');
  await move(ent.page, '提交材料', '待完整性初评');

  // The institution checks completeness on 完整性初评, the files in front of it.
  await openFromList(unit.page, '/views/eval-completeness', code, '待完整性初评');
  const annex = await widgetOf(unit.page, 'annex');
  await expect(annex.locator('tbody tr[data-row-key="legal"]').getByRole('link', { name: 'legal.pdf' })).toBeVisible();
  // Passing needs every group looked at: the move says so before the click.
  await expect(recordOf(unit.page).getByRole('button', { name: '完整性初评通过', exact: true })).toBeDisabled();
  await expect(recordOf(unit.page).getByTestId('record-blocked')).toContainText('请先对每组必备材料完成完整性初评');
  await markEveryGroup(unit.page);
  await move(unit.page, '完整性初评通过', '待范围审核', '材料齐全');

  // Management audits the scope on 评价评审列表.
  await openFromList(mng.page, '/views/eval-review', code, '待范围审核');
  await move(mng.page, '范围审核通过', '待推送评价计划');

  // The institution, on 评价评审列表: its plan, then the document review with its report.
  await openFromList(unit.page, '/views/eval-review', code, '待推送评价计划');
  await move(unit.page, '推送评价计划', '文件评审中');
  const review = await widgetOf(unit.page, 'docReview');
  await expect(review.getByLabel('评审人')).toHaveValue('陈志强');
  await review.getByLabel('评审日期').fill(day());
  await review.getByLabel('评审日期').press('Enter');
  // No finding is assumed: each group filed is found 符合 by hand.
  for (const key of REQUIRED_GROUPS) await review.getByRole('radiogroup', { name: `${evalAnnexGroupLabel(key)} 是否符合` }).getByLabel('符合', { exact: true }).check();
  await review.getByRole('radiogroup', { name: '评审结论' }).getByLabel('通过', { exact: true }).check();
  await review.getByLabel('评审意见', { exact: true }).fill('文件齐全，符合要求');
  await review.getByRole('button', { name: /保\s*存/ }).click();
  await expect(unit.page.getByText('文件评审已保存')).toBeVisible();
  await review.getByRole('button', { name: /生成评审报告/ }).click();
  await expect(review.getByRole('link', { name: `文件评审报告-${code}.docx` })).toBeVisible();
  await shot(unit.page, testInfo, '04-institution-document-review');
  await move(unit.page, '文件评审通过', '文件评审通过');

  // The visit: a plan for the place, the notice generated and its stamped copy uploaded, then both pushed.
  const plan = await widgetOf(unit.page, 'sitePlan');
  await plan.getByRole('button', { name: `${place} 制定计划` }).click();
  const planDialog = unit.page.getByRole('dialog', { name: `现场评价计划：${place}` });
  await planDialog.getByLabel('开始日期').fill(day(7));
  await planDialog.getByLabel('开始日期').press('Enter');
  await planDialog.getByLabel('结束日期').fill(day(8));
  await planDialog.getByLabel('结束日期').press('Enter');
  await planDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(planDialog).toBeHidden();
  await expect(plan.getByTestId('eval-site-plan-summary')).toContainText('已制定 1/1 个场所');
  await plan.getByRole('button', { name: /生成通知书/ }).click();
  await expect(plan.getByRole('link', { name: `现场评价通知书-${code}.docx` })).toBeVisible();
  await plan.getByTestId('site-notice').locator('input[type=file]').setInputFiles(pdf('盖章通知书.pdf'));
  await expect(unit.page.getByText('盖章件已上传')).toBeVisible();
  await shot(unit.page, testInfo, '05-institution-site-plan');
  await move(unit.page, '发送现场评价通知', '待推送现场计划');
  await move(unit.page, '推送现场计划', '待确认现场计划');

  // The enterprise confirms the plan on its record page.
  await openFromList(ent.page, '/views/eval-list', code, '待确认现场计划');
  await move(ent.page, '确认现场计划', '待现场评价', '按计划接受现场评价');

  // On site: the institution starts; the testing unit records its sample on 抽样任务列表 and generates the sampling report.
  await openFromList(unit.page, '/views/eval-review', code, '待现场评价');
  await move(unit.page, '开始现场评价', '现场评价中');
  await openFromList(lab.page, '/views/eval-sampling-task', code, '现场评价中');
  const labSite = await widgetOf(lab.page, 'site');
  await labSite.getByLabel(`${product} 样品编号`).fill(`YP-${stamp}`);
  await labSite.getByLabel(`${product} 抽样日期`).fill(day());
  await labSite.getByLabel(`${product} 抽样日期`).press('Enter');
  await labSite.getByRole('radiogroup', { name: `${product} 检测意见` }).getByLabel('合格', { exact: true }).check();
  await labSite.getByRole('button', { name: '保存抽样结果' }).click();
  await expect(lab.page.getByText('抽样结果已保存')).toBeVisible();
  await labSite.getByRole('button', { name: '生成抽样报告' }).click();
  await expect(labSite.getByTestId('eval-site-report').getByRole('link', { name: `抽样报告-${code}.docx` })).toBeVisible();
  await shot(lab.page, testInfo, '06-testing-unit-sample');

  // The institution records the visit, recommends the product, closes the visit, finishes on site and archives.
  await openFromList(unit.page, '/views/eval-sampling-task', code, '现场评价中');
  const unitSite = await widgetOf(unit.page, 'site');
  await unitSite.getByRole('button', { name: '添加记录' }).click();
  const recordDialog = unit.page.getByRole('dialog', { name: '添加现场记录' });
  await recordDialog.getByRole('combobox', { name: '图片类型' }).click();
  await unit.page.locator('.ant-select-dropdown:visible').getByTitle('现场', { exact: true }).click({ timeout: 10_000 });
  await recordDialog.locator('input[type=file]').setInputFiles({ name: '生产区.png', mimeType: 'image/png', buffer: png(7) });
  await expect(recordDialog.getByText('生产区.png')).toBeVisible({ timeout: 20_000 });
  await recordDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(recordDialog).toBeHidden();
  await unitSite.getByRole('tab', { name: '推荐意见' }).click();
  await unitSite.getByRole('radiogroup', { name: `${product} 推荐意见` }).getByLabel('推荐', { exact: true }).check();
  await unitSite.getByRole('button', { name: '保存推荐意见' }).click();
  await expect(unit.page.getByText('推荐意见已保存')).toBeVisible();
  const unitPlan = await widgetOf(unit.page, 'sitePlan');
  await unitPlan.getByRole('button', { name: `${place} 结束该场所评价` }).click();
  await unit.page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(unitPlan.getByText('现场评价已结束')).toBeVisible();
  await move(unit.page, '完成现场评价', '现场评价完成');
  await move(unit.page, '归档', '已归档待核查');

  // Management checks the archived file on 评价评审列表.
  await openFromList(mng.page, '/views/eval-review', code, '已归档待核查');
  await move(mng.page, '文件核查通过', '待推送评价报告');

  // The institution generates the evaluation report on 评价报告 and pushes it.
  await openFromList(unit.page, '/views/eval-report', code, '待推送评价报告');
  const reportSite = await widgetOf(unit.page, 'site');
  await reportSite.getByRole('button', { name: '生成评价报告' }).click();
  await expect(reportSite.getByTestId('eval-report').getByRole('link', { name: `评价报告-${code}.docx` })).toBeVisible();
  await shot(unit.page, testInfo, '07-institution-evaluation-report');
  await move(unit.page, '推送评价报告', '待技术评审');

  // Management passes the technical review on 评价报告 and puts the application to a meeting.
  await openFromList(mng.page, '/views/eval-report', code, '待技术评审');
  await move(mng.page, '技术评审通过', '技术评审通过');
  await move(mng.page, '提交评审会', '待评审会');

  // 会议列表: a meeting with the application on its agenda decides the product, then passes the application.
  await mng.page.goto('/views/eval-meeting');
  const meetings = await widgetOf(mng.page, 'meetings');
  await closeNotices(mng.page);
  await meetings.getByRole('button', { name: '新增', exact: true }).click();
  const newMeeting = mng.page.getByRole('dialog', { name: /新增评审会/ });
  const meetingName = `E2E评审会${stamp}`;
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
  await shot(mng.page, testInfo, '08-manager-meeting');
  await listOf(mng.page).getByRole('row', { name: new RegExp(code) }).click();
  await expect(recordOf(mng.page).getByRole('heading', { name: code })).toBeVisible();
  await move(mng.page, '评审会通过', '评审通过待发证', '专家组一致同意通过');

  // The enterprise reads it all on its record page: every move, newest first, the team and the reports.
  await ent.page.goto(`/views/eval-list?id=${evalId}`);
  await expect(entRecord.getByRole('heading', { name: code })).toBeVisible({ timeout: 30_000 });
  await expect(entRecord.getByTestId('record-status')).toHaveText('评审通过待发证');
  const steps = [
    '评审会通过', '提交评审会', '技术评审通过', '推送评价报告', '文件核查通过', '归档', '完成现场评价', '开始现场评价', '确认现场计划', '推送现场计划',
    '发送现场评价通知', '文件评审通过', '推送评价计划', '范围审核通过', '完整性初评通过', '提交材料', '接受任务', '分配评价任务', '受理申请', '提交申请',
  ];
  await expect(historyOf(ent.page)).toHaveCount(steps.length);
  for (const [i, label] of steps.entries()) await expect(historyOf(ent.page).nth(i)).toContainText(label);
  await expect(historyOf(ent.page).nth(0)).toContainText('专家组一致同意通过');
  const team = entRecord.getByRole('region', { name: '评价机构' });
  await expect(team).toContainText(INSTITUTION);
  await expect(team).toContainText('陈志强');
  await openFromList(ent.page, '/views/eval-report', code, '评审通过待发证');
  const entSite = await widgetOf(ent.page, 'site');
  await expect(entSite.getByTestId('eval-report').getByRole('link', { name: `评价报告-${code}.docx` })).toBeVisible();
  await expect(entSite.getByTestId('eval-site-report').getByRole('link', { name: `抽样报告-${code}.docx` })).toBeVisible();
  await expect(entSite.getByRole('button', { name: /生成/ })).toHaveCount(0);
  await shot(ent.page, testInfo, '09-enterprise-reports');

  for (const actor of [ent, mng, unit, lab]) {
    expect(actor.problems).toEqual([]);
    await actor.ctx.close();
  }
});

test('management enters an application for an enterprise on 申请录入, which the enterprise then submits', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const product = `E2E录入鸡${String(Date.now()).slice(-6)}`;
  const { place } = await passedProduct(request, product);
  const enterprise = '深圳市鹏城绿源农业发展有限公司';

  const mngCtx = await browser.newContext();
  await signInByApi(mngCtx, request, base, 'manager');
  const mng = await mngCtx.newPage();
  const mngProblems = watchPage(mng);
  await mng.goto('/views/eval-apply-entry');
  await expect(recordOf(mng).getByText('请选择一条记录')).toBeVisible({ timeout: 30_000 });
  await closeNotices(mng);
  await mng.getByRole('button', { name: '新增', exact: true }).click();
  const add = mng.getByRole('dialog', { name: /新增评价申请/ });
  await expect(add).toBeVisible();
  // Management is not stamped with an enterprise: it names one, and the pickers offer that enterprise's products and places.
  await choose(mng, add, '申请企业', enterprise);
  // The types this enterprise may choose are offered as choices (年度监督 never).
  await add.getByLabel('首次评价').check();
  await add.getByLabel('预包装食品').check();
  await choose(mng, add, '申报产品', product);
  await choose(mng, add, '申报场所', place);
  await add.getByLabel('联系人').fill('王建华');
  await add.getByLabel('联系电话').fill('13800000006');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  const row = listOf(mng).getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText(enterprise);
  await expect(row).toContainText('草稿');
  const code = (/PJ\d+/.exec(await row.innerText()) ?? [''])[0];
  await row.click();
  // Only the enterprise submits its application.
  await expect(recordOf(mng).getByRole('heading', { name: code })).toBeVisible();
  await expect(recordOf(mng).getByRole('button', { name: '提交申请' })).toHaveCount(0);

  const entCtx = await browser.newContext();
  await signInByApi(entCtx, request, base, 'enterprise');
  const ent = await entCtx.newPage();
  const entProblems = watchPage(ent);
  await ent.goto('/views/eval-list');
  const mine = listOf(ent).getByRole('row', { name: new RegExp(code) });
  await expect(mine).toContainText('草稿', { timeout: 30_000 });
  await closeNotices(ent);
  await mine.click();
  await finishMove(ent, await openMove(ent, '提交申请'), '提交申请');
  await expect(recordOf(ent).getByTestId('record-status')).toHaveText('已提交待受理');

  expect(mngProblems).toEqual([]);
  expect(entProblems).toEqual([]);
  await Promise.all([mngCtx.close(), entCtx.close()]);
});
