/**
 * The evaluation team's names against the institution's verified staff (server/modules/eval/team.ts):
 * a verified, unexpired person passes; anyone else is named in the refusal.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_VERIFY } from '../../../src/domain/codes';
import { unitStaff } from '../../../server/db/schema';
import { EVAL_TEAM_MSG, evalTeamProblem, teamNames } from '../../../server/modules/eval/team';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('the evaluation team', () => {
  it('is named from the institution’s verified staff alone', async () => {
    const db = s.database.db;
    const [verified] = await db.select({ orgId: unitStaff.orgId, name: unitStaff.name }).from(unitStaff).where(eq(unitStaff.status, STAFF_VERIFY.verified)).limit(1);
    const [pending] = await db.select({ name: unitStaff.name }).from(unitStaff).where(and(eq(unitStaff.orgId, verified.orgId), eq(unitStaff.status, STAFF_VERIFY.pending))).limit(1);
    expect(await evalTeamProblem(db, verified.orgId, verified.name, null)).toBeNull();
    expect(await evalTeamProblem(db, verified.orgId, verified.name, verified.name)).toBeNull();
    expect(await evalTeamProblem(db, verified.orgId, '王不在', null)).toBe(EVAL_TEAM_MSG.leader);
    if (pending) expect(await evalTeamProblem(db, verified.orgId, pending.name, null)).toBe(EVAL_TEAM_MSG.leader);
    expect(await evalTeamProblem(db, verified.orgId, verified.name, `${verified.name},王不在、李不在`)).toBe(EVAL_TEAM_MSG.members('王不在、李不在'));
    expect(await evalTeamProblem(db, -1, verified.name, null)).toBe(EVAL_TEAM_MSG.noStaff);
  });

  it('reads members joined by the picker’s commas or typed with 、', () => {
    expect(teamNames('李明,张华')).toEqual(['李明', '张华']);
    expect(teamNames('李明、张华， 李明')).toEqual(['李明', '张华']);
    expect(teamNames(null)).toEqual([]);
  });
});
