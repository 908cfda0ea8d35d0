import type { FastifyInstance } from 'fastify';
import type { HookMap } from './crud/hooks.js';
import type { Ctx } from './http/types.js';
import { loginRoutes } from './system/auth/login.js';
import { dictRoutes } from './system/dict/routes.js';
import { dictHooks, dictItemHooks } from './system/dict/hooks.js';
import { permissionRoutes } from './system/permission/routes.js';

/** Hand-written routes, registered before the schema CRUD routes (which they may replace). */
export const domainModules: ((app: FastifyInstance, ctx: Ctx) => Promise<void>)[] = [
  loginRoutes,
  dictRoutes,
  permissionRoutes,
];

/** Per-entity behaviour the schema cannot express. */
export const entityHooks = (): HookMap => ({
  sys_dict: dictHooks,
  sys_dict_item: dictItemHooks,
});
