/**
 * The demo world played, not written: records are moved through the app's own workflow engine
 * (its guards, effects, flow log and messages, as a person's click moves them), each move made by
 * the demo person whose move it is, on the day its history says. The stage is the app built for
 * the seed with a clock the seed sets before each move; nothing listens and no job runs.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WorkflowDef } from '../../src/domain/workflows/engine';
import { pathTo } from '../../src/domain/workflows/journey';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { principalOf, type Principal } from '../http/auth';
import { runMove, type FlowRegistry } from '../http/workflow';

type Transition = WorkflowDef['transitions'][number];

/** One move as the history has it: who makes it (a user id), when (ms), with what words and fields. */
export interface Step {
  readonly by: number;
  readonly at: number;
  readonly opinion?: string | null;
  readonly values?: Readonly<Record<string, unknown>>;
}

export class Stage {
  private now = Date.now();
  private readonly people = new Map<number, Principal>();

  private constructor(private readonly app: FastifyInstance) {}

  /** The app on `db` with the stage's clock: its flows are the engine the seed plays. */
  static async open(db: Db, filesDir: string): Promise<Stage> {
    let stage: Stage | null = null;
    const clock = () => new Date(stage ? stage.now : Date.now());
    const app = await buildApp(
      db,
      loadConfig({}, {
        filesDir,
        // No portal to serve, no job to run, no limit on the seed's own calls.
        distDir: path.join(os.tmpdir(), 'zp-seed-no-portal'),
        certJob: false,
        rateLimit: false,
        checkReplies: false,
      }),
      { logger: false, clock },
    );
    stage = new Stage(app);
    return stage;
  }

  get flows(): FlowRegistry {
    return this.app.flows;
  }

  /** Makes `moves` of one record in order, each as its step says (the record stays where a move is refused: the seed fails). */
  async play(tx: DbOrTx, flow: WorkflowDef, id: number, moves: readonly Transition[], step: (move: Transition, k: number) => Step): Promise<void> {
    const b = this.flows.of(flow);
    for (const [k, move] of moves.entries()) {
      const s = step(move, k);
      const who = await this.person(tx, s.by);
      this.now = s.at;
      try {
        await runMove(this.flows, tx, b, who, { id, action: move.action, opinion: s.opinion ?? null, annexIds: null, values: { ...s.values } });
      } catch (e) {
        throw new Error(`seed: ${flow.key} ${id} ${move.action} by ${who.username}: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.now = Date.now();
      }
    }
  }

  /** Brings a new record to `status` by the fewest moves (pathTo), each as its step says. */
  async playTo(tx: DbOrTx, flow: WorkflowDef, id: number, status: number, step: (move: Transition, k: number) => Step): Promise<void> {
    const moves = pathTo(flow, status);
    if (!moves) throw new Error(`seed: ${flow.key} cannot reach ${status}`);
    await this.play(tx, flow, id, moves, step);
  }

  async close(): Promise<void> {
    await this.app.close();
  }

  private async person(tx: DbOrTx, userId: number): Promise<Principal> {
    const known = this.people.get(userId);
    if (known) return known;
    // Someone disabled since made their moves while they could.
    const p = await principalOf(tx, userId, { asBefore: true });
    if (!p) throw new Error(`seed: user ${userId} cannot act`);
    this.people.set(userId, p);
    return p;
  }
}
