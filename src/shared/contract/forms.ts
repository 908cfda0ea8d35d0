import { z } from 'zod';

/** POST /online/cgform/head/publish, rollback and copy: the version published and what its table went through. */
export const published = z.object({
  code: z.string(),
  version: z.number().int(),
  diff: z.unknown().describe('the fields added, changed and removed against the previous version'),
  changes: z.array(z.object({ kind: z.string(), column: z.string().optional(), destructive: z.boolean() })).describe('table changes, without their SQL'),
  backup: z.string().nullable().describe('the backup table a change that loses data kept'),
});
