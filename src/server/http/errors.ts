/** An error that becomes an envelope with this HTTP status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { field } : null);
export const forbidden = (message = '没有权限，请联系管理员授权') => new HttpError(403, message);
export const notFound = (message = '未找到对应数据') => new HttpError(404, message);
