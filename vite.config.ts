import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStyles } from './vite/antdStyles/plugin.js';
import { cnMap } from './vite/cnmap/plugin.js';

// The SPA (src/client) is built into dist/client and served by the Fastify server.
export default defineConfig({
  plugins: [
    react(),
    cnMap(),
    antdStyles(),
    // gzip and brotli copies beside each file the server sends as they are (http/static.ts, preCompressed): the
    // console's scripts and antd's two stylesheets are ~4 MB as built, ~1 MB of it one stylesheet a page must load first
    compression({ threshold: 1024, logLevel: 'silent' }),
  ],
  root: '.',
  build: { outDir: process.env.ISPS_CLIENT_DIR ?? 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/isps-api': 'http://localhost:8080' } },
});
