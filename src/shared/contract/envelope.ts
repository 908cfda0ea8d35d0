import { z } from 'zod';

/** The JeecgBoot-compatible response envelope every ISPS API answer carries. */
export const envelopeOf = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result,
    timestamp: z.number(),
  });

export type Envelope<T = unknown> = Omit<z.infer<ReturnType<typeof envelopeOf<z.ZodUnknown>>>, 'result'> & { result: T };

export const ok = <T>(result: T, message = '操作成功！'): Envelope<T> => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: Date.now(),
});

/** A refusal; its result is null unless given (typed, so a route's answer schema checks it). */
export function fail(message: string, code?: number): Envelope<null>;
export function fail<T>(message: string, code: number, result: T): Envelope<T>;
export function fail(message: string, code = 500, result: unknown = null): Envelope<unknown> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/** Business warning on portal / curve calls (shown as a warning, not an error). */
export const warn = (message: string): Envelope<null> => ({
  success: false,
  message,
  code: 510,
  result: null,
  timestamp: Date.now(),
});

export const TOKEN_INVALID = 'Token失效，请重新登录';
