import { z } from 'zod';

/** A value in % of the fundamental (or kV); null where the window had no sample (NaN on the server). */
const value = z.number().nullable();

/**
 * GET /api/portal/queryData_HarmonicSpectrum and queryData_InterharmonicSpectrum (public): the latest 200 ms window
 * and the windows of the last `seconds`. Harmonics answer thd, interharmonics tihd (and the same in the history).
 */
export const spectrum = z.object({
  equipid: z.string(),
  equiptype: z.string(),
  /** Unix s of the latest window */
  timestamp: z.number(),
  interval: z.number(),
  unit: z.string(),
  fundamental: value.describe('kV'),
  udin: value.describe('kV'),
  thd: value.optional(),
  tihd: value.optional(),
  orders: z.array(z.number()),
  groups: z.array(value),
  subgroups: z.array(value),
  history: z.object({
    basetime: z.number(),
    interval: z.number(),
    thd: z.array(value).optional(),
    tihd: z.array(value).optional(),
    groups: z.array(z.array(value)),
  }),
});
export type SpectrumAnswer = z.infer<typeof spectrum>;
