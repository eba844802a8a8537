/** Maps every failure onto the envelope: handled errors keep HTTP 200 with their body code; real faults are 500 with a request id, never a stack. */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { OPS_TEXT } from '../../src/domain/calls/ops';
import { INPUT_MSG, REQUEST_LIMITS } from '../../src/domain/input';
import { UPLOAD_MSG } from '../../src/domain/upload';
import { ApiError } from './envelope';
import { REQUEST_ID_HEADER } from './requestId';

const PG_MESSAGES: Record<string, string> = {
  '23505': '数据已存在，不能重复添加',
  '23503': '存在关联数据，无法完成操作',
  '23502': '必填数据缺失',
  '22P02': '参数格式不正确',
  '22003': '数值超出范围',
  '22001': '内容过长',
  '22007': '日期格式不正确',
  '22008': '日期超出范围',
};

/** What was too much in a request the size limits stopped (app.ts); any other 413 is a body over the limit. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: UPLOAD_MSG.tooLarge,
  FST_FILES_LIMIT: UPLOAD_MSG.requestFiles(REQUEST_LIMITS.files),
  FST_FIELDS_LIMIT: UPLOAD_MSG.requestFields(REQUEST_LIMITS.fields),
  FST_PARTS_LIMIT: UPLOAD_MSG.requestParts(REQUEST_LIMITS.files, REQUEST_LIMITS.fields),
  FST_ERR_CTP_BODY_TOO_LARGE: INPUT_MSG.bodyTooLarge(REQUEST_LIMITS.bodyMb),
};

/** The error and its causes (drizzle wraps the driver's error), nearest first. */
function* causes(e: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 4; depth++) {
    yield cur as { code?: unknown; message?: unknown };
    cur = (cur as { cause?: unknown }).cause;
  }
}

/** node-postgres's own words when the connection, not the statement, failed. */
const LOST_CONNECTION = /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/** The disk a file was being written to is full (or the user's disk quota reached). */
export const storageFull = (e: unknown): boolean => [...causes(e)].some((c) => c.code === 'ENOSPC' || c.code === 'EDQUOT');

/**
 * The database cannot be reached (stopped, restarting, its connections ended, the pool cannot
 * connect): not a fault of this request, and over once it is back, so a 503 saying so.
 * SQLSTATE class 08 is a connection exception, 57P01-57P03 a shutdown or start in progress.
 */
export function databaseUnavailable(e: unknown): boolean {
  for (const c of causes(e)) {
    const code = typeof c.code === 'string' ? c.code : '';
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    if (typeof c.message === 'string' && LOST_CONNECTION.test(c.message)) return true;
  }
  return false;
}

function pgCode(e: unknown): string | undefined {
  for (const c of causes(e)) if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c.code;
  return undefined;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof ApiError) {
      const error = err;
      if (error.code >= 500) req.log.error({ err: error, reqId: req.id }, 'api error');
      return reply.code(200).send({ code: error.code, msg: error.message, data: null, succeed: false });
    }
    const error = err as FastifyError;
    const pg = pgCode(error);
    if (pg && PG_MESSAGES[pg]) {
      req.log.warn({ pg, reqId: req.id, detail: error.message }, 'database refused');
      return reply.code(200).send({ code: 400, msg: PG_MESSAGES[pg], data: null, succeed: false });
    }
    if (databaseUnavailable(error)) {
      req.log.warn({ reqId: req.id, detail: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: 503, msg: OPS_TEXT.databaseUnavailable(req.id), data: null, succeed: false });
    }
    if (storageFull(error)) {
      req.log.error({ err: error, reqId: req.id }, 'storage full');
      return reply.code(200).send({ code: 500, msg: UPLOAD_MSG.storageFull, data: null, succeed: false });
    }
    const status = error.statusCode ?? 500;
    const tooLarge = Object.hasOwn(LIMIT_MESSAGES, error.code) ? LIMIT_MESSAGES[error.code] : status === 413 ? INPUT_MSG.bodyTooLarge(REQUEST_LIMITS.bodyMb) : undefined;
    if (tooLarge) return reply.code(200).send({ code: 400, msg: tooLarge, data: null, succeed: false });
    if (status >= 400 && status < 500) {
      const msg = error.validation
        ? `参数不正确：${error.message}`
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? '请求内容不是有效的 JSON'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '不支持的请求内容类型'
            : `请求不正确：${error.message}`;
      return reply.code(200).send({ code: 400, msg, data: null, succeed: false });
    }
    req.log.error({ err: error, reqId: req.id }, 'unexpected failure');
    return reply.code(500).send({ code: 500, msg: `后台服务异常！(请求编号 ${req.id})`, data: null, succeed: false });
  });
}

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
};

/**
 * The router's own refusals (a malformed escape such as `%` or `%ED%A0%80` in the path, a path
 * parameter over the length limit) never reach the error handler: pass this as the Fastify
 * `frameworkErrors` option so they, too, are the envelope with body code 400.
 */
export function frameworkErrors(error: FastifyError, req: { readonly id: string }, reply: Pick<FastifyReply, 'code' | 'send' | 'header'>): void {
  // Before routing: the request-id hooks have not run (requestId.ts), so the id is set here.
  void reply
    .code(200)
    .header(REQUEST_ID_HEADER, req.id)
    .send({ code: 400, msg: ROUTER_MESSAGES[error.code] ?? '请求不正确', data: null, succeed: false, requestId: req.id });
}
