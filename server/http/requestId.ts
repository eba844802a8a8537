/**
 * Every request carries an id a person can quote and an operator can find: the caller's
 * X-Request-Id when it sends a sane one (a load balancer's, so one id follows the request across
 * both), else a fresh one. It goes back in every response's X-Request-Id header and in every
 * refusal's envelope (`requestId`), and Fastify logs it with each line of the request (`reqId`).
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

const isRefusal = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) && typeof (payload as { code?: unknown }).code === 'number' && (payload as { code: number }).code !== 200 && 'msg' in payload;

export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('preSerialization', async (req, _reply, payload) => (isRefusal(payload) ? { ...payload, requestId: req.id } : payload));
}
