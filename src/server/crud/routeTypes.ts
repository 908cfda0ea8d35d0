import type { z } from 'zod';
import type { crudAnswers } from '#shared/contract/crud.js';
import { badRequest } from '../http/errors.js';

/** One CRUD route of an entity, before it is mounted (online forms dispatch to these by table code). */
export interface CrudRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  perm: string;
  summary: string;
  handler: (req: any, reply: any) => Promise<unknown>;
  body?: z.ZodType;
  /** the answer's schema by status (answerOf; a file by its content type, xlsxAnswer) */
  response?: Record<number, unknown>;
}

export type Add = (
  method: CrudRoute['method'],
  path: string,
  perm: string,
  summary: string,
  handler: CrudRoute['handler'],
  response: CrudRoute['response'],
  body?: z.ZodType,
) => void;
export type Answers = ReturnType<typeof crudAnswers>;

/** Ids from a comma-separated parameter: at least one, none longer than an id can be. */
export const idsOf = (v: unknown, name: string): string[] => {
  const ids = String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!ids.length) throw badRequest(`${name} 不能为空`, name);
  if (ids.some((i) => i.length > 64)) throw badRequest(`${name} 格式不正确`, name);
  return ids;
};
