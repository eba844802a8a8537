/** The response envelope {code, msg, data} and the errors that map onto its codes. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  succeed: boolean;
}

export const ok = <T>(data: T, msg = '操作成功!'): Envelope<T> => ({ code: 200, msg, data, succeed: true });

/** A handled failure: the client sees `code` and `msg` in the body (HTTP 200, as the spec's catalogue expects). */
export class ApiError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 429 | 500,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const notFound = (what = '记录') => new ApiError(404, `${what}不存在或无权访问`);
export const forbidden = (msg = '没有权限执行此操作') => new ApiError(403, msg);
export const unauthorized = (msg = '登录状态已过期，请重新登录') => new ApiError(401, msg);
