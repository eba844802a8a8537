/**
 * The demo world played, not written: records are moved through the app's own workflow engine
 * (its guards, effects, flow log and messages, as a person's click moves them), each move made by
 * the demo person whose move it is, on the day its history says. The stage is the app built for
 * the seed with a clock the seed sets before each move; nothing listens and no job runs.
 */
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { WorkflowDef } from '../../src/domain/workflows/engine';
import { pathTo } from '../../src/domain/workflows/journey';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { principalOf, type Principal } from '../http/auth';
import { runMove, systemMove, type FlowBinding, type FlowRegistry } from '../http/workflow';

type Transition = WorkflowDef['transitions'][number];
type SystemMove = Parameters<typeof systemMove>[4];

/**
 * One move as the history has it: who makes it (a user id), when (ms), with what words and fields;
 * the work done just before it (what its guards ask) and what follows from it, on the same clock.
 */
export interface Step {
  readonly by: number;
  readonly at: number;
  readonly opinion?: string | null;
  readonly values?: Readonly<Record<string, unknown>>;
  /** Files sent with the move (an objection's evidence). */
  readonly annexIds?: string | null;
  readonly before?: () => Promise<void>;
  readonly after?: () => Promise<void>;
}

export class Stage {
  /** The history's time while a step is played; the wall clock otherwise. */
  private now: number | null = null;
  private readonly people = new Map<number, Principal>();

  private constructor(private readonly app: FastifyInstance) {}

  /** The app on `db` with the stage's clock: its flows are the engine the seed plays. */
  static async open(db: Db, config: Pick<Config, 'filesDir' | 'publicUrl'>): Promise<Stage> {
    let stage: Stage | null = null;
    const clock = () => new Date(stage?.now ?? Date.now());
    const app = await buildApp(
      db,
      loadConfig({}, {
        filesDir: config.filesDir,
        publicUrl: config.publicUrl,
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
      const who = await this.principal(tx, s.by);
      await this.at(s.at, async () => {
        await s.before?.();
        // The work before it may have made it already (the last certificate generated moves its application on).
        if (!(await this.madeAlready(tx, b, id, move))) {
          try {
            await runMove(this.flows, tx, b, who, { id, action: move.action, opinion: s.opinion ?? null, annexIds: s.annexIds ?? null, values: { ...s.values } });
          } catch (e) {
            throw new Error(`seed: ${flow.key} ${id} ${move.action} by ${who.username}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
        await s.after?.();
      });
    }
  }

  /** One move of one record, as `step` says. */
  async move(tx: DbOrTx, flow: WorkflowDef, id: number, action: string, step: Step): Promise<void> {
    const move = flow.transitions.find((t) => t.action === action);
    if (!move) throw new Error(`seed: ${flow.key} has no move ${action}`);
    await this.play(tx, flow, id, [move], () => step);
  }

  /** A move no person makes (a deadline passing), at `t`, with its consequences (the engine's system reactions). */
  async system(tx: DbOrTx, flow: WorkflowDef, id: number, move: SystemMove, t: number, reason: string | null): Promise<void> {
    const made = await this.at(t, () => systemMove(this.flows, tx, this.flows.of(flow), id, move, reason));
    if (!made) throw new Error(`seed: ${flow.key} ${id} ${move.action} by the system refused`);
  }

  /** Runs `work` with the clock at `t` (a step's work may play other records' moves, each at its own time). */
  async at<T>(t: number, work: () => Promise<T>): Promise<T> {
    const was = this.now;
    this.now = t;
    try {
      return await work();
    } finally {
      this.now = was;
    }
  }

  /** Brings a new record to `status` by the fewest moves (pathTo), each as its step says. */
  async playTo(tx: DbOrTx, flow: WorkflowDef, id: number, status: number, step: (move: Transition, k: number) => Step): Promise<void> {
    const moves = pathTo(flow, status);
    if (!moves) throw new Error(`seed: ${flow.key} cannot reach ${status}`);
    await this.play(tx, flow, id, moves, step);
  }

  private async madeAlready(tx: DbOrTx, b: FlowBinding, id: number, move: Transition): Promise<boolean> {
    const columns = b.table as unknown as Record<string, AnyPgColumn>;
    const [row] = await tx.select({ status: columns[b.statusColumn] }).from(b.table).where(eq(columns.id, id));
    const status = Number(row?.status);
    return status === move.to && !(move.from as readonly number[]).includes(status);
  }

  async close(): Promise<void> {
    await this.app.close();
  }

  /** The demo person as the server knows them when they act (someone disabled since, as they were). */
  async principal(tx: DbOrTx, userId: number): Promise<Principal> {
    const known = this.people.get(userId);
    if (known) return known;
    // Someone disabled since made their moves while they could.
    const p = await principalOf(tx, userId, { asBefore: true });
    if (!p) throw new Error(`seed: user ${userId} cannot act`);
    this.people.set(userId, p);
    return p;
  }
}

/**
 * Things that happen on days, run in the order of their days (then of their adding): the moves of
 * many records interleave as they did, so what follows from one (a plan following its tasks) comes
 * when it did. An event may add later ones.
 */
export class Timeline {
  private readonly events: { at: number; n: number; run: () => Promise<void> }[] = [];
  private added = 0;

  add(at: number, run: () => Promise<void>): void {
    this.events.push({ at, n: this.added++, run });
  }

  async play(): Promise<void> {
    while (this.events.length) {
      this.events.sort((x, y) => x.at - y.at || x.n - y.n);
      const next = this.events.shift() as (typeof this.events)[number];
      await next.run();
    }
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * `t` moved into its day's office hours in Shenzhen (09:00–18:00), but never past now: any two
 * times keep their order and their day. For times as a history draws them (spread evenly over
 * days, so at any hour), applied once to each: applied again, a time moves earlier.
 */
export function officeHours(t: number): number {
  const day = Math.floor((t + 8 * HOUR_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS;
  return Math.min(day + 9 * HOUR_MS + Math.floor(((t - day) / DAY_MS) * 9 * HOUR_MS), Date.now() - 10 * 60_000);
}
