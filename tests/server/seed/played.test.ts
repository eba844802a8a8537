/**
 * The demo world is played, not written: its records are moved through the engine as people's
 * clicks move them (server/seed/play.ts). The seed's own code writes no flow log row, and each
 * record of a played flow stands where its logged moves brought it from a new record, each move
 * made by someone of the party whose move it is (or a move the system makes), one after another,
 * none still to come. A record with no move is new, or was brought over from before the portal
 * (the history's ended applications and held certificates).
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, CODE_LISTS, ORG_TYPE } from '../../../src/domain/codes';
import { CERT_EXPIRY, certificateFlow } from '../../../src/domain/workflows/certificate';
import { isEndStatus, type WorkflowDef } from '../../../src/domain/workflows/engine';
import { evalChangeFlow } from '../../../src/domain/workflows/evalChange';
import { evalPreFlow } from '../../../src/domain/workflows/evalPre';
import { EVAL_SITE_PLAN_SYSTEM_MOVES, evalSitePlanFlow } from '../../../src/domain/workflows/evalSitePlan';
import { evaluationFlow } from '../../../src/domain/workflows/evaluation';
import { EXIT_LAPSE, EXIT_OPENED, jdExitFlow } from '../../../src/domain/workflows/jdExit';
import { JD_PLAN_SYSTEM_MOVES, jdPlanFlow } from '../../../src/domain/workflows/jdPlan';
import { jdReformFlow, REFORM_LAPSE } from '../../../src/domain/workflows/jdReform';
import { jdSiteFlow } from '../../../src/domain/workflows/jdSite';
import { JD_TASK_MADE_BY_PLAN, JD_TASK_STOP, jdTaskFlow } from '../../../src/domain/workflows/jdTask';
import { productReviewFlow } from '../../../src/domain/workflows/productReview';
import { staffVerifyFlow } from '../../../src/domain/workflows/staffVerify';
import { flowLog, sysOrg, sysUser } from '../../../server/db/schema';
import { orgTypeHolds } from '../../../server/db/orgType';
import { SYSTEM_ACTOR } from '../../../server/http/workflow';
import { startTestServer, type TestServer } from '../harness';

const PLAYED: readonly WorkflowDef[] = [productReviewFlow, staffVerifyFlow, evalPreFlow, evalChangeFlow, evaluationFlow, evalSitePlanFlow, certificateFlow, jdPlanFlow, jdTaskFlow, jdSiteFlow, jdReformFlow, jdExitFlow];
const asFrom = (m: { action: string; from: number | readonly number[]; to: number }) => ({ action: m.action, from: typeof m.from === 'number' ? [m.from] : m.from, to: m.to });
/**
 * The moves no person makes, by flow: a site plan carried by its application's moves, a plan
 * following its tasks, a task stopped when its certificates left, a deadline passing.
 */
const SYSTEM_MOVES: Readonly<Record<string, readonly { action: string; from: readonly number[]; to: number }[]>> = {
  [evalSitePlanFlow.key]: Object.values(EVAL_SITE_PLAN_SYSTEM_MOVES),
  [jdPlanFlow.key]: Object.values(JD_PLAN_SYSTEM_MOVES),
  [jdTaskFlow.key]: [JD_TASK_STOP],
  [jdReformFlow.key]: [asFrom(REFORM_LAPSE)],
  [jdExitFlow.key]: [asFrom(EXIT_LAPSE)],
  // The daily job's expiry, and what a rectification or an exit does to the certificate when its mover may not (moveCert).
  [certificateFlow.key]: [asFrom(CERT_EXPIRY), ...certificateFlow.transitions.filter((t) => ['suspend', 'restore', 'cancel', 'revoke'].includes(t.action))],
};
/**
 * Records brought over from before the portal, and where they stand when they came: the history's
 * ended applications (made by no one of the portal), its certificates (of no application of the
 * portal) held.
 */
