/**
 * The calls document's catalogue (§7): every call it names with a method and a path answers at the
 * spec's own path (trailing slash included). `*` stands for a call whose method the document does
 * not give; `{x}` for a path parameter, whatever the server names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

const crud = (prefix: string) => [`POST ${prefix}/lst`, `PUT ${prefix}`, `PUT ${prefix}/{id}`, `DELETE ${prefix}`];

const SPEC_CALLS: Readonly<Record<string, readonly string[]>> = {
  '7.1 Account': [
    'GET /sys/captcha', 'GET /sys/sms', 'GET /sys/sms/check', 'POST /login', 'POST /sms/login', 'GET /logout', 'POST /rst/sysuser/updPwd',
    'POST /api/sysuser/cur', 'GET /api/sysuser/{id}', 'POST /api/sysuser/page', 'POST /api/sysuser/lst', 'POST /api/sysuser/disable', 'PUT /api/sysuser',
    'PUT /api/sysuser/{id}', 'DELETE /api/sysuser', 'POST /api/sysuser/resetPwd', 'POST /api/sysuser/grantRole', 'POST /api/sysrole/lst',
    'PUT /api/sysuser/updCurUser/{id}', 'POST /api/curuser/updPwd', 'POST /api/curuser/updPwd2', 'PUT /rst/zp_user/register', 'POST /api/zp_user/page',
    'POST /api/zp_user/audit',
  ],
  '7.2 Organisation, area and lookups': [
    'GET /api/sysorg/{id}', 'GET /api/zporg/getOne', 'POST /api/sysorg/page', 'POST /api/sysorg/lst', 'POST /api/sysorg/sync', 'PUT /api/zporg',
    'POST /api/zporg/cancel', 'PUT /api/sysorg', 'PUT /api/sysorg/{id}', 'DELETE /api/sysorg', 'POST /api/sysorg/updExp', 'POST /api/sysorg/cleanExp',
    'POST /api/addvcd/async', 'POST /api/addvcd/sync', 'GET /api/addvcd/pLst/{id}',
    '* /api/sysorg/async', '* /api/sysdept/async', '* /api/sysposition/lst', '* /api/sysgroup/lst', '* /api/flow/rlt/user',
  ],
  '7.3 Messaging': [
    'POST /api/msg/category/page', 'PUT /api/msg/category', 'PUT /api/msg/category/{id}', 'DELETE /api/msg/category', 'POST /api/msg/category/lst',
    'POST /api/msg/action/page', 'PUT /api/msg/action', 'PUT /api/msg/action/{id}', 'DELETE /api/msg/action',
    'PUT /api/msg/tpl', 'PUT /api/msg/tpl/{id}', 'DELETE /api/msg/tpl', 'POST /api/msg/tpl/lst',
    'POST /api/msg/push/page', 'POST /api/msg/log/page', 'POST /api/msg/info/page', 'POST /api/msg/info/count', 'GET /api/msg/info/{id}',
    'POST /api/msg/info/readAll', 'POST /api/msg/info/read', 'POST /api/msg/info/lst', 'GET /api/msg/action/category', 'POST /api/filebaseinfo/lst',
  ],
  '7.4 Dictionary and menu': [
    'POST /api/sysdic/page', 'POST /api/sysdicitem/page', 'PUT /api/sysdic', 'PUT /api/sysdic/{id}', 'DELETE /api/sysdic', 'GET /api/sysdic/code',
    'PUT /api/sysdicitem', 'PUT /api/sysdicitem/{id}', 'DELETE /api/sysdicitem',
    'POST /api/sysmenu/page', 'POST /api/sysmenu/sync', 'POST /api/sysmenu/cur', 'PUT /api/sysmenu', 'PUT /api/sysmenu/{id}', 'DELETE /api/sysmenu',
  ],
  // The upload and download addresses are configuration values (§7.5); these are the portal's.
  '7.5 Files': ['POST /api/file/upload', 'GET /api/file/download'],
  '7.6 Evaluation': [
    'GET /api/eval/annex/getZpEvalAnnex', 'GET /api/eval/annex/evalAnnexItemLst', 'POST /api/index/todoTaskList/{type}',
    'POST /api/eval/annex/packCatalogueZipByEvalId', 'POST /api/file/pkg/lst', 'POST /api/eval/problem/upProblem', 'POST /api/eval/annex/upTips',
    'POST /api/eval/doc/review/getEvalDocReview', 'PUT /api/eval/doc/review', 'PUT /api/eval/doc/review/{id}', 'POST /api/eval/doc/review/lst',
    'POST /api/eval/doc/review/evalOrgPage', 'POST /api/eval/doc/review/updateEvalDocReport', 'POST /api/eval/base/rejectApply',
    'PUT /api/zpevalgcannex', 'PUT /api/zpevalgcannex/{id}', 'POST /api/zpevalgcannex/lst', 'POST /api/zpevalgcannex/getGcAnnex', 'POST /api/zpevalgcannex/upAnnexId',
    'POST /api/eval/cert/confirm/getConfirm', 'POST /api/eval/cert/confirm/upAnnexId', 'POST /api/eval/base/status', 'GET /api/eval/base/cur', 'GET /api/eval/base/org',
    'GET /api/eval/place/getPlaceProLst', 'POST /api/eval/siteplan/lst', 'DELETE /api/eval/siteplan', 'PUT /api/eval/siteplan/staffSave', 'PUT /api/eval/base/staffSave',
    'POST /api/eval/place/createEvalOnSitePlan', 'GET /api/eval/place/getProLstByOnSitePlanId', 'GET /api/zpproductbrand/findByProductIdOrderByCreateTime',
    'POST /api/eval/base/doFlowFinishUpd', 'POST /api/eval/siteplan/doFlowFinishUpd', 'POST /api/eval/notice/getNotice', 'POST /api/eval/notice/upAnnexId',
    'POST /api/eval/cert/changeCert/{id}', 'POST /api/eval/cert/doChangeGen/{id}', 'POST /api/eval/mat_item/upd_annex', 'GET /api/eval/mat/getGd',
  ],
  '7.7 Supervision and inspection': [
    'POST /api/jd/plan/page', 'POST /api/jd/plan/jdCertPage', 'GET /api/jd/plan/{id}', 'GET /api/jd/plan/classify/{id}', 'PUT /api/jd/plan/{id}', 'PUT /api/jd/plan',
    'POST /api/jd/plan/getJdProd/excel', 'DELETE /api/jd/plan/', 'POST /api/jd/plan/unitOrgLst',
    'POST /api/jd/record/noPassRecordPage', 'POST /api/jd/record/tayPassRecordPage', 'POST /api/jd/record/selectJdRecodTotalCount',
    'GET /api/jd/record/getJdRecordByTaskId/{taskId}', 'POST /api/jd/record/updateNopassAnnex', 'POST /api/jd/record/updateReformViewMultiterm',
    'PUT /api/jd/record/findRecordByProdIds', 'PUT /api/jd/record/{id}', 'POST /api/jd/record/updateJdOpt', 'POST /api/jd/record/updateNoPassProd',
    'POST /api/jd/record/updateJdStatusMultiterm', 'POST /api/jd/record/jdExportRecordPage', 'POST /api/jd/record/jdExportRecord', 'POST /api/jd/record/updJdType',
    'POST /api/jd/record/findRecordByTaskId',
    'PUT /api/jd/prod/{id}', 'PUT /api/jd/prod', 'DELETE /api/jd/prod/', 'POST /api/jd/prod/getProductReportBook', 'POST /api/jd/prod/getProductReportBook/{hash}',
    'GET /api/jd/product/getJdProductPage', 'GET /api/jd/product/getJdProductLst',
    'PUT /api/jd/task', 'PUT /api/jd/task/doAddMultipleTasks', 'DELETE /api/jd/task/', 'POST /api/jd/task/page', 'GET /api/jd/task/{id}', 'POST /api/jd/task/planTaskLst',
    'GET /api/jd/task/jdTaskFlowNameLst', 'PUT /api/jd/task/{id}', 'POST /api/jd/task/submit/{id}', 'POST /api/jd/task/status', 'POST /api/jd/task/isSiteAllFinnish',
    'PUT /api/jd/task/startSubFlow/{id}',
    'GET /api/jd/site/getJdOnSiteByJdTaskId', 'GET /api/jd/site/createOrQueryJdOnSiteByJdTaskId', 'POST /api/jd/site/getJdTaskBookByOnSiteId', 'PUT /api/jd/site/staffSave',
    'POST /api/jd/site/getNonComBookByOnSiteId', 'PUT /api/jd/site/{id}', 'GET /api/jd/site/{id}', 'GET /api/jd/site/findByOnSitePlanId/{id}',
    'GET /api/jd/site/selectJdTaskProdDto/{id}', 'GET /api/jd/site/getPlaceLst', 'GET /api/jd/site/getPlaceProLst', 'POST /api/jd/site/createJdOnSitePlan',
    'POST /api/jd/site/lst', 'GET /api/jd/site/getProLstByOnSitePlanId', 'GET /api/jd/site/makePictureWord', 'GET /api/jd/site/delByOnSitePlanId',
    'POST /api/jd/site/status', 'POST /api/jd/site/getOnSiteZip',
    'PUT /api/jd/doc_review', 'PUT /api/jd/doc_review/{id}', 'POST /api/jd/doc_review/getJdDocReview', 'POST /api/jd/doc_problem/upProblem',
    'POST /api/jd/date/batchSave', 'POST /api/jd/date/lst',
    'POST /api/jd/doc_annex/packZip', 'POST /api/jd/mat/zip', 'POST /api/jd/mat/getZip', 'GET /api/jd/mat/on_site/{id}', 'GET /api/jd/mat/gd/{id}', 'GET /api/jd/mat/getGd',
    'POST /api/jd/mat_item/upd_annex', 'GET /api/jd/doc_annex/getZpAnnexItemCop', 'POST /api/jd/doc_annex/batchSave', 'GET /api/jd/mat/ref_site/{id}',
    'GET /api/jd/mat/set_ref_site', 'PUT /api/jd/mat/{id}', 'PUT /api/jd/mat_item/{id}',
    ...['schedule', 'observed', 'non', 'non_exp', 'his_non', 'rpt_item'].flatMap((r) => crud(`/api/jd/${r}`)),
    'POST /api/jd/his_non/batchSave',
    'PUT /api/jd/report', 'PUT /api/jd/report/{id}', 'POST /api/jd/report/getJdCheckBookByOnSiteId', 'GET /api/jd/report/findOneByOnSiteId',
    'POST /api/jd/report/getLastNonCompByOnSiteId',
  ],
  '7.8 Product category': [
    'POST /api/pro/category/page', 'GET /api/pro/category/{id}', 'POST /api/pro/category/sync', 'PUT /api/pro/category', 'PUT /api/pro/category/{id}',
    'PUT /api/pro/category/updEnabled/{id}', 'DELETE /api/pro/category',
  ],
};

/** `GET /api/x/:id` and `GET /api/x/{id}` alike: parameters named by position only. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, '{}');

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('the calls document', () => {
  const all = Object.values(SPEC_CALLS).flat();

  it('names each call once: the 238 of §7, and the three file calls (§7.3 attachment info, §7.5) whose paths are configuration', () => {
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(238 + 3);
  });

  it.each(Object.entries(SPEC_CALLS))('§%s: every call answers at the spec path', (_area, calls) => {
    const routes = new Set(s.app.routeTable.map((r) => `${r.method} ${shapeOf(r.url)}`));
    const paths = new Set(s.app.routeTable.map((r) => shapeOf(r.url)));
    const missing = calls.filter((c) => {
      const [method, path] = c.split(' ');
      return method === '*' ? !paths.has(shapeOf(path)) : !routes.has(`${method} ${shapeOf(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers the spec call with its trailing slash and ids in the query', async () => {
    const token = await s.signIn('manager');
    for (const path of ['/api/jd/plan/', '/api/jd/prod/', '/api/jd/task/']) {
      const r = await s.call({ method: 'DELETE', url: `${path}?ids=999999999`, token });
      expect(r.body.msg, path).not.toBe('网络异常/请求地址不存在');
      expect(r.body.code, path).not.toBe(200);
    }
  });
});
