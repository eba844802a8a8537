/**
 * The menu tree the seed installs (screens document §2, "Permission-based pages"), as data:
 * groups (no path) holding pages. Each page has a stable key, a Chinese title, an antd icon name,
 * a path `/views/<layoutId>` (kebab-case layout ids) or an external address, the permission
 * strings its routes need (stored as the menu's comma-joined `opts`: a role granted the page holds
 * them), and the roles granted it. R_SYS_ADMIN is granted every item and is not listed.
 *
 * Granularity is the page: a role granted a page holds every permission in its opts. Where only
 * some roles may change things, the change lives on a hidden form page of its own (e.g. the
 * enterprise info page is for all enterprise users, its hidden form for the enterprise admin).
 */
import { PERMS, type Permission } from './permissions';
import type { RoleCode } from './roles';

export interface CataloguePage {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  readonly path: string;
  readonly perms: readonly Permission[];
  /** Granted roles besides R_SYS_ADMIN (who gets everything). */
  readonly roles: readonly RoleCode[];
  readonly target?: '_blank';
  /** Routed but not in the sidebar (forms opened from a list). */
  readonly hidden?: boolean;
  readonly noTab?: boolean;
  readonly noCache?: boolean;
  /** Name of a counter the client shows as a numeric badge (max 99). */
  readonly badge?: string;
}

export interface CatalogueGroup {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  readonly pages: readonly CataloguePage[];
}

const ORG: readonly RoleCode[] = ['R_ORG_ADMIN', 'R_ORG_USER'];
const UNIT: readonly RoleCode[] = ['R_UNIT_ADMIN', 'R_UNIT_USER'];
const MNG: readonly RoleCode[] = ['R_MNG_USER'];
const APP: readonly RoleCode[] = ['R_APP_ADMIN'];
const CERT: readonly RoleCode[] = ['R_ZSGLY_USER'];
const EVERYONE: readonly RoleCode[] = [...APP, ...MNG, ...UNIT, ...ORG, ...CERT];

const view = (layoutId: string) => `/views/${layoutId}`;
const page = (key: string, title: string, icon: string, perms: readonly Permission[], roles: readonly RoleCode[], extra: Partial<CataloguePage> = {}): CataloguePage => ({
  key,
  title,
  icon,
  path: view(key),
  perms,
  roles,
  ...extra,
});
/** A form opened from a list: hidden from the sidebar and never kept alive in a tab. */
const form = (key: string, title: string, perms: readonly Permission[], roles: readonly RoleCode[]): CataloguePage =>
  page(key, title, 'FormOutlined', perms, roles, { hidden: true, noCache: true });

const P = PERMS;

