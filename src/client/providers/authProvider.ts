import type { AuthProvider } from '#renderers/providers/types.js';
import { useAuthCheck } from '../auth/useAuth.js';

/** Button permissions from the session (JeecgBoot's auth / allAuth rules). */
export const jeecgAuthProvider: AuthProvider = { useCan: useAuthCheck };
