import { z } from 'zod';
import { MAX_PATTERN, patternError, validatorPatterns } from './pattern.js';

/** The entity schema format (schemas/*.json): the server validates with it, editors get its JSON form, types come from it. */
export const i18n = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const ident = /^[a-z][a-z0-9_]*$/;

/** An online form's code, which is also its table's name: the one rule of its routes, dispatch and enhancements. */
export const formCode = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, '表单编码格式不正确');

/** A field's keys without the schema-file rule below (the client's columns add name and column to it). */
export const fieldShape = z
  .object({
    type: z.enum(['string', 'text', 'richtext', 'integer', 'number', 'boolean', 'date', 'datetime', 'password', 'image', 'depart', 'user', 'json']),
    title: i18n,
    column: z.string().regex(ident).optional(),
    required: z
      .union([z.boolean(), z.literal('add')])
      .optional()
      .describe('true, or "add": needed when creating only (e.g. a password)'),
    unique: z.boolean().optional(),
    maxLength: z.number().int().positive().max(10000).optional(),
    minLength: z.number().int().nonnegative().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    pattern: z.string().max(MAX_PATTERN).optional().describe('RE2 syntax (no lookaround or backreferences): matched in linear time'),
    patternMessage: i18n.optional(),
    format: z.enum(['email', 'phone', 'url']).optional(),
    dict: z
      .string()
      .regex(/^[a-z][a-z0-9_]*(,[a-z][a-zA-Z0-9_]*,[a-z][a-zA-Z0-9_]*)?$/, 'a dictionary code, or "table,textField,codeField" of a registered entity')
      .optional(),
    multiple: z.boolean().optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    list: z.boolean().optional(),
    query: z.enum(['eq', 'like', 'in', 'range']).optional(),
    sort: z.boolean().optional(),
    form: z.boolean().optional().describe('false keeps the field out of create/edit forms'),
    readOnly: z.boolean().optional().describe('set by the server only; ignored in request bodies'),
    checkRule: z.string().optional().describe('code of a check rule run through /sys/checkRule/checkByCode'),
    order: z.number().optional(),
  })
  .catchall(z.unknown());

export const fieldDef = fieldShape.superRefine((f, ctx) => {
  for (const k of Object.keys(f)) {
    if (!(k in fieldShapeKeys) && !k.startsWith('x-')) {
      ctx.addIssue({ code: 'custom', path: [k], message: `unknown key "${k}" (Formily overrides must start with x-)` });
    }
  }
  // user-written: it must run on the linear-time engine (pattern.ts), so one it cannot compile is refused here
  const patterns = [{ path: ['pattern'], pattern: f.pattern }, ...validatorPatterns(f['x-validator']).map((v) => ({ ...v, path: ['x-validator', ...v.path] }))];
  for (const { path, pattern } of patterns) {
    const bad = pattern === undefined ? null : typeof pattern === 'string' ? patternError(pattern) : 'not text';
    if (bad) ctx.addIssue({ code: 'custom', path, message: `not a pattern RE2 supports (no lookaround or backreferences): ${bad}` });
  }
});

const fieldShapeKeys = Object.fromEntries(
  [
    'type',
    'title',
    'column',
    'required',
    'unique',
    'maxLength',
    'minLength',
    'min',
    'max',
    'pattern',
    'patternMessage',
    'format',
    'dict',
    'multiple',
    'default',
    'list',
    'query',
    'sort',
    'form',
    'readOnly',
    'checkRule',
    'order',
  ].map((k) => [k, true]),
);

export const entitySchema = z
  .object({
    $schema: z.string().optional(),
    entity: z.string().regex(ident, 'lower-case table name: letters, digits, _'),
    api: z.string().regex(/^(\/[a-zA-Z][a-zA-Z0-9_]*)+$/, 'a path like /sys/position'),
    permission: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/)
      .describe('prefix of the permission codes <prefix>:list|add|edit|delete|export|import'),
    readPermission: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]*:[a-zA-Z][a-zA-Z0-9_:]*$/)
      .optional()
      .describe('code that lets a caller read records; default <prefix>:list'),
    title: i18n,
    menu: z
      .object({
        parent: z.string().startsWith('/'),
        path: z.string().startsWith('/'),
        icon: z.string().optional(),
        order: z.number().optional(),
        component: z.string().optional(),
        name: z.string().optional(),
        adminOnly: z.boolean().optional().describe('granted to the admin role only (default: the page also to operators)'),
      })
      .strict()
      .optional(),
    softDelete: z.boolean().optional(),
    tenant: z.boolean().optional(),
    dataLog: z.boolean().optional().describe('keep a version of the record in sys_data_log on every add and edit (/sys/dataLog: versions and their diff)'),
    orderBy: z
      .string()
      .regex(/^[a-z][A-Za-z0-9]* (asc|desc)$/, '"<field> asc|desc"')
      .optional(),
    tree: z.object({ parentField: z.string() }).strict().optional(),
    page: z
      .object({
        pageSize: z.number().int().min(1).max(1000).optional().describe('rows per page (default 10)'),
        virtual: z.boolean().optional().describe('virtual scrolling for long pages'),
        form: z.enum(['modal', 'drawer']).optional().describe('where the create/edit form opens (default modal)'),
        formColumns: z
          .union([z.literal(1), z.literal(2)])
          .optional()
          .describe('form grid columns (default 2)'),
      })
      .strict()
      .optional()
      .describe('how the list page and form are laid out'),
    buttons: z
      .array(
        z
          .object({
            code: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*:[a-zA-Z][a-zA-Z0-9_:]*$/),
            title: i18n,
            type: z.enum(['1', '2']).optional(),
          })
          .strict(),
      )
      .optional(),
    fields: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'camelCase field name'), fieldDef),
  })
  .strict();

export type I18nText = z.infer<typeof i18n>;
export type FieldDef = z.infer<typeof fieldDef>;
export type FieldType = FieldDef['type'];
export type QueryMode = NonNullable<FieldDef['query']>;
export type EntitySchema = z.infer<typeof entitySchema>;
export type MenuDef = NonNullable<EntitySchema['menu']>;
