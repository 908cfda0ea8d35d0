import { defineConfig } from 'vite';

// The SPA (src/client) is built into dist/client and served by the Fastify server.
export default defineConfig({
  root: '.',
  build: { outDir: 'dist/client', emptyOutDir: true },
  server: { proxy: { '/isps-api': 'http://localhost:8080' } },
});
