/**
 * Routes from call contracts (src/domain/calls): `route(app, call, access, handler)` registers the
 * call's method and path with its schemas, and the handler gets the parsed parts, typed. Input the
 * schemas refuse is a 400 in the envelope naming the field by its label. Validation runs in the
 * handler's own step, after the sign-in check (a stranger learns nothing of a call's fields).
 *
 * The schemas also sit on the route for the OpenAPI document (openapi.ts); Fastify's own
 * validation and serialisation are not used for them (replies are the envelope, sent as they are).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeOf, refusalText, type CallDef, type CallInput } from '../../src/domain/calls/call';
import type { Access } from './auth';
import { badRequest } from './envelope';
import { collectParams } from './search';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from. */
    call?: CallDef;
  }
}

export type CallHandler<C extends CallDef> = (input: CallInput<C>, req: FastifyRequest, reply: FastifyReply) => unknown;

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw badRequest(refusalText(schema, r.error.issues[0]));
  return r.data;
}

/** Parses a request's parts against the call's schemas; throws the refusal of the first wrong value. */
export function parseCallInput<C extends CallDef>(call: C, req: Pick<FastifyRequest, 'params' | 'query' | 'body'>): CallInput<C> {
  return {
    path: parsePart(call.pathParams, req.params),
    query: parsePart(call.query, req.query),
    body: call.multipart ? undefined : parsePart(call.body, req.body),
    set: call.paramSet ? parsePart(call.paramSet, collectParams(req.query, req.body)) : undefined,
  } as CallInput<C>;
}

/** The route's schema block as Fastify and the OpenAPI document read it. */
function schemaOf(call: CallDef) {
  const inQuery = call.paramSet && (call.method === 'GET' || call.method === 'DELETE' || call.method === 'POST');
  return {
    summary: call.summary,
    tags: [call.tag],
    ...(call.pathParams ? { params: call.pathParams } : {}),
    ...(call.query ? { querystring: call.query } : inQuery ? { querystring: call.paramSet } : {}),
    ...(call.body && !call.multipart ? { body: call.body } : {}),
    ...(call.file ? {} : { response: { 200: envelopeOf(call.reply ?? z.unknown()) } }),
  };
}

export interface RouteOptions {
  /** Route-level hooks or limits the call needs beyond its access (e.g. a rate limit). */
  readonly extra?: Record<string, unknown>;
}

/** Registers a contract's route. */
export function route<C extends CallDef>(app: FastifyInstance, call: C, access: Access, handler: CallHandler<C>, opts: RouteOptions = {}): void {
  const { config: extraConfig, ...extra } = (opts.extra ?? {}) as { config?: Record<string, unknown> };
  app.route({
    method: call.method,
    url: call.path,
    schema: schemaOf(call),
    config: { ...extraConfig, ...access, call },
    ...extra,
    handler: (req, reply) => handler(parseCallInput(call, req), req, reply),
  });
}

/** Validation and serialisation of contract schemas happen in `route` and in the envelope: Fastify passes values through. */
export function installContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
