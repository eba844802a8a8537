/**
 * Writes sent with an Idempotency-Key (src/domain/idempotency.ts): a phone that worked offline
 * sends its queue when the network returns, and may send a change again — its first try got no
 * answer, or the page was reloaded before the answer came. The first request's answer is kept
 * per user and key; a repeat gets it again (Idempotent-Replayed: true) instead of a second record.
 *
 *   first request       a row claims the key (unique per user), the work is done, a success is
 *                       stored; a refusal frees the key (what was refused may be sent again)
 *   repeat, answered    the stored answer, nothing done again
 *   repeat, in progress 409 该操作正在处理中 (the device tries again a little later); a claim older
 *                       than IDEMPOTENCY_PENDING_SECONDS is taken over (its process died)
 *   same key, another   400: a key names one change
 *   call
 *
 * Rows older than IDEMPOTENCY_KEEP_DAYS are removed now and then. A process that dies between
 * its transaction's commit and the storing of its answer leaves a claim that a late repeat takes
 * over and does again: the one window left, a fraction of a millisecond wide.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_PENDING_SECONDS,
  IDEMPOTENCY_TEXT,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../src/domain/idempotency';
import type { Db } from '../db/client';
import { sysIdempotentRequest } from '../db/schema';
import { ApiError, badRequest } from './envelope';

const WRITES = new Set(['POST', 'PUT', 'DELETE']);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const SWEEP_EVERY_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request holds on its Idempotency-Key, settled when its answer is sent. */
    idempotentClaim: number | null;
  }
}

/** A success as the envelope says it: HTTP 200 and code 200. */
function isSuccess(status: number, payload: unknown): boolean {
  if (status !== 200 || typeof payload !== 'string') return false;
  try {
    const body = JSON.parse(payload) as { code?: unknown };
    return body.code === 200;
  } catch {
    return false;
  }
}

const targetOf = (req: FastifyRequest) => `${req.method} ${req.url.split('?')[0]}`.slice(0, 300);

export function installIdempotency(app: FastifyInstance, db: Db): void {
  let lastSweep = 0;
  app.decorateRequest('idempotentClaim', null);

  app.addHook('preHandler', async (req, reply) => {
    const given = req.headers[HEADER];
    if (given === undefined || !WRITES.has(req.method) || !req.routeOptions.url || !req.user) return;
    const key = Array.isArray(given) ? given[0] : given;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_TEXT.badKey);
    const userId = req.user.id;
    const target = targetOf(req);

    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.delete(sysIdempotentRequest).where(lt(sysIdempotentRequest.createTime, sql`now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`));
    }

    const [claimed] = await db.insert(sysIdempotentRequest).values({ userId, key, target }).onConflictDoNothing().returning({ id: sysIdempotentRequest.id });
    if (claimed) {
      req.idempotentClaim = claimed.id;
      return;
    }
    const [first] = await db
      .select()
      .from(sysIdempotentRequest)
      .where(and(eq(sysIdempotentRequest.userId, userId), eq(sysIdempotentRequest.key, key)));
    if (!first) throw new ApiError(409, IDEMPOTENCY_TEXT.inProgress); // freed a moment ago: the device tries again
    if (first.target !== target) throw badRequest(IDEMPOTENCY_TEXT.otherCall);
    if (first.replyBody !== null) {
      return reply
        .code(first.replyStatus ?? 200)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type(first.replyType ?? 'application/json; charset=utf-8')
        .send(first.replyBody);
    }
    // Still unanswered: taken over only when its claim is old enough to belong to a dead process.
    const [takenOver] = await db
      .update(sysIdempotentRequest)
      .set({ createTime: sql`now()` })
      .where(and(eq(sysIdempotentRequest.id, first.id), sql`${sysIdempotentRequest.replyBody} is null`, lt(sysIdempotentRequest.createTime, sql`now() - make_interval(secs => ${IDEMPOTENCY_PENDING_SECONDS})`)))
      .returning({ id: sysIdempotentRequest.id });
    if (!takenOver) throw new ApiError(409, IDEMPOTENCY_TEXT.inProgress);
    req.idempotentClaim = takenOver.id;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotentClaim;
    if (claim === null) return payload;
    req.idempotentClaim = null;
    if (isSuccess(reply.statusCode, payload)) {
      const type = reply.getHeader('content-type');
      await db
        .update(sysIdempotentRequest)
        .set({ replyStatus: reply.statusCode, replyType: typeof type === 'string' ? type.slice(0, 100) : null, replyBody: payload as string })
        .where(eq(sysIdempotentRequest.id, claim));
    } else {
      // A refusal (or a file streamed back) is not kept: the change may be sent again.
      await db.delete(sysIdempotentRequest).where(eq(sysIdempotentRequest.id, claim));
    }
    return payload;
  });
}
