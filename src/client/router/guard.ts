/** Paths open without a token (spec §2). */
export const WHITE_LIST = ['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/dashboard/analysis'];
export const LOGIN = '/user/login';
export const HOME = '/dashboard/analysis';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'fetchPermissions' };

const OUTSIDE_CONSOLE = (path: string) =>
  path === '/' || path.startsWith('/portal') || path.startsWith('/user/') || path.startsWith('/test/') || ['/403', '/404', '/500'].includes(path);
const isPublic = (path: string) => WHITE_LIST.includes(path) || OUTSIDE_CONSOLE(path);

/** What the guard does for a navigation to `fullPath` (path plus query). */
export function decide(fullPath: string, hasToken: boolean, permissionsLoaded: boolean): GuardDecision {
  const path = fullPath.split('?')[0];
  if (hasToken) {
    if (path === LOGIN) return { kind: 'redirect', to: HOME };
    if (!permissionsLoaded && !OUTSIDE_CONSOLE(path)) return { kind: 'fetchPermissions' };
    return { kind: 'allow' };
  }
  if (isPublic(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: `${LOGIN}?redirect=${encodeURIComponent(fullPath)}` };
}