export const MENU_CATALOGUE: readonly CatalogueGroup[] = [
  {
    key: 'enterprise-centre',
    title: '企业中心',
    icon: 'ShopOutlined',
    pages: [
      page('zp-org-info', '企业信息', 'ProfileOutlined', [P.ownOrg.view], ORG),
      form('zp-org-form', '企业信息维护', [P.ownOrg.view, P.ownOrg.edit], ['R_ORG_ADMIN']),
      page('zp-product-center', '产品中心', 'AppstoreOutlined', [P.ownProduct.list, P.ownProduct.submit], ORG),
      page('zp-product', '企业产品', 'ShoppingCartOutlined', [P.ownProduct.list, P.ownProduct.add, P.ownProduct.edit, P.ownProduct.remove], ORG),
      page('zp-place', '企业场所', 'EnvironmentOutlined', [P.place.list, P.place.add, P.place.edit, P.place.remove], ORG),
      page('zp-batch', '生产批次', 'BarcodeOutlined', [P.batch.list, P.batch.add, P.batch.edit, P.batch.remove], ORG),
      page('zp-output-plan', '产量计划', 'ScheduleOutlined', [P.outputPlan.list, P.outputPlan.add, P.outputPlan.edit, P.outputPlan.remove], ORG),
      page('zp-activation', '激活记录', 'ThunderboltOutlined', [P.activation.list, P.activation.add], ORG),
      page('zp-self-assess', '自我评价', 'CheckSquareOutlined', [P.selfAssess.list, P.selfAssess.submit], ORG),
      page('zp-his-product', '企业历史产品', 'HistoryOutlined', [P.hisProduct.list], ORG),
    ],
  },
  {
    key: 'evaluation',
    title: '评价管理',
    icon: 'AuditOutlined',
    pages: [
      page('eval-pre-apply', '企业预申请', 'SendOutlined', [P.evalPre.apply, P.evalPre.add], ORG),
      page('eval-pre-review', '企业评价申请预审', 'FileSearchOutlined', [P.evalPre.apply, P.evalPre.review, P.evalPre.audit], MNG),
      // Where an enterprise starts an application: the page opens the new-application form at once.
      page('eval-apply', '申请评价', 'FormOutlined', [P.evalApply.list, P.evalApply.add, P.evalApply.edit, P.evalApply.remove, P.evalApply.submit], ORG),
      page('eval-list', '评价列表', 'UnorderedListOutlined', [P.evalApply.list], [...MNG, ...UNIT, ...ORG]),
      form('eval-apply-first', '首次申请', [P.evalApply.list, P.evalApply.add, P.evalApply.edit, P.evalApply.remove, P.evalApply.submit], ORG),
      form('eval-apply-base', '基地扩项申请', [P.evalApply.list, P.evalApply.add, P.evalApply.edit, P.evalApply.remove, P.evalApply.submit], ORG),
      form('eval-apply-product', '产品扩项申请', [P.evalApply.list, P.evalApply.add, P.evalApply.edit, P.evalApply.remove, P.evalApply.submit], ORG),
      // Management enters an application for an enterprise: it creates the draft (add) and picks that enterprise's places (place list).
      form('eval-apply-entry', '申请录入', [P.evalApply.list, P.evalApply.entry, P.evalApply.add, P.place.list], MNG),
      page('eval-change', '变更列表', 'SwapOutlined', [P.evalChange.list], [...MNG, ...UNIT, ...ORG]),
      form('eval-change-form', '变更申请', [P.evalChange.list, P.evalChange.add], ORG),
      form('eval-change-audit', '变更审核', [P.evalChange.list, P.evalChange.audit], [...MNG, ...UNIT]),
      page('eval-completeness', '完整性初评', 'FileDoneOutlined', [P.evalWork.completeness], UNIT),
      page('eval-task-assign', '评价任务分配', 'ApartmentOutlined', [P.evalWork.assign], [...MNG, 'R_UNIT_ADMIN']),
      page('eval-review', '评价评审列表', 'SolutionOutlined', [P.evalWork.review], [...MNG, ...UNIT]),
      page('eval-sampling-task', '抽样任务列表', 'ExperimentOutlined', [P.evalWork.sampling], [...MNG, ...UNIT]),
      page('eval-meeting', '会议列表', 'CommentOutlined', [P.evalWork.meeting], [...MNG, 'R_UNIT_ADMIN']),
      page('eval-report', '评价报告', 'FileTextOutlined', [P.evalReport.list], [...MNG, ...UNIT, ...ORG]),
      page('eval-sampling-report', '抽样报告', 'FilePdfOutlined', [P.evalReport.sampling], [...MNG, ...UNIT, ...ORG]),
    ],
  },
  {
    key: 'certificate',
    title: '证书管理',
    icon: 'SafetyCertificateOutlined',
    pages: [
      page('cert-generate', '证书生成', 'FileProtectOutlined', [P.cert.generate], CERT),
      page('cert-list', '证书列表', 'SafetyOutlined', [P.cert.list], [...CERT, ...MNG, ...ORG]),
      form('cert-form', '证书维护', [P.cert.list, P.cert.edit], CERT),
      page('product-catalogue', '圳品目录', 'BookOutlined', [P.cert.catalogue], [...CERT, ...MNG, ...APP]),
    ],
  },
  {
    key: 'supervision',
    title: '监督管理',
    icon: 'MonitorOutlined',
    pages: [
      // The annual view lists the year's valid certificates (the plan's certificate list) with their supervision.
      page('jd-annual-task', '年度监督任务', 'CalendarOutlined', [P.jdTask.annual, P.jdTask.plan], MNG),
      page('jd-plan', '监督计划', 'CarryOutOutlined', [P.jdTask.plan, P.jdTask.planEdit, P.jdTask.task], MNG),
      page('jd-task', '监督任务', 'ContainerOutlined', [P.jdTask.task, P.jdTask.taskEdit, P.jdTask.sampling], MNG),
      // Every page that shows tasks grants the task list (jd:task:list); the server shows each organisation only its own.
      page('jd-unit-task', '机构监督任务', 'ReconciliationOutlined', [P.jdTask.unitTask, P.jdTask.task], UNIT),
      page('jd-sampling', '监督抽检', 'ExperimentOutlined', [P.jdTask.sampling, P.jdTask.task], [...MNG, ...UNIT]),
      // The enterprise follows its own supervision, read only.
      page('jd-org-task', '监督检查', 'FileSearchOutlined', [P.jdTask.task], ORG),
      page('jd-reform', '待整改', 'AlertOutlined', [P.jdReform.list], [...MNG, ...UNIT, ...ORG], { badge: 'reform' }),
      // Every unpassed product has its rectification: 不通过列表 lists them all, 待整改 the open ones.
      page('jd-non-pass', '不通过列表', 'CloseCircleOutlined', [P.jdReform.nonPass, P.jdTask.task, P.jdReform.list], [...MNG, ...UNIT]),
      // An enterprise asks to withdraw one of its certificates, management opens an exit for a violation: both pick the certificate.
      page('jd-to-exit', '待退出', 'LogoutOutlined', [P.jdExit.list, P.cert.list], [...MNG, ...CERT, ...ORG]),
      form('jd-exit-decide', '退出判定', [P.jdExit.list, P.jdExit.decide], MNG),
      page('jd-to-validate', '待验证产品', 'FlagOutlined', [P.jdExit.toValidate, P.jdReform.list, P.jdExit.list], MNG),
      page('jd-exited', '已退出产品', 'StopOutlined', [P.jdExit.exited, P.jdExit.list], [...MNG, ...CERT]),
    ],
  },
  {
    key: 'enterprise',
    title: '企业管理',
    icon: 'TeamOutlined',
    pages: [
      page('org-enterprise', '企业列表', 'TeamOutlined', [P.enterprise.list, P.enterprise.products], [...MNG, ...APP]),
      page('org-key-enterprise', '重点企业', 'StarOutlined', [P.enterprise.key, P.enterprise.keyEdit], MNG),
      page('zp-register-audit', '企业注册审核', 'UserAddOutlined', [P.register.list, P.register.audit], [...MNG, ...APP]),
      page('zp-register-record', '注册记录', 'OrderedListOutlined', [P.register.list], [...MNG, ...APP]),
      page('org-product-review', '企业产品审核', 'CheckCircleOutlined', [P.enterprise.productReview, P.ownProduct.list], MNG),
    ],
  },
  {
    key: 'institution',
    title: '机构管理',
    icon: 'BankOutlined',
    pages: [
      page('org-unit', '机构列表', 'BankOutlined', [P.unit.list], [...MNG, ...APP]),
      page('org-unit-staff', '机构人员核验', 'IdcardOutlined', [P.unit.staffVerify], [...MNG, 'R_UNIT_ADMIN']),
      page('org-unit-centre', '机构中心', 'HomeOutlined', [P.unit.centre], UNIT),
      // The institution edits its own record through the same calls as an enterprise (PUT /api/zporg,
      // POST /api/zporg/cancel), which ask ownOrg.edit: the form page grants it with centreEdit.
      form('org-unit-form', '机构信息维护', [P.unit.centre, P.unit.centreEdit, P.ownOrg.edit], ['R_UNIT_ADMIN']),
    ],
  },
  {
    key: 'statistics',
    title: '统计分析',
    icon: 'BarChartOutlined',
    pages: [
      page('stat-dashboard', '监管数据看板', 'DashboardOutlined', [P.dashboard.view], [...MNG, ...APP]),
      page('stat-summary', '统计汇总', 'FundOutlined', [P.stats.summary], [...MNG, ...APP]),
      page('stat-jd-summary', '监督统计汇总', 'PieChartOutlined', [P.stats.jdSummary], MNG),
      page('stat-declare', '申报统计', 'LineChartOutlined', [P.stats.declare], MNG),
      page('stat-eval', '评价统计', 'AreaChartOutlined', [P.stats.eval], MNG),
      page('stat-basket', '菜篮子基地', 'ShoppingCartOutlined', [P.stats.basket], MNG),
      page('stat-assist', '对口帮扶地区', 'GlobalOutlined', [P.stats.assist], MNG),
      page('stat-screen-links', '大屏链接', 'LinkOutlined', [P.screenLink.list, P.screenLink.add, P.screenLink.revoke], [...MNG, ...APP]),
      // The wall's own layout (src/layouts/screen.json) in the portal's layout editor: its key is the layout id screen.html reads.
      page('screen', '大屏布局', 'LayoutOutlined', [P.dashboard.view], [...MNG, ...APP]),
    ],
  },
  {
    key: 'base-data',
    title: '基础数据',
    icon: 'DatabaseOutlined',
    pages: [
      page('base-standard', '评价标准', 'ReadOutlined', [P.standard.list, P.standard.add, P.standard.edit, P.standard.remove], [...MNG, ...APP]),
      page('base-tech-spec', '技术规范', 'SnippetsOutlined', [P.techSpec.list, P.techSpec.add, P.techSpec.edit, P.techSpec.remove], [...MNG, ...APP]),
      page('base-category', '产品类别', 'TagsOutlined', [P.category.list, P.category.add, P.category.edit, P.category.remove, P.category.enable], [...MNG, ...APP]),
      page('base-eval-rule', '评价规则', 'NodeIndexOutlined', [P.evalRule.list, P.evalRule.add, P.evalRule.edit, P.evalRule.remove], [...MNG, ...APP]),
      page('base-annex', '附件列表', 'PaperClipOutlined', [P.file.list], [...MNG, ...APP]),
      page('base-annex-type', '附件类型', 'FolderOpenOutlined', [P.annexType.list, P.annexType.add, P.annexType.edit, P.annexType.remove], APP),
      // hisProduct.list: the page lists what was imported (the 企业历史产品 list, every enterprise's rows for management).
      page('base-history', '历史数据', 'HistoryOutlined', [P.history.list, P.history.import, P.hisProduct.list], [...MNG, ...APP]),
      page('sys-area', '行政区划', 'EnvironmentOutlined', [P.area.sync], APP),
    ],
  },
  {
    key: 'message',
    title: '消息中心',
    icon: 'MessageOutlined',
    pages: [
      page('msg-mine', '我的消息', 'BellOutlined', [P.msgMine.list], EVERYONE),
      page('msg-push', '消息推送', 'NotificationOutlined', [P.msgPush.list, P.msgPush.send], [...MNG, ...APP]),
      page('msg-category', '消息类别', 'TagsOutlined', [P.msgCategory.list, P.msgCategory.add, P.msgCategory.edit, P.msgCategory.remove], APP),
      page('msg-action', '消息动作', 'MailOutlined', [P.msgAction.list, P.msgAction.add, P.msgAction.edit, P.msgAction.remove], APP),
      page('msg-tpl', '消息模板', 'FileTextOutlined', [P.msgTpl.list, P.msgTpl.add, P.msgTpl.edit, P.msgTpl.remove], APP),
      page('msg-log', '发送日志', 'UnorderedListOutlined', [P.msgLog.list], [...MNG, ...APP]),
    ],
  },
  {
    key: 'system',
    title: '系统管理',
    icon: 'SettingOutlined',
    pages: [
      page('sys-user', '用户管理', 'UserOutlined', [P.user.list, P.user.add, P.user.edit, P.user.remove, P.user.disable, P.user.resetPwd, P.user.grant, P.role.list], [...APP, 'R_UNIT_ADMIN', 'R_ORG_ADMIN']),
      page('sys-dept', '部门管理', 'ApartmentOutlined', [P.dept.list, P.dept.remove], [...APP, 'R_ORG_ADMIN']),
      form('sys-dept-form', '部门维护', [P.dept.list, P.dept.add, P.dept.edit], [...APP, 'R_ORG_ADMIN']),
      page('sys-post', '岗位管理', 'IdcardOutlined', [P.post.list, P.post.remove], [...APP, 'R_ORG_ADMIN']),
      form('sys-post-form', '岗位维护', [P.post.list, P.post.add, P.post.edit], [...APP, 'R_ORG_ADMIN']),
      page('sys-org', '组织管理', 'ClusterOutlined', [P.org.list, P.org.remove, P.org.sync, P.org.exp], [...APP, ...MNG]),
      form('sys-org-form', '组织维护', [P.org.list, P.org.add, P.org.edit], [...APP, ...MNG]),
      page('sys-log', '操作日志', 'FileSearchOutlined', [P.log.list], APP),
      page('sys-menu', '菜单管理', 'MenuOutlined', [P.menu.list, P.menu.remove], []),
      form('sys-menu-form', '菜单维护', [P.menu.list, P.menu.add, P.menu.edit], []),
      page('sys-dic', '字典管理', 'BookOutlined', [P.dic.list, P.dic.add, P.dic.edit, P.dic.remove], []),
      page('sys-layout', '布局管理', 'LayoutOutlined', [P.layout.list, P.layout.edit], APP),
      page('sys-role', '角色管理', 'SafetyOutlined', [P.role.list, P.role.menus], APP),
      {
        key: 'link-food-standard',
        title: '食品安全国家标准',
        icon: 'LinkOutlined',
        path: 'https://sppt.cfsa.net.cn:8086/db',
        target: '_blank',
        perms: [],
        roles: [],
      },
    ],
  },
];

