import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/**
 * A route's 200 answer: the JeecgBoot envelope around `result`, which may be null (a handler may answer
 * `fail(…)` with HTTP 200, as JeecgBoot does). Used as Fastify `response` schemas and by the console.
 */
export const answerOf = <T extends z.ZodType>(result: T) => ({ 200: envelopeOf(result.nullable()) });

/** A dictionary item as getDictItems, queryAllDictItems and the login answer carry it. */
export const dictItem = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
  textEn: z.string().optional(),
});
export type DictItem = z.infer<typeof dictItem>;

/** Every dictionary by code (queryAllDictItems, the login answer's sysAllDictItems). */
export const dictItemsByCode = z.record(z.string(), z.array(dictItem));
