import { z } from 'zod';
import { valueSchema } from '#shared/contract/fieldRules.js';
import type { Ctx } from '../../http/types.js';

/** Validators of sys_user's own fields (the schema file's rules), titled for the self-service forms. */
export function userFieldSchemas(ctx: Ctx) {
  const user = ctx.registry.must('sys_user');
  const field = (name: string, zh: string, en: string) => valueSchema({ ...user.byName.get(name)!, title: { zh, en } }) as z.ZodType<string, string>;
  const required = (name: string, zh: string, en: string) =>
    z
      .string({ error: `${zh}（${name}）不能为空` })
      .trim()
      .min(1, `${zh}（${name}）不能为空`)
      .pipe(field(name, zh, en));
  return { field, required };
}
