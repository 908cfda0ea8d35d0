import { z } from 'zod';

/**
 * A file answer (xlsx, COMTRADE, images): declared by content type, binary in the OpenAPI document, never
 * serialised as JSON — the handler sends a stream or bytes. Typed unknown so the route's handler may send either.
 */
export const fileAnswer = (description: string, ...types: string[]) => {
  const schema: z.ZodType<unknown> = z.file();
  return { 200: { description, content: Object.fromEntries(types.map((t) => [t, { schema }])) } };
};

/** A text answer that is not JSON (an HTML page, CSV): its content type, with a string schema. */
export const textAnswer = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: z.string() as z.ZodType<unknown> } } },
});
