import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyles } from './vite/antdStyles/plugin.js';
import { cnMap } from './vite/cnmap/plugin.js';

// The SPA (src/client) is built into dist/client and served by the Fastify server.
export default defineConfig({
  plugins: [react(), cnMap(), antdStyles()],
  root: '.',
  build: { outDir: process.env.ISPS_CLIENT_DIR ?? 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/isps-api': 'http://localhost:8080' } },
});
