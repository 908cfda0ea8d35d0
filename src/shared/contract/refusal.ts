import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/**
 * The answer of a route that always refuses (a task list nobody may add to, a file nobody may edit): it has no
 * success status, so its one documented answer is the refusal envelope under the status it is sent with.
 */
export const refusalOf = (status: number, description: string) => ({ [status]: envelopeOf(z.unknown().nullable()).describe(description) });
