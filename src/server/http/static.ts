import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';

/** The SPA build at '/', with history-mode fallback to index.html, when a client build exists. */
export async function serveClient(app: FastifyInstance, config: Config) {
  const index = path.join(config.clientDir, 'index.html');
  // Fastify's own 404 would log and echo the raw URL, a ?token= included
  if (!fs.existsSync(index)) return app.setNotFoundHandler((_req, reply) => reply.status(404).send('Not found'));
  const assets = path.join(config.clientDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: config.clientDir,
    wildcard: false,
    // the build writes a brotli and a gzip copy beside each larger file (vite.config.ts): sent to a browser that takes them
    preCompressed: true,
    // the build names each asset by its content hash: a browser keeps them for good and a reload asks for none of
    // them again (~140 files a console page); index.html and the rest are asked again each time, so a new build shows
    setHeaders: (res, file) => {
      void res.header('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith(config.apiBase) || path.extname(req.url.split('?')[0])) {
      return reply.status(404).send('Not found');
    }
    return reply.sendFile('index.html');
  });
}
