/** Entity schema format (schemas/*.json). The zod definition in src/server/schema/metaSchema.ts is the source of truth. */
export type FieldType =
  | 'string' | 'text' | 'richtext' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime'
  | 'password' | 'image' | 'depart' | 'user' | 'json';

export type QueryMode = 'eq' | 'like' | 'in' | 'range';

export interface I18nText { zh: string; en: string }

export interface FieldDef {
  type: FieldType;
  title: I18nText;
  column?: string;
  /** true, or 'add': needed when creating only (a password) */
  required?: boolean | 'add';
  unique?: boolean;
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  patternMessage?: I18nText;
  format?: 'email' | 'phone' | 'url';
  dict?: string;
  multiple?: boolean;
  default?: string | number | boolean;
  list?: boolean;
  query?: QueryMode;
  sort?: boolean;
  form?: boolean;
  readOnly?: boolean;
  checkRule?: string;
  order?: number;
  [xKey: `x-${string}`]: unknown;
}

export interface MenuDef {
  parent: string;
  path: string;
  icon?: string;
  order?: number;
  component?: string;
  name?: string;
}

export interface EntitySchema {
  $schema?: string;
  entity: string;
  api: string;
  permission: string;
  readPermission?: string;
  title: I18nText;
  menu?: MenuDef;
  softDelete?: boolean;
  tenant?: boolean;
  /** versions of each record in sys_data_log, written on add and edit */
  dataLog?: boolean;
  orderBy?: string;
  tree?: { parentField: string };
  page?: { pageSize?: number; virtual?: boolean; form?: 'modal' | 'drawer'; formColumns?: 1 | 2 };
  buttons?: { code: string; title: I18nText; type?: '1' | '2' }[];
  fields: Record<string, FieldDef>;
}
