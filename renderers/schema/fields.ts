import type { ClientField, ClientSchema } from '../types.js';

const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 1e9) - (b.order ?? 1e9);

/** Columns of the list table, in schema order. */
export const listFields = (s: ClientSchema): ClientField[] => s.columns.filter((c) => c.list).sort(byOrder);

/** Fields of the query form. */
export const queryFields = (s: ClientSchema): ClientField[] => s.columns.filter((c) => c.query).sort(byOrder);

/** Fields of the create/edit form: everything the client may write (passwords included, read-only excluded). */
export function formFields(s: ClientSchema): ClientField[] {
  return Object.entries(s.fields)
    .map(([name, f]) => ({ ...f, name, column: f.column ?? name }))
    .filter((f) => f.form !== false && !f.readOnly)
    .sort(byOrder);
}

/** Fields shown on the read-only details view: every readable field. */
export const detailFields = (s: ClientSchema): ClientField[] => s.columns.filter((c) => c.name !== 'delFlag' && c.name !== 'tenantId');

/** Dictionary codes a page needs, loaded once per page. */
export const dictCodes = (fields: ClientField[]): string[] => [...new Set(fields.map((f) => f.dict).filter((d): d is string => !!d))];

export const isTableDict = (code: string) => code.includes(',');
