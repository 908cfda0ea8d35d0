/** What the client shows for a failed call (spec §8), decided apart from the UI so it can be tested. */
export type ErrorAction =
  { kind: 'error'; text: string } | { kind: 'unauthorized'; text: string } | { kind: 'expired' } | { kind: 'notify'; title: string; text: string };

export function errorAction(status: number, message: string | undefined, hasToken: boolean): ErrorAction {
  if (status === 500 && hasToken && message?.includes('Token失效')) return { kind: 'expired' };
  switch (status) {
    case 403:
      return { kind: 'error', text: '拒绝访问' };
    case 404:
      return { kind: 'error', text: '很抱歉，资源未找到!' };
    case 504:
    case 0:
      return { kind: 'error', text: '网络超时' };
    case 401:
      return { kind: 'unauthorized', text: '未授权，请重新登录' };
    default:
      return { kind: 'notify', title: '系统提示', text: message || `请求失败（${status}）` };
  }
}
