import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogStream } from './types.js';
import { redactUrl } from './redact.js';

/** Headers and body fields that carry credentials, should any log call include them. */
const REDACT = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'headers["x-access-token"]',
  'headers.authorization',
  'headers["sec-websocket-protocol"]',
  '*.password',
  '*.oldpassword',
  '*.confirmpassword',
  '*.token',
  'password',
  'token',
];

/** Fastify's request log without credentials: the access line's URL loses its `?token=` value. */
export const loggerOptions = (level: string, stream?: LogStream): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  redact: { paths: REDACT, censor: '[REDACTED]' },
  serializers: {
    req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
  },
});
