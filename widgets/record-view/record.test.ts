// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeLabel, EVAL_STATUS, EXIT_STATUS, PRODUCT_REVIEW as P } from '@/domain/codes';
import { defineResource } from '@/domain/resource';
import { RESOURCES, type ResourceEntry } from '@/domain/resources';
import { WORKFLOWS } from '@/domain/workflows';
import type { FlowLogEntry } from '@/domain/workflows/engine';
import { jdExitFlow } from '@/domain/workflows/jdExit';
import { EVAL_ASSIGN_FIELDS, EVAL_TEAM_FIELDS, evaluationFlow } from '@/domain/workflows/evaluation';
import { HISTORY, productFlow } from './fixtures';
import { defaultDetailFields, flowSteps, headerFieldsOf, moveFieldsOf, moveText, sectionsOf, statusTone } from './record';

const product = RESOURCES.product;

describe('the status colour, read from the transition table', () => {
  it('is neutral for the initial status, success at the end of the main path, error where only a danger move leads, in progress otherwise', () => {
    expect(statusTone(productFlow, P.draft)).toBe('default');
    expect(statusTone(productFlow, P.passed)).toBe('success');
    expect(statusTone(productFlow, P.failed)).toBe('error');
    expect(statusTone(productFlow, P.pending)).toBe('processing');
  });
});

describe('the steps bar', () => {
  it('marks the steps before the status done and the status in progress', () => {
    const { steps, current } = flowSteps(productFlow, P.pending, HISTORY.slice(0, 1));
    expect(current).toBe(1);
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['草稿', 'finish'],
      ['待审核', 'process'],
      ['审核通过', 'wait'],
    ]);
    expect(steps[1].at).toBe(HISTORY[0].createTime);
  });

  it('draws a status off the main path as an error on the step it left from, with its label', () => {
    const { steps, current } = flowSteps(productFlow, P.failed, HISTORY.slice(0, 2));
    expect(current).toBe(1);
    expect(steps[1]).toEqual({ title: '待审核', status: 'error', note: '审核不通过', at: HISTORY[1].createTime });
    expect(steps[2].status).toBe('wait');
  });

  it('finishes every step at the end of the main path', () => {
    expect(flowSteps(productFlow, P.passed, HISTORY).steps.every((s) => s.status === 'finish')).toBe(true);
  });

  it('never draws a passed step red, and at most the current step as an error, in every status of every flow', () => {
    for (const flow of Object.values(WORKFLOWS)) {
      const statuses = new Set<number>([flow.initial, ...flow.mainPath, ...flow.transitions.flatMap((t) => [...t.from, t.to])]);
      for (const status of statuses) {
        const { steps, current } = flowSteps(flow, status);
        steps.forEach((s, i) => {
          if (i < current) expect(s.status, `${flow.key} ${status} step ${i}`).toBe('finish');
          if (i > current) expect(s.status, `${flow.key} ${status} step ${i}`).toBe('wait');
        });
        // Red only for a refusal, a return or a stop, never for a step of ordinary progress.
        if (steps[current]?.status === 'error') expect(statusTone(flow, status), `${flow.key} ${status}`).toBe('error');
      }
    }
  });

  it('draws a status off the path on the step it is heading to, in progress, not as an error on a passed step', () => {
    const { steps, current } = flowSteps(evaluationFlow, EVAL_STATUS.pushPlan);
    const docView = evaluationFlow.mainPath.indexOf(EVAL_STATUS.docView);
    expect(current).toBe(docView);
    expect(steps[docView]).toMatchObject({ status: 'process', note: codeLabel('evalStatus', EVAL_STATUS.pushPlan) });
    expect(steps.slice(0, docView).every((s) => s.status === 'finish')).toBe(true);
    expect(steps.some((s) => s.status === 'error')).toBe(false);
    // An objection awaiting judgment heads for approval, whichever way management decides.
    const judged = flowSteps(jdExitFlow, EXIT_STATUS.judgment);
    expect(judged.steps[judged.current]).toMatchObject({ title: codeLabel('exitStatus', EXIT_STATUS.approval), status: 'process' });
  });

  it('shows a stop as an error only where the record stood, from its history, the steps after it waiting', () => {
    const move = (id: number, fromStatus: number, toStatus: number): FlowLogEntry => ({
      id, flowKey: evaluationFlow.key, recordId: 9, action: 'x', actionLabel: 'x', fromStatus, toStatus, actorId: 1, actorName: '张三', orgId: 1, orgName: '某单位', opinion: null, annexIds: null, createTime: `2026-01-0${id}T08:00:00.000Z`,
    });
    const history = [move(1, EVAL_STATUS.draft, EVAL_STATUS.release), move(2, EVAL_STATUS.release, EVAL_STATUS.stopped)];
    const { steps, current } = flowSteps(evaluationFlow, EVAL_STATUS.stopped, history);
    expect(current).toBe(1);
    expect(steps[0]).toMatchObject({ status: 'finish' });
    expect(steps[1]).toEqual({ title: codeLabel('evalStatus', EVAL_STATUS.release), status: 'error', note: codeLabel('evalStatus', EVAL_STATUS.stopped), at: history[1].createTime });
    expect(steps.slice(2).every((s) => s.status === 'wait')).toBe(true);
    // Returned for changes after completeness: red on the step it waits to do again, every step before it done.
    const returned = flowSteps(evaluationFlow, EVAL_STATUS.editMaterials);
    const review = evaluationFlow.mainPath.indexOf(EVAL_STATUS.acceptReview);
    expect(returned.current).toBe(review);
    expect(returned.steps[review].status).toBe('error');
    expect(returned.steps.filter((s) => s.status === 'error')).toHaveLength(1);
  });
});

