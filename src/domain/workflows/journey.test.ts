/**
 * No status is a dead end: from every status a record can reach, some party has a move that
 * carries it on, with guards that the work open there (or done on every way there) can meet.
 */
import { describe, expect, it } from 'vitest';
import { CERT_STATUS, EVAL_STATUS, PRODUCT_REVIEW, REFORM_STATUS } from '../codes';
import { certificateFlow } from './certificate';
import type { WorkflowDef } from './engine';
import { evaluationFlow } from './evaluation';
import { WORKFLOWS } from './index';
import { jdReformFlow } from './jdReform';
import { productReviewFlow } from './productReview';
import { deadEnds, guaranteedGuards, pathTo, reachable } from './journey';

/** A table with one move's guards or one work's window changed (the evaluation's by default). */
function evaluationWith(change: { guards?: Record<string, readonly string[]>; windows?: Record<string, readonly number[]> }, flow: WorkflowDef = evaluationFlow): WorkflowDef {
  return {
    ...flow,
    transitions: flow.transitions.map((t) => (change.guards?.[t.action] ? { ...t, guards: change.guards[t.action] } : t)),
    work: Object.fromEntries(Object.entries(flow.work ?? {}).map(([k, w]) => [k, change.windows?.[k] ? { ...w, statuses: change.windows[k] } : w])),
  };
}

describe.each(Object.values(WORKFLOWS))('the $title flow ($key)', (flow) => {
  it('has no dead end', () => {
    expect(deadEnds(flow)).toEqual([]);
  });

  it('names only guards it declares, each met by work it has a window for', () => {
    for (const t of flow.transitions) for (const g of t.guards ?? []) expect(flow.guards, `${t.action}: ${g}`).toHaveProperty(g);
    for (const [name, g] of Object.entries(flow.guards ?? {})) expect(flow.work, `${name}: ${g.work}`).toHaveProperty(g.work);
  });
});

describe('the dead-end proof', () => {
  it('finds the application that could not leave 核查文件通过 when 归档 let it pass without recommendations', () => {
    const before = evaluationWith({ guards: { archive: ['archiveComplete'], finishSite: ['sitesClosed'] } });
    expect(deadEnds(before)).toEqual([{ status: EVAL_STATUS.checkedDocPass, blocked: [{ action: 'pushReport', guards: ['reportGenerated'] }] }]);
  });

  it('finds a dead end when a window is narrowed: recommendations closed at 核查清单', () => {
    const narrowed = evaluationWith({ windows: { recommend: [EVAL_STATUS.siteEval, EVAL_STATUS.evalConfirm] } });
    // 17 → 18 → 20 reaches 核查清单 without the move that checks every recommendation.
    expect(deadEnds(narrowed).map((d) => d.status)).toEqual([EVAL_STATUS.checklist]);
  });

  it('finds a dead end when a guard’s work has no window where the move is', () => {
    const narrowed = evaluationWith({ windows: { docReview: [EVAL_STATUS.auditReview] } });
    expect(deadEnds(narrowed).map((d) => d.status)).toContain(EVAL_STATUS.docView);
  });

  it('finds the rectification stuck at 企业整改中 when the enterprise may no longer write its report there', () => {
    // Only while the unit audits it: 启动整改 leads to 企业整改中 with no report and no way to write one.
    const narrowed = evaluationWith({ windows: { report: [REFORM_STATUS.audit] } }, jdReformFlow);
    expect(deadEnds(narrowed)).toEqual([{ status: REFORM_STATUS.rectifying, blocked: [{ action: 'submit', guards: ['reportFiled'] }] }]);
  });

  it('finds the certificate stuck at 待上传盖章文件 when the stamped copy cannot be uploaded there', () => {
    const narrowed = evaluationWith({ windows: { stamped: [CERT_STATUS.valid] } }, certificateFlow);
    expect(deadEnds(narrowed).map((d) => d.status)).toEqual([CERT_STATUS.awaitStamped]);
  });

  it('knows what every way to a status has checked', () => {
    const held = guaranteedGuards(evaluationFlow);
    expect([...(held.get(EVAL_STATUS.checkedDocPass) ?? [])]).toEqual(expect.arrayContaining(['allRecommended', 'archiveComplete']));
    // Materials go back to the enterprise at 不符合项: what was filed may change there.
    expect(held.get(EVAL_STATUS.checklist)?.has('materialsFiled')).toBe(false);
  });
});

describe.each(Object.values(WORKFLOWS))('the way to each status of $title ($key)', (flow) => {
  it('is a chain of its moves from a new record, one step for each status it passes', () => {
    for (const status of reachable(flow)) {
      const path = pathTo(flow, status);
      expect(path, `${status}`).not.toBeNull();
      let at: number = flow.initial;
      for (const move of path ?? []) {
        expect(flow.transitions.some((t) => t.action === move.action && (t.from as readonly number[]).includes(at) && t.to === move.to), `${status}: ${move.action} from ${at}`).toBe(true);
        expect(move.from).toEqual([at]);
        at = move.to;
      }
      expect(at).toBe(status);
      expect(new Set((path ?? []).map((m) => m.to)).size).toBe(path?.length);
    }
  });
});

describe('the way to a status', () => {
  it('follows the main path where it leads there, and takes a warning move only where nothing else does', () => {
    expect(pathTo(evaluationFlow, evaluationFlow.mainPath[3])?.map((t) => t.to)).toEqual(evaluationFlow.mainPath.slice(1, 4));
    expect(pathTo(productReviewFlow, PRODUCT_REVIEW.failed)?.map((t) => t.action)).toEqual(['submit', 'fail']);
    expect(pathTo(jdReformFlow, REFORM_STATUS.awaitStart)).toEqual([]);
    expect(pathTo({ ...jdReformFlow, transitions: [] }, REFORM_STATUS.awaitStart + 1000)).toBeNull();
  });
});
