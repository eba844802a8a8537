// @vitest-environment node
/**
 * Every flow's table, walked: each allowed move is allowed for its actor from each of its
 * from-statuses and lands where the table says; the same move is refused from every other status
 * (400 naming the status), to every other relation (403), and without an opinion where one is required.
 */
import { describe, expect, it } from 'vitest';
import { CODE_LISTS, PRODUCT_REVIEW } from '../codes';
import { ROLE_CODES } from '../roles';
import { actionsFor, checkMove, isEndStatus, movesIn, relationsTo, taskStatusesOf, waitingStatuses, type ActorFacts, type Relation, type WorkflowDef } from './engine';
import { evaluationFlow } from './evaluation';
import { jdTaskFlow } from './jdTask';
import { WORKFLOWS } from './index';

const RELATIONS: Relation[] = ['owner', 'assigned', 'testing', 'management'];
const statusesOf = (def: WorkflowDef) => CODE_LISTS[def.statusCodes].items.map((i) => Number(i.value));
const actorOf = (relation: Relation, roles: readonly string[]): ActorFacts => ({ relations: [relation], roles: roles.length ? roles : ROLE_CODES });

describe.each(Object.values(WORKFLOWS))('the $title flow ($key)', (def) => {
  const statuses = statusesOf(def);

  it('names only statuses of its code list', () => {
    for (const t of def.transitions) for (const s of [...t.from, t.to]) expect(statuses, `${t.action}: ${s}`).toContain(s);
    for (const s of [def.initial, ...def.mainPath, ...Object.keys(def.nextActor).map(Number)]) expect(statuses).toContain(s);
  });

  it('allows every move in the table to its actor, from each of its statuses', () => {
    for (const t of def.transitions) {
      for (const from of t.from) {
        const r = checkMove(def, t.action, from, actorOf(t.actor.relation, t.actor.roles), '意见');
        expect(r, `${t.action} from ${from}`).toMatchObject({ ok: true, transition: { to: t.to } });
      }
    }
  });

  it('refuses a move from any other status, naming the current one', () => {
    for (const t of def.transitions) {
      const sameAction = def.transitions.filter((x) => x.action === t.action).flatMap((x) => x.from as readonly number[]);
      for (const s of statuses.filter((x) => !sameAction.includes(x))) {
        const r = checkMove(def, t.action, s, actorOf(t.actor.relation, t.actor.roles), '意见');
        expect(r, `${t.action} from ${s}`).toMatchObject({ ok: false, code: 400 });
        if (!r.ok) expect(r.message).toContain(CODE_LISTS[def.statusCodes].items.find((i) => Number(i.value) === s)!.label);
      }
    }
  });

  it('refuses a move to the wrong organisation or role', () => {
    for (const t of def.transitions) {
      for (const relation of RELATIONS.filter((r) => r !== t.actor.relation)) {
        expect(checkMove(def, t.action, t.from[0], actorOf(relation, ROLE_CODES), '意见'), `${t.action} by ${relation}`).toMatchObject({ ok: false, code: 403 });
      }
      const otherRoles = ROLE_CODES.filter((r) => !(t.actor.roles as readonly string[]).includes(r) && r !== 'R_SYS_ADMIN' && r !== 'R_APP_ADMIN');
      if (t.actor.roles.length && otherRoles.length) {
        expect(checkMove(def, t.action, t.from[0], { relations: [t.actor.relation], roles: otherRoles }, '意见')).toMatchObject({ ok: false, code: 403 });
      }
    }
  });

  it('requires an opinion on every move that says so, and on every reject', () => {
    for (const t of def.transitions.filter((x) => x.opinion === 'required')) {
      expect(checkMove(def, t.action, t.from[0], actorOf(t.actor.relation, t.actor.roles), '  ')).toMatchObject({ ok: false, code: 400 });
    }
    for (const t of def.transitions.filter((x) => x.danger)) expect(t.opinion, t.action).toBe('required');
  });

  it('names who acts next in every status a move leaves from, unless the record rests there', () => {
    for (const t of def.transitions) {
      for (const from of t.from) {
        if (def.resting?.includes(from)) continue;
        const rule = def.nextActor[from];
        expect(rule, `status ${from}`).toBeDefined();
      }
    }
    // A status is either waited on or rested in.
    for (const st of def.resting ?? []) expect(def.nextActor[st], `status ${st}`).toBeUndefined();
  });

  it('names a column for every party that acts or works in it', () => {
    const used = new Set<Relation>([...def.transitions.map((t) => t.actor.relation), ...Object.values(def.work ?? {}).map((w) => w.party.relation)]);
    for (const r of used) if (r !== 'management') expect(def.parties[r], r).toBeTruthy();
  });

  it('refuses an unknown action', () => {
    expect(checkMove(def, 'nosuch', def.initial, actorOf('management', ROLE_CODES), null)).toMatchObject({ ok: false, code: 400 });
  });

  it('makes every effect it declares on some move (a transition naming an undeclared one fails tsc)', () => {
    const named = new Set(def.transitions.flatMap((t) => t.effects ?? []));
    for (const effect of Object.keys(def.effects ?? {})) expect(named, effect).toContain(effect);
  });
});

