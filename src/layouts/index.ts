/**
 * The default layouts shipped with the portal, one JSON document per layout id (ARCHITECTURE.md
 * §4). Shared by the client (the fallback when a stored layout is invalid) and the server (the
 * last step of the effective-layout lookup), so both fall back to the same document.
 *
 * To add one: write `<layoutId>.json` beside this file and list it below; the unit test checks
 * that each file is valid and that its `id` matches its key.
 */
import home from './home.json';
import sysUser from './sys-user.json';
import sysDept from './sys-dept.json';
import sysPost from './sys-post.json';
import sysLog from './sys-log.json';
import sysDic from './sys-dic.json';
import baseCategory from './base-category.json';
import baseAnnex from './base-annex.json';
import baseStandard from './base-standard.json';
import baseTechSpec from './base-tech-spec.json';
import baseEvalRule from './base-eval-rule.json';
import baseAnnexType from './base-annex-type.json';
import baseHistory from './base-history.json';
import sysMenu from './sys-menu.json';
import sysMenuForm from './sys-menu-form.json';
import sysLayout from './sys-layout.json';
import sysRole from './sys-role.json';
import sysOrg from './sys-org.json';
import sysOrgForm from './sys-org-form.json';
import sysDeptForm from './sys-dept-form.json';
import sysPostForm from './sys-post-form.json';
import zpRegisterAudit from './zp-register-audit.json';
import zpRegisterRecord from './zp-register-record.json';
import sysArea from './sys-area.json';
import statScreenLinks from './stat-screen-links.json';
import screen from './screen.json';
import statDashboard from './stat-dashboard.json';
import msgMine from './msg-mine.json';
import msgPush from './msg-push.json';
import msgCategory from './msg-category.json';
import msgAction from './msg-action.json';
import msgTpl from './msg-tpl.json';
import msgLog from './msg-log.json';
import zpPlace from './zp-place.json';
import orgEnterprise from './org-enterprise.json';
import orgKeyEnterprise from './org-key-enterprise.json';
import orgUnit from './org-unit.json';
import orgUnitStaff from './org-unit-staff.json';
import statBasket from './stat-basket.json';
import statAssist from './stat-assist.json';
import statSummary from './stat-summary.json';
import statJdSummary from './stat-jd-summary.json';
import statDeclare from './stat-declare.json';
import statEval from './stat-eval.json';
import zpBatch from './zp-batch.json';
import zpOutputPlan from './zp-output-plan.json';
import zpActivation from './zp-activation.json';
import zpSelfAssess from './zp-self-assess.json';
import zpHisProduct from './zp-his-product.json';
import zpProduct from './zp-product.json';
import zpProductCenter from './zp-product-center.json';
import orgProductReview from './org-product-review.json';
import zpOrgInfo from './zp-org-info.json';
import zpOrgForm from './zp-org-form.json';
import orgUnitCentre from './org-unit-centre.json';
import orgUnitForm from './org-unit-form.json';
import evalList from './eval-list.json';
import evalApply from './eval-apply.json';
import evalApplyFirst from './eval-apply-first.json';
import evalApplyBase from './eval-apply-base.json';
import evalApplyProduct from './eval-apply-product.json';
import evalApplyEntry from './eval-apply-entry.json';
import evalTaskAssign from './eval-task-assign.json';
import evalCompleteness from './eval-completeness.json';
import evalReview from './eval-review.json';
import evalMeeting from './eval-meeting.json';
import evalReport from './eval-report.json';
import evalSamplingTask from './eval-sampling-task.json';
import evalSamplingReport from './eval-sampling-report.json';
import evalPreApply from './eval-pre-apply.json';
import evalChange from './eval-change.json';
import certGenerate from './cert-generate.json';
import certList from './cert-list.json';
import certForm from './cert-form.json';
import productCatalogue from './product-catalogue.json';
import evalChangeForm from './eval-change-form.json';
import evalChangeAudit from './eval-change-audit.json';
import evalPreReview from './eval-pre-review.json';
import jdUnitTask from './jd-unit-task.json';
import jdPlan from './jd-plan.json';
import jdTask from './jd-task.json';
import jdAnnualTask from './jd-annual-task.json';
import jdOrgTask from './jd-org-task.json';
import jdNonPass from './jd-non-pass.json';
import jdSampling from './jd-sampling.json';
import jdReform from './jd-reform.json';
import jdToExit from './jd-to-exit.json';
import jdExitDecide from './jd-exit-decide.json';
import jdToValidate from './jd-to-validate.json';
import jdExited from './jd-exited.json';

