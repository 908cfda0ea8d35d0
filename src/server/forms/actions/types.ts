import type { z } from 'zod';
import type { AuthUser, Ctx } from '../../http/types.js';
import type { Entity } from '../../schema/registry.js';

/** What an action runs on: the form, the caller and the selected records (already found in the caller's scope). */
export interface ActionRun<P> {
  ctx: Ctx;
  entity: Entity;
  user: AuthUser;
  tenantId: string;
  ids: string[];
  /** the button's own settings, as saved with the enhancement */
  params: P;
}

/**
 * A server action a button may name: code, never an expression. Its settings are checked when the
 * enhancement is saved (against the form's schema), and the caller's right to the table when it runs.
 */
export interface CgAction<P = any> {
  /** the form permission the caller needs (<prefix>:edit, <prefix>:add …) */
  perm: 'add' | 'edit';
  /** the button's settings (e.g. which field and value) */
  params: z.ZodType<P>;
  /** settings checked against the form: 400 naming the key, or nothing */
  check?(entity: Entity, params: P): { field: string; message: string } | null;
  run(r: ActionRun<P>): Promise<{ count: number; message: string }>;
}

/** One button of an enhancement. */
export interface HookButton {
  key: string;
  title: { zh: string; en: string };
  action: string;
  position: 'toolbar' | 'row';
  confirm?: { zh: string; en: string };
  params?: unknown;
}
