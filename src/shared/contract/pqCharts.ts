import { z } from 'zod';

/** Answers of the power-quality charts (server: pq/chartRoutes.ts; console: the ITIC and SARFI pages). */

const curve = z.array(z.tuple([z.number(), z.number()]).describe('[duration s, magnitude %]'));

/** GET /pq/itic: one entry per event in parallel arrays, the counts per curve class, and the curves to draw. */
export const scatter = z.object({
  duration: z.array(z.number()),
  magnitude: z.array(z.number()),
  kind: z.array(z.number().int()).describe('index into kinds'),
  id: z.array(z.string()),
  kinds: z.array(z.string()),
  counts: z.object({
    itic: z.object({ inside: z.number().int(), prohibited: z.number().int(), no_damage: z.number().int() }),
    semi: z.object({ inside: z.number().int(), outside: z.number().int(), na: z.number().int() }),
  }),
  curves: z.object({ iticUpper: curve, iticLower: curve, semi: curve }),
});

export const sarfiRow = z.object({
  equipId: z.string(),
  period: z.string(),
  sarfi90: z.number(),
  sarfi70: z.number(),
  sarfi50: z.number(),
  sarfi10: z.number(),
});

/** GET /pq/sarfi: per device and period, for the whole selection, and how many devices it has. */
export const sarfiAnswer = z.object({ rows: z.array(sarfiRow), system: z.array(sarfiRow), devices: z.number().int() });

/** GET /pq/devices: the devices the power-quality pages filter by. */
export const pqDevice = z.object({ equipId: z.string(), nameZh: z.string().nullable(), nameEn: z.string().nullable(), equipType: z.string().nullable() });

/** GET /pq/event/capture: one entry per captured point; values in rows of `width` (null where a sample is missing). */
export const capturePart = z.object({
  recordId: z.number().int(),
  measType: z.string().nullable(),
  pointId: z.string().nullable(),
  channelName: z.string().nullable(),
  rate: z.number(),
  width: z.number().int(),
  startIndex: z.number().int(),
  rows: z.number().int(),
  values: z.array(z.number().nullable()),
});
