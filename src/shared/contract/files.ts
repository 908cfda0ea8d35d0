import { z } from 'zod';

/** GET /sys/oss/file/limits: the largest file an upload may carry, and where files are stored. */
export const uploadLimits = z.object({ maxBytes: z.number(), storage: z.enum(['local', 's3']) });

/** POST /sys/common/upload: the stored file's plain path (the answer's message carries the signed one). */
export const uploadedPath = z.string().describe('sys/common/static/<id>');
