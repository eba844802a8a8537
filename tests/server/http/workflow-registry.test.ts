/**
 * The workflow registry belongs to the app (`app.flows`, server/http/workflow.ts): two apps built
 * in one process each hold their own flows, and a flow key is registered once per app; a flow's
 * messages open pages of their recipients' menus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { REACTIONS, SYSTEM_REACTIONS } from '../../../server/modules/reactions';
import { WORKFLOWS } from '../../../src/domain/workflows';
import { TASK_COUNTS_PATH } from '../../../src/domain/todo';
import { EVAL_STATUS } from '../../../src/domain/codes';
import { menuGrants } from '../../../src/domain/menuCatalogue';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let other: FastifyInstance;

beforeAll(async () => {
  s = await startTestServer();
  other = await buildApp(s.database.db, s.config, { logger: false });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await s?.close();
});

describe('the flow registry', () => {
  it('is one per app: every flow registered in each, none shared', () => {
    const keys = (app: FastifyInstance) => app.flows.all().map((b) => b.def.key).sort();
    expect(other.flows).not.toBe(s.app.flows);
    expect(keys(s.app)).toEqual(Object.keys(WORKFLOWS).sort());
    expect(keys(other)).toEqual(keys(s.app));
    for (const key of keys(s.app)) expect(other.flows.byKey(key)).not.toBe(s.app.flows.byKey(key));
  });

  it('refuses a flow key registered twice, and names a flow that is not registered', () => {
    const [first] = s.app.flows.all();
    expect(() => s.app.flows.register(first)).toThrow(/registered twice/);
    expect(s.app.flows.byKey('FLOW_NONE_')).toBeUndefined();
    expect(() => s.app.flows.of({ ...first.def, key: 'FLOW_NONE_' })).toThrow(/not registered/);
  });

  it('reacts only to moves the tables have, of flows the app runs, each saying what happens', () => {
    for (const r of REACTIONS) {
      const b = s.app.flows.of(r.when.flow);
      for (const action of r.when.actions) {
        expect(b.def.transitions.some((t) => t.action === action), `${b.def.key} ${action}`).toBe(true);
        expect(s.app.flows.reactionsTo(b.def.key, action)).toContain(r);
      }
      expect(r.says.length).toBeGreaterThan(0);
    }
    for (const r of SYSTEM_REACTIONS) {
      const b = s.app.flows.of(r.when.flow);
      for (const move of r.when.moves) {
        // A system move goes between the table's statuses, and none of the people's reactions is run for it.
        expect([...move.from, move.to].every((st) => b.def.mainPath.includes(st as never) || b.def.transitions.some((t) => t.to === st || (t.from as readonly number[]).includes(st))), `${b.def.key} ${move.action}`).toBe(true);
        expect(s.app.flows.systemReactionsTo(b.def.key, move.action)).toContain(r);
      }
      expect(r.says.length).toBeGreaterThan(0);
    }
  });

  it('sends each next actor’s role a page of its menu, but the officer the evaluation’s, whose certificates tell it instead', () => {
    // Where a role's page for a flow is not in its menu, the engine does not message it (tellNext):
    // only where another flow carries that role's work, as the certificates carry the evaluation.
    const leftOut: string[] = [];
    for (const b of s.app.flows.all())
      for (const [status, rule] of Object.entries(b.def.nextActor)) {
        if (!rule) continue;
        for (const role of rule.roles) if (!menuGrants([role], b.pageOf(rule.relation, [role]))) leftOut.push(`${b.def.key} ${status} ${role}`);
      }
    expect(leftOut.sort()).toEqual([`evaluation ${EVAL_STATUS.decidePass} R_ZSGLY_USER`, `evaluation ${EVAL_STATUS.certConfirm} R_ZSGLY_USER`].sort());
  });

  it('serves the 待办 counts from either app alike', async () => {
    const token = await s.signIn('manager');
    const a = await s.app.inject({ method: 'GET', url: TASK_COUNTS_PATH, headers: { 'x-token': token } });
    const b = await other.inject({ method: 'GET', url: TASK_COUNTS_PATH, headers: { 'x-token': token } });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