describe('end statuses', () => {
  it('are the statuses no move leaves: an application ends passed, stopped or not passed', () => {
    const ev = WORKFLOWS.evaluation;
    const statuses = [...new Set(ev.transitions.flatMap((t) => [...t.from, t.to]))];
    expect(statuses.filter((st) => isEndStatus(ev, st)).sort()).toEqual([88, 89, 99].sort());
  });
});

describe('product review', () => {
  const enterprise: ActorFacts = { relations: ['owner'], roles: ['R_ORG_ADMIN'] };
  const manager: ActorFacts = { relations: ['management'], roles: ['R_MNG_USER'] };
  const flow = WORKFLOWS.productReview;

  it('lets the enterprise submit a draft or a failed product, and management pass or fail a pending one', () => {
    expect(actionsFor(flow, PRODUCT_REVIEW.draft, enterprise).map((t) => t.action)).toEqual(['submit']);
    expect(actionsFor(flow, PRODUCT_REVIEW.failed, enterprise).map((t) => t.action)).toEqual(['submit']);
    expect(actionsFor(flow, PRODUCT_REVIEW.pending, enterprise).map((t) => t.action)).toEqual(['withdraw']);
    expect(actionsFor(flow, PRODUCT_REVIEW.pending, manager).map((t) => t.action)).toEqual(['pass', 'fail']);
    expect(actionsFor(flow, PRODUCT_REVIEW.passed, manager)).toEqual([]);
  });

  it('a system administrator acts for management', () => {
    expect(actionsFor(flow, PRODUCT_REVIEW.pending, { relations: ['management'], roles: ['R_SYS_ADMIN'] }).map((t) => t.action)).toEqual(['pass', 'fail']);
  });

  it('puts pending products in management’s 待办 and failed ones in the enterprise’s', () => {
    expect(waitingStatuses(flow, manager, 'management')).toEqual([PRODUCT_REVIEW.pending]);
    expect(waitingStatuses(flow, enterprise, 'owner').sort()).toEqual([PRODUCT_REVIEW.draft, PRODUCT_REVIEW.failed].sort());
  });

  it('says why a failed move was refused', () => {
    expect(checkMove(flow, 'pass', PRODUCT_REVIEW.passed, manager, null)).toEqual({ ok: false, code: 400, message: '当前状态为“审核通过”，不能执行“审核通过”' });
    expect(checkMove(flow, 'pass', PRODUCT_REVIEW.pending, enterprise, null)).toEqual({ ok: false, code: 403, message: '无权执行“审核通过”' });
    expect(checkMove(flow, 'fail', PRODUCT_REVIEW.pending, manager, '')).toEqual({ ok: false, code: 400, message: '请填写审核不通过的意见' });
  });
});

describe('parties', () => {
  const application = { orgId: 10, unitId: 20, testUnitId: 30 };

  it('are read from the columns the table names: an organisation stands to a record as each party it is named for', () => {
    expect(relationsTo(evaluationFlow, { orgId: 10, management: false }, application)).toEqual(['owner']);
    expect(relationsTo(evaluationFlow, { orgId: 20, management: false }, application)).toEqual(['assigned']);
    expect(relationsTo(evaluationFlow, { orgId: 30, management: false }, application)).toEqual(['testing']);
    // An evaluation institution that also tests the samples stands to it twice.
    expect(relationsTo(evaluationFlow, { orgId: 20, management: false }, { ...application, testUnitId: 20 })).toEqual(['assigned', 'testing']);
    expect(relationsTo(evaluationFlow, { orgId: 99, management: true }, application)).toEqual(['management']);
    // Nobody stands to a record through a column that names no one yet.
    expect(relationsTo(evaluationFlow, { orgId: null, management: false }, { orgId: null, unitId: null, testUnitId: null })).toEqual([]);
  });

  it('give a party that moves nothing (the testing unit) its open tasks where its work is open', () => {
    expect(movesIn(jdTaskFlow, 'testing')).toBe(false);
    expect(taskStatusesOf(jdTaskFlow, 'testing', ['R_UNIT_USER'])).toEqual([...(jdTaskFlow.work?.spot.statuses ?? [])]);
    expect(taskStatusesOf(jdTaskFlow, 'testing', ['R_ORG_ADMIN'])).toEqual([]);
    // A party that moves waits only where the flow waits for it, not wherever it may write.
    expect(taskStatusesOf(jdTaskFlow, 'assigned', ['R_UNIT_USER'])).toEqual(waitingStatuses(jdTaskFlow, { roles: ['R_UNIT_USER'] }, 'assigned'));
  });
});
