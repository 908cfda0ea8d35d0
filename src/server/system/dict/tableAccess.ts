import { readPermOf } from '../../crud/perms.js';
import type { AuthUser, Ctx } from '../../http/types.js';

/** A table dictionary is readable by whoever may read that entity, or a field that uses it. */
export function canReadTableDict(ctx: Ctx, user: AuthUser, code: string): boolean {
  const target = ctx.registry.get(code.split(',')[0])!;
  if (user.perms.has(readPermOf(target))) return true;
  return ctx.registry.all().some((e) => user.perms.has(readPermOf(e)) && Object.values(e.schema.fields).some((f) => f.dict === code));
}
