/**
 * A flow read as journeys: what blocks a move and where its work is done (the flow call's answer),
 * and the proof that no status is a dead end. The proof walks the table alone: guards, the work
 * that meets them and the windows in which that work is open.
 */
import { isEndStatus, type WorkflowDef } from './engine';

/** An unmet guard of a move, as the flow call answers it: its words and where the caller does the missing work (null: not the caller's, or not now). */
export interface FlowBlock {
  readonly text: string;
  /** The work that meets it (a key of the flow's `work`), for the record page to bring its card into view. */
  readonly work: string | null;
  readonly page: string | null;
}

/** A step's work open to the caller now, and whether what the guards ask of it is done. */
export interface FlowWork {
  readonly key: string;
  readonly label: string;
  /** Where the caller does it (a page of their menu, with the record's `?id=`); null where no page of theirs holds it. */
  readonly page: string | null;
  readonly done: boolean;
}

/** The statuses a record can reach from the flow's initial status. */
export function reachable(flow: WorkflowDef): Set<number> {
  const seen = new Set<number>([flow.initial]);
  const queue = [flow.initial as number];
  while (queue.length) {
    const at = queue.shift() as number;
    for (const t of flow.transitions) {
      if (!(t.from as readonly number[]).includes(at) || seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push(t.to);
    }
  }
  return seen;
}

const windowHas = (flow: WorkflowDef, work: string, status: number) => ((flow.work?.[work]?.statuses ?? []) as readonly number[]).includes(status);

/**
 * The guards that hold on arrival at each reachable status whatever way the record came: a move
 * establishes its guards; a status whose window lets someone change a guard's work may undo it,
 * unless the move out checks it again.
 */
export function guaranteedGuards(flow: WorkflowDef): Map<number, Set<string>> {
  const all = Object.keys(flow.guards ?? {});
  const statuses = reachable(flow);
  const held = new Map<number, Set<string>>([...statuses].map((s) => [s, new Set(s === flow.initial ? [] : all)]));
  const mayChange = (status: number, guard: string) => windowHas(flow, flow.guards?.[guard]?.work ?? '', status);
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of statuses) {
      if (s === flow.initial) continue;
      const into = flow.transitions.filter((t) => t.to === s);
      const outs = into.flatMap((t) =>
        (t.from as readonly number[])
          .filter((from) => statuses.has(from))
          .map((from) => new Set([...(held.get(from) ?? []), ...(t.guards ?? [])].filter((g) => !mayChange(from, g) || (t.guards ?? []).includes(g)))),
      );
      const next = outs.length ? outs.reduce((a, o) => new Set([...a].filter((g) => o.has(g)))) : new Set<string>();
      const before = held.get(s) as Set<string>;
      if (next.size !== before.size || [...next].some((g) => !before.has(g))) {
        held.set(s, next);
        changed = true;
      }
    }
  }
  return held;
}

/** Whether a guard can be met at a status: it holds already, or its work is open there and what that work needs can be met there too. */
function satisfiable(flow: WorkflowDef, guard: string, status: number, held: ReadonlySet<string>, seen = new Set<string>()): boolean {
  if (held.has(guard)) return true;
  const def = flow.guards?.[guard];
  if (!def || seen.has(guard) || !windowHas(flow, def.work, status)) return false;
  const needs = flow.work?.[def.work]?.needs ?? [];
  return needs.every((g) => satisfiable(flow, g, status, held, new Set([...seen, guard])));
}

/** A move that carries the record on: anything but a reject or stop that ends it short of its main path's end. */
const carriesOn = (flow: WorkflowDef, t: WorkflowDef['transitions'][number]) =>
  !(t.danger && isEndStatus(flow, t.to) && t.to !== flow.mainPath[flow.mainPath.length - 1]);

/**
 * The reachable statuses, not ends and not resting, from which no party has a move that carries the
 * record on with guards that can be met there: a record arriving there is stuck for good. Each with
 * the moves it has and the guards that block them.
 */
export function deadEnds(flow: WorkflowDef): { status: number; blocked: { action: string; guards: string[] }[] }[] {
  const held = guaranteedGuards(flow);
  const out: { status: number; blocked: { action: string; guards: string[] }[] }[] = [];
  for (const s of reachable(flow)) {
    if (isEndStatus(flow, s) || (flow.resting as readonly number[] | undefined)?.includes(s)) continue;
    const ways = flow.transitions.filter((t) => (t.from as readonly number[]).includes(s) && carriesOn(flow, t));
    const blocked = ways.map((t) => ({ action: t.action, guards: (t.guards ?? []).filter((g) => !satisfiable(flow, g, s, held.get(s) ?? new Set())) }));
    if (!blocked.some((b) => b.guards.length === 0)) out.push({ status: s, blocked });
  }
  return out;
}

type Transition = WorkflowDef['transitions'][number];

/**
 * The moves that bring a new record to `status` by the fewest steps (null: it cannot get there), a
 * plain move before a warning one at each step: how the demo world is played, each record moved
 * by the actors of its moves through the same engine as a person's click.
 */
export function pathTo(flow: WorkflowDef, status: number): Transition[] | null {
  const plainFirst = [...flow.transitions].sort((a, b) => Number(!!a.danger) - Number(!!b.danger));
  const via = new Map<number, Transition | null>([[flow.initial, null]]);
  const queue = [flow.initial as number];
  while (queue.length && !via.has(status)) {
    const at = queue.shift() as number;
    for (const t of plainFirst) {
      if (!(t.from as readonly number[]).includes(at) || via.has(t.to)) continue;
      via.set(t.to, { ...t, from: [at] });
      queue.push(t.to);
    }
  }
  if (!via.has(status)) return null;
  const path: Transition[] = [];
  for (let t = via.get(status); t; t = via.get(t.from[0])) path.unshift(t);
  return path;
}