const BROUGHT_OVER: Readonly<Record<string, { readonly is: (r: Record<string, unknown>) => boolean; readonly at: readonly number[] }>> = {
  [evaluationFlow.key]: { is: (r) => r.createBy === null, at: CODE_LISTS.evalStatus.items.map((i) => Number(i.value)).filter((v) => isEndStatus(evaluationFlow, v)) },
  [certificateFlow.key]: { is: (r) => r.evalId === null, at: [CERT_STATUS.valid] },
};
/** Where a record made by another flow's move starts, if not at its flow's first status: a task the plan made. */
const MADE_AT: Readonly<Record<string, readonly number[]>> = {
  [jdTaskFlow.key]: [JD_TASK_MADE_BY_PLAN],
};
/** Where a record opened by hand starts, by its flow log's first row (an exit asked for by its enterprise starts at 待审批). */
const OPENINGS: Readonly<Record<string, { action: string; statuses: readonly number[] }>> = {
  [jdExitFlow.key]: { action: EXIT_OPENED.action, statuses: [EXIT_OPENED.byManagement.status, EXIT_OPENED.byEnterprise.status] },
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

it('writes no flow log row of its own', () => {
  const dir = path.resolve('server/seed');
  const writers = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && /\bflowLog\b/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  expect(writers).toEqual([]);
});

describe.each(PLAYED)('the played $title', (flow) => {
  it('holds every status, each record where its moves brought it, made in turn by its parties', async () => {
    const db = s.database.db;
    const b = s.app.flows.of(flow);
    const records = (await db.select().from(b.table)) as Record<string, unknown>[];
    const statusOf = (r: Record<string, unknown>) => Number(r[b.statusColumn]);
    expect(new Set(records.map(statusOf))).toEqual(new Set(CODE_LISTS[flow.statusCodes].items.map((i) => Number(i.value))));

    const log = await db.select().from(flowLog).where(eq(flowLog.flowKey, flow.key)).orderBy(asc(flowLog.id));
    const management = new Set((await db.select({ id: sysOrg.id }).from(sysOrg).where(orgTypeHolds(sysOrg.type, ORG_TYPE.management))).map((o) => o.id));
    const actors = new Map((await db.select({ id: sysUser.id, orgId: sysUser.orgId }).from(sysUser).where(inArray(sysUser.id, [...new Set(log.map((l) => l.actorId as number))]))).map((u) => [u.id, u.orgId]));
    const now = Date.now();
    for (const r of records) {
      const rows = log.filter((l) => l.recordId === r.id);
      const broughtOver = BROUGHT_OVER[flow.key]?.is(r) ? BROUGHT_OVER[flow.key].at : [];
      const startsAt = [flow.initial, ...(MADE_AT[flow.key] ?? []), ...broughtOver];
      if (!rows.length) {
        expect(startsAt, `${flow.key} ${String(r.id)} at ${statusOf(r)} with no move`).toContain(statusOf(r));
        continue;
      }
      let at: number = rows.length && startsAt.includes(rows[0].fromStatus) ? rows[0].fromStatus : flow.initial;
      let when = 0;
      const opening = OPENINGS[flow.key];
      if (opening && rows[0]?.action === opening.action) {
        const first = rows.shift() as (typeof rows)[number];
        expect(opening.statuses.includes(first.toStatus) && first.fromStatus === first.toStatus && first.actorId !== null, `${flow.key} ${String(r.id)} opened at ${first.toStatus}`).toBe(true);
        at = first.toStatus;
        when = first.createTime.getTime();
      }
      for (const l of rows) {
        expect(l.fromStatus).toBe(at);
        if (l.actorId === null) {
          const system = (SYSTEM_MOVES[flow.key] ?? []).find((m) => m.action === l.action);
          expect(system && system.from.includes(at) && system.to === l.toStatus && l.actorName === SYSTEM_ACTOR, `${flow.key} ${String(r.id)}: ${l.action} by the system from ${at}`).toBe(true);
        } else {
          const move = flow.transitions.find((t) => t.action === l.action);
          expect(move && (move.from as readonly number[]).includes(at) && move.to === l.toStatus, `${flow.key} ${String(r.id)}: ${l.action} from ${at}`).toBe(true);
          const actorOrg = actors.get(l.actorId) ?? null;
          if (move?.actor.relation === 'management') expect(management.has(actorOrg as number), `${l.action} by management`).toBe(true);
          else expect(actorOrg, `${l.action} by the organisation the record names`).toBe(r[flow.parties[move?.actor.relation ?? 'owner'] as string]);
        }
        expect(l.createTime.getTime()).toBeGreaterThanOrEqual(when);
        expect(l.createTime.getTime()).toBeLessThanOrEqual(now);
        when = l.createTime.getTime();
        at = l.toStatus;
      }
      expect(statusOf(r), `${flow.key} ${String(r.id)}`).toBe(at);
    }
  });
});
