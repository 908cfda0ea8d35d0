import { z } from 'zod';
import { entitySchema, fieldShape, i18n } from './entity.js';

/** GET /sys/schema/:entity: what the client renders an entity page from. */

/** One field as the client gets it (audit columns included, passwords excluded). */
export const clientField = fieldShape.safeExtend({ name: z.string(), column: z.string() });

export const ACTIONS = ['add', 'edit', 'delete', 'export', 'import'] as const;

/** A button an online form's enhancement adds: it runs POST /online/cgform/api/action/<code>/<key> on the selected ids. */
export const hookButton = z.object({
  key: z.string(),
  title: i18n,
  position: z.enum(['toolbar', 'row']),
  confirm: i18n.optional(),
  /** the permission the caller needs (the form's edit or add) */
  perm: z.string(),
});

/** POST /online/cgform/api/action/<code>/<key>: how many records the button's action changed (the message says it). */
export const buttonRun = z.object({ count: z.number().int() });

export const clientSchema = entitySchema.safeExtend({
  // the schema files' rule is a plain identifier; an online form's runtime schema carries its namespace (online:<code>)
  permission: z.string(),
  columns: z.array(clientField),
  /** permission codes per action, so the client can hide what the caller may not do */
  permissions: z.record(z.enum([...ACTIONS, 'read']), z.string()),
  can: z.record(z.enum(ACTIONS), z.boolean()),
  hooks: z.array(hookButton).optional(),
});

/** GET /sys/schema/list: one entity the caller may read, so a menu component finds its entity. */
export const schemaSummary = z.object({
  entity: z.string(),
  api: z.string(),
  title: i18n,
  menu: entitySchema.shape.menu.unwrap().nullable(),
  tree: z.boolean(),
});

export type SchemaSummary = z.infer<typeof schemaSummary>;
export type HookButton = z.infer<typeof hookButton>;
export type ClientField = z.infer<typeof clientField>;
export type ClientSchema = z.infer<typeof clientSchema>;
export type Action = (typeof ACTIONS)[number];
