import { userPermissions } from '#shared/contract/permissions.js';
import { http } from '../api/http.js';
import type { Permissions } from './types.js';

export const EMPTY_MENU = 'getPermissionList: permissions must be a non-null array !';

/** Fetches the caller's permissions; an empty menu is refused as JeecgBoot's client does. */
export async function loadPermissions(): Promise<Permissions> {
  // `console=isps`: every entry as ISPS's console shows it (JeecgBoot's is sent here for ISPS-only pages)
  const r = await http.get('/sys/permission/getUserPermissionByToken', { console: 'isps' }, { answer: userPermissions });
  if (!Array.isArray(r.result?.menu) || !r.result.menu.length) throw new Error(EMPTY_MENU);
  return r.result;
}
