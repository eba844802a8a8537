/**
 * A write a device may send more than once (after no answer, or again after a reload of its
 * queue of offline work) carries an Idempotency-Key: the server answers a repeat with the first
 * answer instead of making a second record. Shared by the client's queue and the server's check.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On an answer given again: the work was done by an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** What a key may be: a UUID or anything of that kind, with room for a suffix per file of a change. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** How long a first answer is kept: longer than a visit worked offline lasts, and as long as a device keeps its queue. */
export const IDEMPOTENCY_KEEP_DAYS = 30;
/** After this long without an answer the first request is taken as lost (its process died) and a repeat does the work. */
export const IDEMPOTENCY_PENDING_SECONDS = 120;

export const IDEMPOTENCY_TEXT = {
  badKey: `${IDEMPOTENCY_HEADER} 格式不正确（8~64 位字母、数字、- 或 _）`,
  otherCall: `${IDEMPOTENCY_HEADER} 已用于另一个操作`,
  inProgress: '该操作正在处理中，请稍后再试',
} as const;
