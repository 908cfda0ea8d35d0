import { z } from 'zod';

/** GET /sys/quartzJob/classes: a job class a job may name, with its title. */
export const jobClass = z.object({ name: z.string(), title: z.string() });
/** GET /sys/quartzJob/nextFireTimes: the next fire times, ISO 8601. */
export const fireTimes = z.array(z.string());