/** Raw documents as written; validate with `migrateLayout` from src/domain/layout before use. */
export const DEFAULT_LAYOUTS: Readonly<Record<string, unknown>> = Object.freeze({
  home,
  'sys-user': sysUser,
  'sys-dept': sysDept,
  'sys-post': sysPost,
  'zp-place': zpPlace,
  'org-enterprise': orgEnterprise,
  'org-key-enterprise': orgKeyEnterprise,
  'org-unit': orgUnit,
  'org-unit-staff': orgUnitStaff,
  'stat-basket': statBasket,
  'stat-assist': statAssist,
  'stat-summary': statSummary,
  'stat-jd-summary': statJdSummary,
  'stat-declare': statDeclare,
  'stat-eval': statEval,
  'zp-batch': zpBatch,
  'zp-output-plan': zpOutputPlan,
  'zp-activation': zpActivation,
  'zp-self-assess': zpSelfAssess,
  'zp-his-product': zpHisProduct,
  'zp-product': zpProduct,
  'zp-product-center': zpProductCenter,
  'org-product-review': orgProductReview,
  'zp-org-info': zpOrgInfo,
  'zp-org-form': zpOrgForm,
  'org-unit-centre': orgUnitCentre,
  'org-unit-form': orgUnitForm,
  'eval-change': evalChange,
  'cert-generate': certGenerate,
  'cert-list': certList,
  'cert-form': certForm,
  'product-catalogue': productCatalogue,
  'eval-change-form': evalChangeForm,
  'eval-change-audit': evalChangeAudit,
  'eval-pre-apply': evalPreApply,
  'eval-pre-review': evalPreReview,
  'jd-unit-task': jdUnitTask,
  'jd-plan': jdPlan,
  'jd-task': jdTask,
  'jd-annual-task': jdAnnualTask,
  'jd-org-task': jdOrgTask,
  'jd-non-pass': jdNonPass,
  'jd-sampling': jdSampling,
  'jd-reform': jdReform,
  'jd-to-exit': jdToExit,
  'jd-exit-decide': jdExitDecide,
  'jd-to-validate': jdToValidate,
  'jd-exited': jdExited,
  'eval-list': evalList,
  'eval-apply': evalApply,
  'eval-apply-first': evalApplyFirst,
  'eval-apply-base': evalApplyBase,
  'eval-apply-product': evalApplyProduct,
  'eval-apply-entry': evalApplyEntry,
  'eval-task-assign': evalTaskAssign,
  'eval-completeness': evalCompleteness,
  'eval-review': evalReview,
  'eval-meeting': evalMeeting,
  'eval-report': evalReport,
  'eval-sampling-task': evalSamplingTask,
  'eval-sampling-report': evalSamplingReport,
  'sys-log': sysLog,
  'sys-dic': sysDic,
  'base-category': baseCategory,
  'base-annex': baseAnnex,
  'base-standard': baseStandard,
  'base-tech-spec': baseTechSpec,
  'base-eval-rule': baseEvalRule,
  'base-annex-type': baseAnnexType,
  'base-history': baseHistory,
  'sys-menu': sysMenu,
  'sys-menu-form': sysMenuForm,
  'sys-layout': sysLayout,
  'sys-role': sysRole,
  'sys-org': sysOrg,
  'sys-org-form': sysOrgForm,
  'sys-dept-form': sysDeptForm,
  'sys-post-form': sysPostForm,
  'zp-register-audit': zpRegisterAudit,
  'zp-register-record': zpRegisterRecord,
  'sys-area': sysArea,
  'stat-screen-links': statScreenLinks,
  screen,
  'stat-dashboard': statDashboard,
  'msg-mine': msgMine,
  'msg-push': msgPush,
  'msg-category': msgCategory,
  'msg-action': msgAction,
  'msg-tpl': msgTpl,
  'msg-log': msgLog,
});

export const hasDefaultLayout = (id: string): boolean => Object.prototype.hasOwnProperty.call(DEFAULT_LAYOUTS, id);
