import type { Field } from '@formily/core';
import type { ISchema } from '@formily/react';
import { blank, valueSchema } from '#shared/contract/fieldRules.js';
import { RULE_MESSAGES } from '#shared/contract/ruleMessages.js';
import { userField } from '#shared/contract/userFields.js';

type Lang = 'zh' | 'en';

export interface UserFieldOptions {
  /** the form's own label in the UI language (e.g. 新密码); default: the schema's title */
  title?: string;
  /** required, with this message; true: the shared "<title>不能为空"; default: as the schema says */
  required?: boolean | string;
  /** false: only "required" (login checks the account, not the rules of a new value) */
  rules?: boolean;
  component?: string;
  props?: Record<string, unknown>;
}

/**
 * A Formily field for one of sys_user's fields: its title, length/pattern/format rules and their messages come
 * from schemas/sys_user.json through the shared field rules, exactly as the server checks the value.
 */
export function userFieldSchema(name: string, lang: Lang, index: number, o: UserFieldOptions = {}): ISchema {
  const f = userField(name, o.title ? { zh: o.title, en: o.title } : undefined);
  const label = (lang === 'en' ? f.title.en : '') || f.title.zh;
  const required = o.required === undefined ? f.required === true : !!o.required;
  const rule = valueSchema(f, lang, () => label);
  const check = (v: unknown) => {
    if (blank(v)) return '';
    const r = rule.safeParse(v);
    return r.success ? '' : r.error.issues[0].message;
  };
  return {
    type: 'string',
    title: label,
    required,
    'x-index': index,
    'x-decorator': 'FormItem',
    'x-component': o.component ?? (f.type === 'password' ? 'Password' : 'Input'),
    'x-component-props': o.props ?? {},
    'x-validator': [
      ...(required ? [{ required: true, message: typeof o.required === 'string' ? o.required : RULE_MESSAGES[lang].required(label) }] : []),
      ...(o.rules === false ? [] : [check]),
    ],
  };
}

/** "Confirm password": required with its message, equal to the field `of`, re-checked when that one changes. */
export function confirmSchema(
  title: string,
  index: number,
  messages: { required: string; mismatch: string },
  of = 'password',
  props: Record<string, unknown> = {},
): ISchema {
  return {
    type: 'string',
    title,
    required: true,
    'x-index': index,
    'x-decorator': 'FormItem',
    'x-component': 'Password',
    'x-component-props': { autoComplete: 'new-password', ...props },
    'x-validator': [
      { required: true, message: messages.required },
      (v: unknown, _r: unknown, ctx: { form: { values: Record<string, unknown> } }) => (v && v !== ctx.form.values[of] ? messages.mismatch : ''),
    ],
    // like antd's dependencies: a confirmation already typed is judged again when the password changes
    'x-reactions': (field: Field) => {
      const watched = field.form.values[of];
      // a mismatch rejects with the errors, which the field already shows: nothing is left uncaught
      if (watched !== undefined && field.value) field.validate().catch(() => undefined);
    },
  };
}
