import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/types.js';
import { avatarRoutes } from './avatar.js';
import { bindingRoutes } from './binding.js';
import { notifyPrefRoutes } from './notifyPrefs.js';
import { sessionRoutes } from './sessions.js';

/** 账户设置 beyond the profile: avatar, binding, notification channels, live sessions. */
export async function accountSettingsRoutes(app: FastifyInstance, ctx: Ctx) {
  await avatarRoutes(app, ctx);
  await bindingRoutes(app, ctx);
  await notifyPrefRoutes(app, ctx);
  await sessionRoutes(app, ctx);
}
