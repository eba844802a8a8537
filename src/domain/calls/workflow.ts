/**
 * The workflow engine's two calls, made for each flow at its own path (design: shared/WORKFLOWS.md §1):
 *   GET  {path}/flow?id=   a record's status, the moves the caller may make now, its work, its history
 *   POST {path}/move       {id, action, opinion?, annexIds?, values?}
 */
import { z } from 'zod';
import { defineCall, id, moveResult } from './call';

const tag = '流程';

/** An unmet guard of a move, and where the caller does the missing work. */
export const flowBlockSchema = z.object({ text: z.string(), work: z.string().nullable(), page: z.string().nullable() });

/** A step's work open to the caller now. */
export const flowWorkSchema = z.object({ key: z.string(), label: z.string(), page: z.string().nullable(), done: z.boolean() });

/** One entry of a record's flow log, oldest first. */
export const flowLogEntrySchema = z.object({
  id: z.number(),
  flowKey: z.string(),
  recordId: z.number(),
  action: z.string(),
  actionLabel: z.string(),
  fromStatus: z.number(),
  toStatus: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
  opinion: z.string().nullable(),
  annexIds: z.string().nullable(),
  createTime: z.string(),
});

/** One move the caller may make now, as the flow call describes it. */
export const flowActionSchema = z.object({
  action: z.string(),
  label: z.string(),
  to: z.number(),
  opinion: z.enum(['required', 'optional', 'none']),
  attachments: z.boolean(),
  danger: z.boolean(),
  /** The move's unmet guards ([] when it can be made now). */
  blockedBy: z.array(flowBlockSchema).readonly(),
});

/** A record's place in its flow. */
export const recordFlowSchema = z.object({
  flow: z.string(),
  status: z.number(),
  actions: z.array(flowActionSchema).readonly(),
  work: z.array(flowWorkSchema).readonly(),
  history: z.array(flowLogEntrySchema).readonly(),
});

/** A move's body. The attachments and the fields the move fills are checked by the engine against the move's definition. */
export const moveBodySchema = z.object({
  id: id(),
  action: z.string().trim().min(1),
  opinion: z.string({ error: '必须是文字' }).nullable().optional(),
  annexIds: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).nullable().optional(),
  values: z.record(z.string(), z.unknown(), { error: '必须是对象' }).nullable().optional(),
});

/** The two calls of the flow at `path` (e.g. /api/jd/plan/process), named by its title. */
export const flowCalls = (path: string, title: string) =>
  ({
    move: defineCall({ method: 'POST', path: `${path}/move`, summary: `${title}：流转（执行一步操作）`, tag, body: moveBodySchema, reply: moveResult }),
    flow: defineCall({ method: 'GET', path: `${path}/flow`, summary: `${title}：记录的状态、可做的操作、待办工作与流转记录`, tag, query: z.object({ id: id() }), reply: recordFlowSchema }),
  }) as const;

/** What a spec's call that makes a named move takes besides the record: the move's opinion, attachments and fields. */
export const moveExtrasSchema = moveBodySchema.omit({ id: true, action: true });
