/**
 * Routes from call contracts (src/domain/calls): `route(app, call, access, handler)` registers the
 * call's method and path with its schemas, and the handler gets the parsed parts, typed. Input the
 * schemas refuse is a 400 in the envelope naming the field by its label. Validation runs in the
 * handler's own step, after the sign-in check (a stranger learns nothing of a call's fields).
 *
 * The schemas also sit on the route for the OpenAPI document (openapi.ts); Fastify's own
 * validation and serialisation are not used for them (replies are the envelope, sent as they are).
 * With `checkReplies` (the server tests), each successful reply is parsed against the call's reply
 * schema, so a handler and the client's types cannot drift apart unnoticed.
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

/** How many of a mismatch's issues its message names. */
const DRIFT_ISSUES = 3;

/** `data.content.0.status: expected number, got string`: where a reply left its schema, and how. */
function driftIssueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(reply)';
  if (issue.code === 'invalid_type') {
    const input = (issue as { input?: unknown }).input;
    const got = input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
    return `${where}: expected ${issue.expected}, got ${got}`;
  }
  if (issue.code === 'invalid_value') return `${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where}: ${issue.code} (${issue.message})`;
}

/** The message of a reply its call's schema refuses: the call and its first issues. */
export function replyDriftText(call: Pick<CallDef, 'method' | 'path'>, issues: readonly z.core.$ZodIssue[]): string {
  const more = issues.length > DRIFT_ISSUES ? `; and ${issues.length - DRIFT_ISSUES} more` : '';
  return `reply of ${call.method} ${call.path} does not match its contract: ${issues.slice(0, DRIFT_ISSUES).map(driftIssueText).join('; ')}${more}`;
}

/**
 * Fields a reply sends that its schema does not declare: zod's objects drop them when parsing, so
 * they show as keys of the sent value missing from the parsed one. A field the client cannot see in
 * its types is either dead weight or a field a widget reads untyped; either way the contract should
 * say. Loose objects and records keep their extra keys, so they declare "any more fields" on purpose.
 */
export function undeclaredFields(sent: unknown, parsed: unknown, where: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    if (sent.length !== parsed.length) return [];
    return sent.flatMap((v, i) => undeclaredFields(v, parsed[i], `${where}.${i}`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((k) => (k in parsed ? undeclaredFields(sent[k], parsed[k], `${where}.${k}`) : [`${where}.${k}`.slice(1)]));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message of a reply that sends fields its call does not declare. */
export function undeclaredText(call: Pick<CallDef, 'method' | 'path'>, fields: readonly string[]): string {
  // One row of a list is enough to name a field: `data.content.*.x`.
  const named = [...new Set(fields.map((f) => f.replace(/\.\d+(?=\.|$)/g, '.*')))];
  const more = named.length > DRIFT_ISSUES ? `; and ${named.length - DRIFT_ISSUES} more` : '';
  return `reply of ${call.method} ${call.path} sends fields its contract does not declare: ${named.slice(0, DRIFT_ISSUES).join(', ')}${more}`;
}

/** Every mismatch an app found, by its root instance (a test server reports them when it closes). */
const driftsOf = new WeakMap<FastifyInstance, string[]>();

/** The reply mismatches an app with `checkReplies` has answered as 500s so far. */
export function replyDrifts(app: FastifyInstance): readonly string[] {
  return driftsOf.get(app) ?? [];
}

/**
 * A reply that is not what its call declares is refused: answered as a 500 naming the call and
 * logged. Only envelopes of code 200 are checked (a refusal's data is null), and never a download.
 * The check reads the serialised reply, what the client gets: a Date the handler answers is the
 * ISO text a `z.string()` declares.
 */
function installReplyCheck(app: FastifyInstance): void {
  const drifts: string[] = [];
  driftsOf.set(app, drifts);
  // One envelope schema per call, made on its first reply.
  const envelopes = new WeakMap<CallDef, z.ZodType>();
  app.addHook('onSend', async (req, reply, payload: unknown) => {
    const call = req.routeOptions.config.call;
    if (!call?.reply || call.file || typeof payload !== 'string') return payload;
    let sent: unknown;
    try {
      sent = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (typeof sent !== 'object' || sent === null || (sent as { code?: unknown }).code !== 200) return payload;
    let schema = envelopes.get(call);
    if (!schema) envelopes.set(call, (schema = envelopeOf(call.reply)));
    const parsed = schema.safeParse(sent, { reportInput: true });
    let msg: string;
    if (parsed.success) {
      const extra = undeclaredFields(sent, parsed.data, '');
      if (!extra.length) return payload;
      msg = undeclaredText(call, extra);
    } else msg = replyDriftText(call, parsed.error.issues);
    drifts.push(msg);
    req.log.error({ reqId: req.id }, msg);
    void reply.code(500);
    return JSON.stringify({ code: 500, msg, data: null, succeed: false });
  });
}

/**
 * Validation and serialisation of contract schemas happen in `route` and in the envelope: Fastify
 * passes values through. `checkReplies` adds the reply check (tests only: it parses every reply).
 */
export function installContracts(app: FastifyInstance, opts: { readonly checkReplies?: boolean } = {}): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (opts.checkReplies) installReplyCheck(app);
}
