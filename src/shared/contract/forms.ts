import { z } from 'zod';
import { pageOf } from './page.js';

/** POST /online/cgform/head/publish, rollback and copy: the version published and what its table went through. */
export const published = z.object({
  code: z.string(),
  version: z.number().int(),
  diff: z.unknown().describe('the fields added, changed and removed against the previous version'),
  changes: z.array(z.object({ kind: z.string(), column: z.string().optional(), destructive: z.boolean() })).describe('table changes, without their SQL'),
  backup: z.string().nullable().describe('the backup table a change that loses data kept'),
});

/** GET /online/cgform/head/meta: the entity meta-schema as JSON Schema (z.toJSONSchema), which the designer renders. */
export const formMeta = z.looseObject({ type: z.literal('object'), properties: z.record(z.string(), z.looseObject({})) });

/** GET /online/cgform/head/schema/:code: the stored form as the designer edits it, where it comes from and its version. */
export const formSource = z.object({
  schema: z.looseObject({ entity: z.string(), fields: z.record(z.string(), z.looseObject({})) }),
  source: z.enum(['file', 'online']),
  version: z.number().int().nullable(),
});

/** One kept version of an online form (GET /online/cgform/head/versions/:code, a page of them). */
export const formVersion = z.object({
  version: z.number().int(),
  diff: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    changed: z.record(z.string(), z.array(z.string())),
    settings: z.array(z.string()),
  }),
  backupTable: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type FormVersion = z.infer<typeof formVersion>;
export const formVersions = pageOf(formVersion);
