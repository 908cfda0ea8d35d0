/** The JeecgBoot-compatible response envelope every ISPS API answer carries. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Paged results, MyBatis-Plus IPage shape (the fields JeecgBoot clients read). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const ok = <T>(result: T, message = '操作成功！'): Envelope<T> => ({
  success: true, message, code: 200, result, timestamp: Date.now(),
});

export const fail = (message: string, code = 500, result: unknown = null): Envelope<unknown> => ({
  success: false, message, code, result, timestamp: Date.now(),
});

/** Business warning on portal / curve calls (shown as a warning, not an error). */
export const warn = (message: string): Envelope<null> => ({
  success: false, message, code: 510, result: null, timestamp: Date.now(),
});

export const TOKEN_INVALID = 'Token失效，请重新登录';
