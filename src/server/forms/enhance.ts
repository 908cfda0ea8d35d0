import { z } from 'zod';
import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { badRequest } from '../http/errors.js';
import { checkButtons, hookButton } from './buttons.js';
import { CGFORM_TOPIC, loadOnlineForms, onlineEntity } from './live.js';
import { formCode } from '#shared/contract/entity.js';

/** Enhancements kept per table code (the spec's history size). */
export const KEEP_ENHANCES = 16;

/** A Formily reaction as data: its conditions are parsed, never eval'd (renderers/form/expressions.ts). */
const reaction = z
  .object({
    dependencies: z.array(z.string().max(100)).max(20).optional(),
    when: z.string().max(500).optional(),
    fulfill: z
      .object({ state: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .optional(),
    otherwise: z
      .object({ state: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .optional(),
  })
  .strict();

/**
 * Linkage, visibility and computed values per field, as x-reactions merged into the form's fields; and
 * buttons on the list's toolbar or rows that run a registered server action (buttons.ts).
 */
export const enhanceBody = z.object({
  code: formCode,
  reactions: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, '字段名格式不正确'), z.union([reaction, z.array(reaction).max(10)])).default({}),
  buttons: z.array(hookButton).max(20).default([]),
});
export type Enhance = z.infer<typeof enhanceBody>;

export async function saveEnhance(ctx: Ctx, user: AuthUser, body: Enhance): Promise<void> {
  const e = onlineEntity(ctx, body.code);
  const unknown = Object.keys(body.reactions).find((f) => !(f in e.schema.fields));
  if (unknown) throw badRequest(`表单 ${body.code} 没有字段 ${unknown}`, `reactions.${unknown}`);
  const buttons = checkButtons(e, body.buttons);
  await ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('onl_cgform_enhance')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('code', '=', body.code)
      .executeTakeFirst();
    const version = Number(last?.v ?? 0) + 1;
    const row = {
      id: newId(),
      code: body.code,
      version,
      content: JSON.stringify(body.reactions),
      buttons: JSON.stringify(buttons),
      create_by: user.username,
      create_time: nowText(),
    };
    await trx.insertInto('onl_cgform_enhance').values(row).execute();
    await trx
      .deleteFrom('onl_cgform_enhance')
      .where('code', '=', body.code)
      .where('version', '<=', version - KEEP_ENHANCES)
      .execute();
  });
  await loadOnlineForms(ctx);
  ctx.bus.publish(CGFORM_TOPIC);
}

export const listEnhances = (ctx: Ctx, code: string) =>
  ctx.db
    .selectFrom('onl_cgform_enhance')
    .select(['version', 'content', 'buttons', 'create_by', 'create_time'])
    .where('code', '=', code)
    .orderBy('version', 'desc')
    .execute();
