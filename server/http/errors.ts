/** Maps every failure onto the envelope: handled errors keep HTTP 200 with their body code; real faults are 500 with a request id, never a stack. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

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

function pgCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return c;
    cur = (cur as { cause?: unknown }).cause;
  }
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
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT') {
      return reply.code(200).send({ code: 400, msg: '文件只能在50M以内', data: null, succeed: false });
    }
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