describe('what the page shows of a record', () => {
  it('by default leaves out label carriers, bare ids and json, and the status shown in the header', () => {
    const names = defaultDetailFields(product.def).map(([n]) => n);
    expect(names).toEqual(expect.arrayContaining(['categoryId', 'placeIds', 'frontPic']));
    expect(names).not.toContain('categoryName');
    expect(names).not.toContain('placeNames');
    const def = defineResource({
      name: 'x',
      title: '示例',
      fields: {
        ownerId: { label: '所属', type: 'int', column: false },
        data: { label: '数据', type: 'json' },
        typeId: { label: '类型', type: 'int', column: false, codes: 'productType' },
        name: { label: '名称', type: 'string' },
      },
    });
    expect(defaultDetailFields(def).map(([n]) => n)).toEqual(['typeId', 'name']);
    // A resource that declares no sections: 基本信息, then each child table.
    const [details, brands] = sectionsOf({ ...product, sections: undefined }, [], 'reviewStatus');
    expect(details.kind === 'fields' && details.fields.map(([n]) => n)).not.toContain('reviewStatus');
    expect(brands).toMatchObject({ kind: 'child', title: '品牌变更记录', child: 'brandHistory' });
  });

  it("takes the resource's declared sections when the page names none, the page's own otherwise", () => {
    expect(sectionsOf(product, []).map((s) => s.title)).toEqual(['基本信息', '产品图片', '品牌变更记录']);
    expect(sectionsOf(product, [{ title: '图片', fields: ['frontPic'] }]).map((s) => s.title)).toEqual(['图片']);
  });

  it('follows configured sections, leaving out unknown fields and children', () => {
    const sections = sectionsOf(product, [{ title: '图片', fields: ['frontPic', 'nope'] }, { child: 'nope' }, { child: 'brandHistory', title: '品牌' }]);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatchObject({ kind: 'fields', title: '图片', fields: [['frontPic', product.def.fields.frontPic]] });
    expect(sections[1]).toMatchObject({ kind: 'child', title: '品牌' });
  });

  it('takes the header from the page, else the registry, else the first required fields', () => {
    expect(headerFieldsOf(product, ['brand', 'nope'])).toEqual(['brand']);
    expect(headerFieldsOf(product, [])).toEqual(product.header);
    const bare: ResourceEntry = {
      prefix: '/api/x',
      perms: { list: 'x:list' },
      def: defineResource({ name: 'x', title: '示例', fields: { a: { label: 'A', type: 'string' }, b: { label: 'B', type: 'string', required: true } } }),
    };
    expect(headerFieldsOf(bare, [])).toEqual(['b']);
  });

  it('says a move in the flow’s labels', () => {
    expect(moveText(productFlow, HISTORY[1])).toBe('待审核 → 审核不通过');
  });
});

describe('the fields a move fills in', () => {
  it('come from the transition the flow call names, in the client table', () => {
    const assign = evaluationFlow.transitions.find((t) => t.action === 'assign')!;
    expect(moveFieldsOf(evaluationFlow, assign, EVAL_STATUS.checkResult)).toBe(EVAL_ASSIGN_FIELDS);
    expect(moveFieldsOf(evaluationFlow, { action: 'acceptTask', to: EVAL_STATUS.materials }, EVAL_STATUS.confirmUnit)).toBe(EVAL_TEAM_FIELDS);
  });

  it('are none for a move without them, or one the table does not know', () => {
    expect(moveFieldsOf(evaluationFlow, { action: 'reject', to: EVAL_STATUS.refill }, EVAL_STATUS.checkResult)).toBeNull();
    expect(moveFieldsOf(productFlow, { action: 'pass', to: P.passed }, P.pending)).toBeNull();
    expect(moveFieldsOf(productFlow, { action: 'noSuchMove', to: 1 }, P.pending)).toBeNull();
  });
});
