import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'en';

/**
 * The reader's language: our console sends `X-Lang: en` while it shows English. Anything else
 * (JeecgBoot's clients, curl) reads Chinese, whatever the browser's Accept-Language says.
 */
export const langOf = (req: FastifyRequest): Lang => (req.headers['x-lang'] === 'en' ? 'en' : 'zh');
