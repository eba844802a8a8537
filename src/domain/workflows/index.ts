/** Every flow on the engine by key: the server registers them, the client looks them up by a record's flow. */
import { CODE_LISTS, type CodeListName, type CodeTone } from '../codes';
import { statusTone, type WorkflowDef } from './engine';
import { certificateFlow } from './certificate';
import { evalChangeFlow } from './evalChange';
import { evalPreFlow } from './evalPre';
import { evaluationFlow } from './evaluation';
import { evalSitePlanFlow } from './evalSitePlan';
import { jdExitFlow } from './jdExit';
import { jdPlanFlow } from './jdPlan';
import { jdReformFlow } from './jdReform';
import { jdSiteFlow } from './jdSite';
import { jdTaskFlow } from './jdTask';
import { productReviewFlow } from './productReview';
import { staffVerifyFlow } from './staffVerify';

export const WORKFLOWS: Readonly<Record<string, WorkflowDef>> = {
  [productReviewFlow.key]: productReviewFlow,
  [staffVerifyFlow.key]: staffVerifyFlow,
  [evaluationFlow.key]: evaluationFlow,
  [evalSitePlanFlow.key]: evalSitePlanFlow,
  [evalPreFlow.key]: evalPreFlow,
  [evalChangeFlow.key]: evalChangeFlow,
  [certificateFlow.key]: certificateFlow,
  [jdPlanFlow.key]: jdPlanFlow,
  [jdTaskFlow.key]: jdTaskFlow,
  [jdSiteFlow.key]: jdSiteFlow,
  [jdReformFlow.key]: jdReformFlow,
  [jdExitFlow.key]: jdExitFlow,
};

const FLOW_OF_STATUS_LIST = new Map<CodeListName, WorkflowDef>(Object.values(WORKFLOWS).map((f) => [f.statusCodes, f]));

/**
 * The colour of a code where it is a status: a workflow's status from its transition table, any
 * other code from its list's declared tone. Undefined: not a status (shown as plain text).
 */
export function toneOf(list: CodeListName, value: unknown): CodeTone | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const flow = FLOW_OF_STATUS_LIST.get(list);
  const n = Number(value);
  if (flow) return Number.isInteger(n) && CODE_LISTS[list].items.some((i) => i.value === String(value)) ? statusTone(flow, n) : undefined;
  return CODE_LISTS[list].items.find((i) => i.value === String(value))?.tone;
}
