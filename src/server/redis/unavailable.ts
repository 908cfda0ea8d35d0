import { HttpError } from '../http/errors.js';

/**
 * A Redis command on the request path: when Redis cannot be reached (the command fails or times
 * out, client.ts), the request answers 503 naming what is missing, never a 500 or a hang.
 */
export const orUnavailable = <T>(p: Promise<T>, what: string): Promise<T> =>
  p.catch(() => {
    throw new HttpError(503, `${what}暂不可用（Redis 无法连接），请稍后再试`);
  });
