import { z } from 'zod';
import { answerOf } from './answer.js';

/**
 * The answer of a route whose result has no fixed shape (report rows, online-form data, metrics, a refusal's
 * result): the envelope is exact, the result is written as JSON.stringify would (any keys, any types).
 */
export const looseAnswer = answerOf(z.unknown().describe('free-form: see the route summary'));