/** The menu's `opts`: the page's permission strings, comma-joined. */
export const menuOpts = (p: CataloguePage): string => p.perms.join(',');

/** Every role granted a page, R_SYS_ADMIN first. */
export const rolesOf = (p: CataloguePage): RoleCode[] => ['R_SYS_ADMIN', ...new Set(p.roles)];

/** The layout id of a `/views/<layoutId>` path, or null for other paths. */
export const layoutIdOf = (path: string): string | null => (path.startsWith('/views/') ? path.slice('/views/'.length) : null);

/**
 * Whether people with these roles have the page at `path` (its part before `?`) in their menu, as the
 * seed grants the catalogue: R_SYS_ADMIN has every page. A link the server gives (a 待办 item, a
 * flow's work) is checked with it, so nobody is sent to a page they cannot open.
 */
export function menuGrants(roles: readonly string[], path: string): boolean {
  const wanted = path.split('?')[0];
  return MENU_CATALOGUE.some((g) => g.pages.some((p) => p.path === wanted && rolesOf(p).some((r) => roles.includes(r))));
}

/** The groups and pages a role is granted (what its sidebar shows before hidden items are removed). */
export function catalogueFor(role: RoleCode): CatalogueGroup[] {
  return MENU_CATALOGUE.map((g) => ({ ...g, pages: g.pages.filter((p) => rolesOf(p).includes(role)) })).filter((g) => g.pages.length > 0);
}
