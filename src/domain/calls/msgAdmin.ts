/** The sender's side of messages (calls document §7.3): the category/action lookup, the push targets and composing a push. */
import { z } from 'zod';
import { defineCall, scalar } from './call';

const tag = '消息';

export const msgCategoryOption = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  actions: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), categoryId: z.number().nullable().optional(), msgType: z.string(), channels: z.string() })),
});

export const pushTargetOption = z.object({ value: z.string(), label: z.string() });

export const msgAdminCalls = {
  categories: defineCall({ method: 'GET', path: '/api/msg/action/category', summary: '消息分类及其启用的动作', tag, reply: z.array(msgCategoryOption) }),
  // The compose form's rules live in validatePush (src/domain/message.ts), which words each refusal as the form does.
  push: defineCall({ method: 'PUT', path: '/api/msg/push', summary: '撰写并发送消息', tag, body: z.record(z.string(), z.unknown()), reply: z.object({ id: z.number(), recipientCount: z.number() }) }),
  targets: defineCall({
    method: 'POST',
    path: '/api/msg/push/targets',
    summary: '可选的消息接收对象（USER、ROLE、ORG，可按关键字）',
    tag,
    paramSet: z.looseObject({ type: scalar.optional(), kw: scalar.optional() }),
    reply: z.array(pushTargetOption),
  }),
} as const;
