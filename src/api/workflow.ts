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
import type { z } from 'zod';
import type { MoveRequest } from '@/domain/workflows/engine';
import type { moveResult } from '@/domain/calls/call';
import { flowCalls, type flowActionSchema, type recordFlowSchema } from '@/domain/calls/workflow';
import { callApi } from './call';
import { WORKFLOW_KEY } from './queryClient';

/** One move the caller may make now, as the flow call describes it. */
export type FlowAction = z.output<typeof flowActionSchema>;

/** A record's place in its flow. */
export type RecordFlow = z.output<typeof recordFlowSchema>;

/** What the page reads of a move's answer (the answer also carries the new status's words). */
export type MoveResult = Omit<z.output<typeof moveResult>, 'label'>;

export const workflowKeys = {
  all: WORKFLOW_KEY,
  flow: (flowKey: string, id: number | string) => ['workflow', flowKey, String(id)] as const,
};

function callsOf(flowKey: string) {
  const flow = Object.prototype.hasOwnProperty.call(WORKFLOWS, flowKey) ? WORKFLOWS[flowKey] : undefined;
  if (!flow?.path) throw new Error(`workflow: no routes known for flow ${JSON.stringify(flowKey)}`);
  return flowCalls(flow.path, flow.title);
}

export const fetchFlow = (flowKey: string, id: number | string) => callApi(callsOf(flowKey).flow, { query: { id } }, { silent: true });

export const moveRecord = (flowKey: string, move: MoveRequest) => callApi(callsOf(flowKey).move, { body: move }, { silent: true });

export const flowQuery = (flowKey: string, id: number | string) =>
  queryOptions({
    queryKey: workflowKeys.flow(flowKey, id),
    queryFn: () => fetchFlow(flowKey, id),
  });
