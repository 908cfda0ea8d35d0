import type { z } from 'zod';
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/types.js';
import type { Lang } from '../http/lang.js';
import type { AuthUser, Ctx } from '../http/types.js';

export type Row = Record<string, unknown>;

/** What a hook sees of a write: the open transaction, the caller and the raw body. */
export interface WriteContext {
  ctx: Ctx;
  trx: DB;
  user: AuthUser;
  tenantId: string;
  body: Row;
}

/**
 * Entity behaviour a schema cannot express (org codes, user roles, cache drops). Kept
 * per entity in src/server/system/<domain>/hooks.ts; every hook runs in the write's transaction.
 */
export interface EntityHooks {
  /**
   * Keys an add/edit body may carry beside the entity's fields (a user's roles): the route checks them before
   * the handler runs, and the hooks read their parsed values from w.body.
   */
  body?: z.ZodObject;
  /**
   * Keys the list answer carries beside the entity's readable columns (a user's orgCodeTxt). When set, the
   * list route declares its answer (src/shared/contract/records.ts): fast-json-stringify writes it, and only those keys.
   */
  answer?: z.ZodRawShape;
  /** adjust the column-keyed row before insert/update; throw HttpError to refuse */
  beforeWrite?(w: WriteContext, row: Row, op: 'add' | 'edit', id: string): Promise<void>;
  afterWrite?(w: WriteContext, id: string, op: 'add' | 'edit'): Promise<void>;
  beforeDelete?(w: WriteContext, ids: string[]): Promise<void>;
  afterDelete?(w: WriteContext, ids: string[]): Promise<void>;
  /** extra fields on listed records, or their text in the reader's language */
  decorate?(ctx: Ctx, rows: Row[], lang: Lang): Promise<void>;
  /**
   * The same extra fields computed inside the page statement instead (one round trip less):
   * adds columns to a select over the page's rows, aliased "p". Replaces decorate in lists.
   */
  pageColumns?(q: SelectQueryBuilder<any, 'p', any>): SelectQueryBuilder<any, 'p', any>;
  /**
   * How password-type fields are stored when the entity must read them back (a data source's
   * database password): the default is a one-way argon2id hash. With it, an edit that carries a
   * non-empty value replaces the stored one (empty keeps it).
   */
  encodePassword?(ctx: Ctx, plain: string): string | Promise<string>;
  /** after any committed change (drop caches) */
  changed?(ctx: Ctx): void;
}

export type HookMap = Record<string, EntityHooks>;
