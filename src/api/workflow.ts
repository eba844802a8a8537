/**
 * The workflow engine's two calls per flow (server/http/workflow.ts; design: shared/WORKFLOWS.md §1):
 *   GET  {path}/flow?id=   a record's status, the moves the caller may make now, its history
 *   POST {path}/move       {id, action, opinion?, annexIds?, values?} -> {id, status}
 * (`values`: what the move fills in, by its transition's `fields`).
 * Both are silent: the record page shows a refusal in the server's words where it happened (a 403
 * here means "not your move", never an expired session). Keys nest under ['workflow', flowKey].
 */
import { queryOptions } from '@tanstack/react-query';
import { WORKFLOWS } from '@/domain/workflows';
import type { FlowLogEntry, MoveRequest, TransitionDef } from '@/domain/workflows/engine';
import type { FlowBlock, FlowWork } from '@/domain/workflows/journey';
import { get, post } from './http';
import { WORKFLOW_KEY } from './queryClient';

/** One move the caller may make now, as the flow call describes it. */
export interface FlowAction extends Pick<TransitionDef, 'action' | 'label' | 'to' | 'opinion'> {
  readonly attachments: boolean;
  readonly danger: boolean;
  /** The move's unmet guards ([] when it can be made now), each with where the caller does the missing work. */
  readonly blockedBy: readonly FlowBlock[];
}

/** A record's place in its flow. */
export interface RecordFlow {
  readonly flow: string;
  readonly status: number;
  readonly actions: readonly FlowAction[];
  /** The step's work open to the caller now. */
  readonly work: readonly FlowWork[];
  /** Oldest first. */
  readonly history: readonly FlowLogEntry[];
}

export interface MoveResult {
  readonly id: number;
  readonly status: number;
  /** What the page says now the move is made (已受理). */
  readonly done: string;
}

export const workflowKeys = {
  all: WORKFLOW_KEY,
  flow: (flowKey: string, id: number | string) => ['workflow', flowKey, String(id)] as const,
};

function pathOf(flowKey: string): string {
  const path = Object.prototype.hasOwnProperty.call(WORKFLOWS, flowKey) ? WORKFLOWS[flowKey].path : undefined;
  if (!path) throw new Error(`workflow: no routes known for flow ${JSON.stringify(flowKey)}`);
  return path;
}

export const fetchFlow = (flowKey: string, id: number | string) => get<RecordFlow>(`${pathOf(flowKey)}/flow`, { id }, { silent: true });

export const moveRecord = (flowKey: string, move: MoveRequest) => post<MoveResult>(`${pathOf(flowKey)}/move`, move, undefined, { silent: true });

export const flowQuery = (flowKey: string, id: number | string) =>
  queryOptions({
    queryKey: workflowKeys.flow(flowKey, id),
    queryFn: () => fetchFlow(flowKey, id),
  });
