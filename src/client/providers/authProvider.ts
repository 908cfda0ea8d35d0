import type { AuthProvider } from '#renderers/providers/types.js';
import { useAuthCheck } from '../auth/useAuth.js';
import { loadPermissions } from '../session/loadPermissions.js';
import { session } from '../session/session.js';

/** Button permissions from the session (JeecgBoot's auth / allAuth rules); a refresh refetches menu and rules. */
export const jeecgAuthProvider: AuthProvider = {
  useCan: useAuthCheck,
  refreshPermissions: async () => session.setPermissions(await loadPermissions()),
};
