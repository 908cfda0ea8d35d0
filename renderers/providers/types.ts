import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Envelope } from '#shared/contract/envelope.js';
import type { CrudFilter } from '../data/filters.js';
import type { Paged, Row } from '../types.js';

/** One request outside the CRUD verbs (recycle bin, tree children, duplicate checks, reports…). */
export interface CustomRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the API base, e.g. /sys/duplicate/check */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** multipart upload of one file under the field name "file" */
  file?: File;
  /** the caller shows the error itself */
  quiet?: boolean;
  /** the schema of a successful answer's `result` (a host may check answers with it; the result is typed by it) */
  answer?: z.ZodType;
}

export interface ImportResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; field: string; message: string }[];
}

/**
 * Everything the renderers read or write, by resource (an entity's API base such as /sys/user).
 * Writes answer the server's message; a refusal throws a {@link DataError}.
 */
export interface DataProvider {
  /** `params.filters` may carry typed filters (refine's getList), sent as {@link filterQuery} spells them */
  list(resource: string, params: Record<string, unknown> & { filters?: CrudFilter[] }, opts?: { roots?: boolean }): Promise<Paged<Row>>;
  get(resource: string, id: string): Promise<Row>;
  create(resource: string, values: Record<string, unknown>): Promise<string>;
  update(resource: string, values: Record<string, unknown>): Promise<string>;
  delete(resource: string, ids: string[]): Promise<string>;
  export(resource: string, params: Record<string, unknown>): Promise<Blob>;
  import(resource: string, file: File): Promise<{ message: string; result: ImportResult }>;
  custom<S extends z.ZodType>(req: CustomRequest & { answer: S }): Promise<Envelope<z.output<S>>>;
  custom<T>(req: CustomRequest): Promise<Envelope<T>>;
  /** a file download outside the CRUD verbs (e.g. a report's export) */
  download(path: string, query?: Record<string, unknown>): Promise<Blob>;
  /** URL of an uploaded file for <img src> */
  fileUrl(path: string): string;
  /** typed filters → this API's query parameters (the one place a host's filter syntax is written) */
  filterQuery(filters: CrudFilter[]): Record<string, string>;
  /** query parameters → typed filters, the inverse (a list's filters read back from the URL) */
  parseFilters(params: Record<string, string>): CrudFilter[];
}

/** What a refused request throws: the HTTP status and the server's envelope, if any. */
export interface DataError extends Error {
  status: number;
  body: Envelope<unknown> | null;
}

export interface AuthState {
  /** render the element at all */
  visible: boolean;
  /** render it disabled */
  disabled: boolean;
}

/** Button-level permissions of the signed-in user, as a hook (it re-renders when they change). */
export interface AuthProvider {
  useCan(): (code: string, formPerms?: string[]) => AuthState;
  /** fetch the user's permissions again (react-admin's getPermissions): after a change that adds or removes menu pages */
  refreshPermissions(): Promise<void>;
}

/** The host's i18next instance: the renderers add their "crud" strings to it and follow its language. */
export type I18nProvider = i18n;

export interface Providers {
  data: DataProvider;
  auth: AuthProvider;
  i18n: I18nProvider;
  /** extra Formily components any schema's x-component may name (e.g. online's Popup) */
  widgets?: Record<string, ComponentType<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
