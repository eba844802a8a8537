/**
 * The demo world is played, not written: its records are moved through the engine as people's
 * clicks move them (server/seed/play.ts). The seed's own code writes no flow log row, and each
 * record of a played flow stands where its logged moves brought it from a new record, each move
 * made by someone of the party whose move it is (or a move the system makes), one after another,
 * none still to come. A record with no move is new, or was brought over from before the portal
 * (the history's ended applications: made by no one of the portal).
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LISTS, ORG_TYPE } from '../../../src/domain/codes';
import { isEndStatus, type WorkflowDef } from '../../../src/domain/workflows/engine';
import { evalChangeFlow } from '../../../src/domain/workflows/evalChange';
import { evalPreFlow } from '../../../src/domain/workflows/evalPre';
import { EVAL_SITE_PLAN_SYSTEM_MOVES, evalSitePlanFlow } from '../../../src/domain/workflows/evalSitePlan';
import { evaluationFlow } from '../../../src/domain/workflows/evaluation';
import { productReviewFlow } from '../../../src/domain/workflows/productReview';
import { staffVerifyFlow } from '../../../src/domain/workflows/staffVerify';
import { flowLog, sysOrg, sysUser } from '../../../server/db/schema';
import { orgTypeHolds } from '../../../server/db/orgType';
import { SYSTEM_ACTOR } from '../../../server/http/workflow';
import { startTestServer, type TestServer } from '../harness';

/** The seeds that still write their flows' histories by hand: to be played like the rest. */
const STILL_WRITTEN_BY_HAND = ['reform.ts', 'supervision.ts'];
const PLAYED: readonly WorkflowDef[] = [productReviewFlow, staffVerifyFlow, evalPreFlow, evalChangeFlow, evaluationFlow, evalSitePlanFlow];
/** The moves no person makes, by flow (a site plan carried by its application's moves). */
const SYSTEM_MOVES: Readonly<Record<string, readonly { action: string; from: readonly number[]; to: number }[]>> = {
  [evalSitePlanFlow.key]: Object.values(EVAL_SITE_PLAN_SYSTEM_MOVES),
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

it('writes no flow log row of its own, but in the seeds still written by hand', () => {
  const dir = path.resolve('server/seed');
  const writers = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && /\bflowLog\b/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  expect(writers.sort()).toEqual(STILL_WRITTEN_BY_HAND);
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
      if (!rows.length && statusOf(r) !== flow.initial) {
        expect(isEndStatus(flow, statusOf(r)) && r.createBy === null, `${flow.key} ${String(r.id)} at ${statusOf(r)} with no move`).toBe(true);
        continue;
      }
      let at: number = flow.initial;
      let when = 0;
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
