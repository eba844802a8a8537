/**
 * Every widget type of the portal (ARCHITECTURE.md §3). Manifests are imported here eagerly (a few
 * hundred bytes each: metadata and a props schema); each widget's component loads lazily, one
 * chunk per type, the first time a layout shows it. The shell reaches widgets only through this
 * file. To add a widget: create its folder (see src/ui/widget.ts for the files) and list its
 * manifest below.
 */
import { createWidgetRegistry } from '@/ui/widgetRegistry';
import chartBar from './chart-bar';
import chartGraph from './chart-graph';
import chartLayeredPie from './chart-layered-pie';
import chartLine from './chart-line';
import chartMap from './chart-map';
import chartMirrorPie from './chart-mirror-pie';
import chartMirrorPie3d from './chart-mirror-pie3d';
import chartPie from './chart-pie';
import chartPie3d from './chart-pie3d';
import chartRadar from './chart-radar';
import chartSunburst from './chart-sunburst';
import areaTree from './area-tree';
import layoutList from './layout-list';
import logIntegrity from './log-integrity';
import menuTree from './menu-tree';
import resourceList from './resource-list';
import roleList from './role-list';
import screenCounters from './screen-counters';
import screenExport from './screen-export';
import screenLinks from './screen-links';
import screenTable from './screen-table';
import todo from './todo';
import welcome from './welcome';
import msgList from './msg-list';
import msgCompose from './msg-compose';
import recordView from './record-view';
import flowWorkForm from './flow-work-form';
import ownOrg from './own-org';
import historyImport from './history-import';
import evalAnnex from './eval-annex';
import evalDocReview from './eval-doc-review';
import evalSitePlan from './eval-site-plan';
import evalMeetingDecide from './eval-meeting-decide';
import evalSiteRecords from './eval-site-records';
import certBatches from './cert-batches';
import jdSite from './jd-site';
import jdReport from './jd-report';
import jdAnnual from './jd-annual';
import jdPlanScope from './jd-plan-scope';
import jdRecords from './jd-records';
import jdSpot from './jd-spot';
import statReport from './stat-report';

export const widgetRegistry = createWidgetRegistry([
  welcome, todo, resourceList, menuTree, layoutList, logIntegrity, roleList, areaTree,
  // Chart widgets of the big screen and the supervision data dashboard.
  chartPie, chartSunburst, chartLine, chartBar, chartLayeredPie, chartMirrorPie, chartPie3d, chartMirrorPie3d, chartRadar, chartMap, chartGraph, screenTable, screenCounters, screenExport,
  // Display links of the big screen (management).
  screenLinks,
  // Messaging.
  msgList, msgCompose,
  // Record pages of the business flows (product review first), and the cards of work written on the record (整改报告, 盖章证书).
  recordView, flowWorkForm,
  // The caller's own organisation (企业信息, 机构中心 and their 维护 forms).
  ownOrg,
  // 历史数据: historical products and certificates imported from Excel.
  historyImport,
  // 评价材料: an evaluation application's annex document form.
  evalAnnex,
  // 文件评审 and 现场评价计划 (with the on-site notice and the archive checklist) of an evaluation application.
  evalDocReview, evalSitePlan,
  // 评审决定: a review meeting's decisions per product; 现场记录与抽样: on-site records, samples, recommendations, the sampling report.
  evalMeetingDecide, evalSiteRecords,
  // 目录批次: the 圳品目录's published batches and 发布新一批.
  certBatches,
  // 现场监督 and 监督报告: a supervision unit's on-site work and report of a task (phone first, drafts kept offline).
  jdSite, jdReport,
  // 监督管理: a plan's products and tasks; a task's records and results; the year's annual supervision; a task's spot tests.
  jdPlanScope, jdRecords, jdAnnual, jdSpot,
  // 统计汇总, 监督统计汇总, 申报统计, 评价统计: one report each, its figures leading to their records.
  statReport,
]);

export const getWidget = (type: string) => widgetRegistry.get(type);
/** The widgets a user with these permissions may add to a layout (the edit-mode catalogue). */
export const listWidgets = (perms: string | readonly string[]) => widgetRegistry.list(perms);
