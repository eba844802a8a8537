/**
 * The predefined route table (ARCHITECTURE.md §5): a menu item whose path is neither empty, nor an
 * external address, nor `/views/<layoutId>` names one of the spec's pages (screens document §2,
 * "Permission-based pages") by a route name; this table maps each name to the layout that page
 * mounts. A name missing here is only logged (menuRoutes.ts) and gets no route.
 */
export type PredefinedTable = Readonly<Record<string, string>>;

export const PREDEFINED_ROUTES: PredefinedTable = {
  // System
  '/system/user': 'sys-user',
  '/system/dept': 'sys-dept',
  '/system/dept/form': 'sys-dept-form',
  '/system/post': 'sys-post',
  '/system/post/form': 'sys-post-form',
  '/system/org': 'sys-org',
  '/system/org/form': 'sys-org-form',
  '/system/log': 'sys-log',
  '/system/menu': 'sys-menu',
  '/system/menu/form': 'sys-menu-form',
  '/system/dic': 'sys-dic',
  '/system/area': 'sys-area',
  '/system/page': 'sys-layout',
  '/system/role': 'sys-role',
  // Messages
  '/msg/category': 'msg-category',
  '/msg/action': 'msg-action',
  '/msg/mine': 'msg-mine',
  '/msg/push': 'msg-push',
  '/msg/tpl': 'msg-tpl',
  '/msg/log': 'msg-log',
  // Base data
  '/base/standard': 'base-standard',
  '/base/techSpec': 'base-tech-spec',
  '/base/category': 'base-category',
  '/base/annex': 'base-annex',
  '/base/annexType': 'base-annex-type',
  '/base/evalRule': 'base-eval-rule',
  '/base/history': 'base-history',
  // Enterprise centre
  '/zp/orgInfo': 'zp-org-info',
  '/zp/orgInfo/form': 'zp-org-form',
  '/zp/productCenter': 'zp-product-center',
  '/zp/product': 'zp-product',
  '/zp/place': 'zp-place',
  '/zp/batch': 'zp-batch',
  '/zp/outputPlan': 'zp-output-plan',
  '/zp/activation': 'zp-activation',
  '/zp/selfAssess': 'zp-self-assess',
  '/zp/hisProduct': 'zp-his-product',
  '/zp/registerAudit': 'zp-register-audit',
  '/zp/registerRecord': 'zp-register-record',
  // Institutions and enterprises
  '/org/unit': 'org-unit',
  '/org/unitStaff': 'org-unit-staff',
  '/org/unitCentre': 'org-unit-centre',
  '/org/unitCentre/form': 'org-unit-form',
  '/org/enterprise': 'org-enterprise',
  '/org/keyEnterprise': 'org-key-enterprise',
  '/org/productReview': 'org-product-review',
  // Evaluation
  '/eval/preApply': 'eval-pre-apply',
  '/eval/preReview': 'eval-pre-review',
  '/eval/apply': 'eval-apply',
  '/eval/list': 'eval-list',
  '/eval/apply/first': 'eval-apply-first',
  '/eval/apply/base': 'eval-apply-base',
  '/eval/apply/product': 'eval-apply-product',
  '/eval/apply/entry': 'eval-apply-entry',
  '/eval/change': 'eval-change',
  '/eval/change/form': 'eval-change-form',
  '/eval/change/audit': 'eval-change-audit',
  '/eval/completeness': 'eval-completeness',
  '/eval/taskAssign': 'eval-task-assign',
  '/eval/review': 'eval-review',
  '/eval/samplingTask': 'eval-sampling-task',
  '/eval/meeting': 'eval-meeting',
  '/eval/report': 'eval-report',
  '/eval/samplingReport': 'eval-sampling-report',
  // Certificates
  '/cert/generate': 'cert-generate',
  '/cert/list': 'cert-list',
  '/cert/form': 'cert-form',
  '/cert/catalogue': 'product-catalogue',
  // Supervision
  '/jd/annualTask': 'jd-annual-task',
  '/jd/plan': 'jd-plan',
  '/jd/task': 'jd-task',
  '/jd/unitTask': 'jd-unit-task',
  '/jd/sampling': 'jd-sampling',
  '/jd/orgTask': 'jd-org-task',
  '/jd/reform': 'jd-reform',
  '/jd/nonPass': 'jd-non-pass',
  '/jd/toExit': 'jd-to-exit',
  '/jd/exitDecide': 'jd-exit-decide',
  '/jd/toValidate': 'jd-to-validate',
  '/jd/exited': 'jd-exited',
  // Statistics
  '/stat/dashboard': 'stat-dashboard',
  '/stat/summary': 'stat-summary',
  '/stat/jdSummary': 'stat-jd-summary',
  '/stat/declare': 'stat-declare',
  '/stat/eval': 'stat-eval',
  '/stat/basket': 'stat-basket',
  '/stat/assist': 'stat-assist',
  '/stat/screenLinks': 'stat-screen-links',
  '/stat/screenLayout': 'screen',
};

/** The layout a predefined route name mounts, or null when the table has no such name. */
export function predefinedLayout(path: string, table: PredefinedTable = PREDEFINED_ROUTES): string | null {
  return Object.prototype.hasOwnProperty.call(table, path) ? table[path] : null;
}
