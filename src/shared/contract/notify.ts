import { z } from 'zod';
import { DEVICE_EVENT_KINDS } from './pqEvents.js';

/** GET and PUT /sys/sysAnnouncementSend/deviceEventMutes: each device-event kind and whether the caller muted it. */
export const eventMute = z.object({ kind: z.enum(DEVICE_EVENT_KINDS), muted: z.boolean() });
export type EventMute = z.infer<typeof eventMute>;
