import type { ISchema } from '@formily/react';
import type { TFunction } from 'i18next';

/** A member row's keys: what is saved (the table keeps bookkeeping keys of its own on the rows). */
export const MEMBER_KEYS = ['name', 'workId', 'department'] as const;

/** The rows as saved in the JSON field: only the member keys. */
export const memberRows = (rows: Record<string, unknown>[] = []) => rows.map((r) => Object.fromEntries(MEMBER_KEYS.map((k) => [k, r[k] ?? ''])));

/** One text column of the members table; the name is required (a member row needs one). */
const column = (name: string, title: string, required?: string): ISchema => ({
  type: 'void',
  'x-component': 'ArrayTable.Column',
  'x-component-props': { title },
  properties: {
    [name]: {
      type: 'string',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
      'x-component-props': { maxLength: 32 },
      ...(required ? { required: true, 'x-validator': [{ required: true, message: required }] } : {}),
    },
  },
});

/**
 * 成员管理 of the advanced form: an editable table of members (name, staff no., department), saved as the
 * warehouse schema's JSON field `members`.
 */
export const membersSchema = (t: TFunction): ISchema => ({
  type: 'array',
  'x-component': 'ArrayTable',
  'x-component-props': { pagination: false, size: 'small', rowKey: (_: unknown, i: number) => String(i) },
  items: {
    type: 'object',
    properties: {
      name: column('name', t('examples.advanced.memberName'), t('examples.advanced.memberRequired')),
      workId: column('workId', t('examples.advanced.workId')),
      department: column('department', t('examples.advanced.department')),
      remove: {
        type: 'void',
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: t('examples.advanced.remove'), width: 80 },
        properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
      },
    },
  },
  properties: { add: { type: 'void', title: t('examples.advanced.addMember'), 'x-component': 'ArrayTable.Addition' } },
});
