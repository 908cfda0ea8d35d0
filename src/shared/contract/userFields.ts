import sysUser from '../../../schemas/sys_user.json' with { type: 'json' };
import type { FieldDef, I18nText } from './entity.js';
import type { RuleField } from './fieldRules.js';

/**
 * sys_user's field definitions as schemas/sys_user.json states them: the login, registration, reset and
 * password forms take their rules from here, so a rule (the password pattern) is written only in that file.
 */
export const USER_FIELDS = sysUser.fields as unknown as Record<string, FieldDef>;

/** One user field ready for the shared rules (fieldRules.ts); a form may title it its own way. */
export function userField(name: string, title?: I18nText): RuleField {
  const f = USER_FIELDS[name];
  if (!f) throw new Error(`sys_user has no field ${name}`);
  return { ...f, ...(title ? { title } : {}), name };
}
