import Fastify, { type FastifyInstance } from 'fastify';

export interface BareRoute {
  method: 'GET' | 'POST';
  /** route URL as Fastify registers it (path only, no query string) */
  url: string;
  /** the JSON the real endpoint answered, sent back as an object so it is serialized per request */
  payload: unknown;
}

/**
 * The "bare Fastify" baseline: a default Fastify 5 instance on another loopback port
 * with one route per endpoint that answers the captured JSON. No hooks, no auth, no
 * database: the ceiling for HTTP + JSON on this machine.
 */
export async function startBare(routes: BareRoute[]): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false });
  for (const r of routes) app.route({ method: r.method, url: r.url, handler: async () => r.payload });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}` };
}
