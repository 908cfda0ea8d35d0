import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { renderHeatmap } from './render.js';
import { HEAT_LIMITS } from './types.js';
import { parseHeatRequest } from './validate.js';

/** The heat-map image service (public: the portal's map uses it): nodes + scale → base64 PNG. */
export async function heatmapRoutes(app: FastifyInstance) {
  app.post('/api/heatmap', {
    config: { public: true },
    bodyLimit: HEAT_LIMITS.bodyBytes,
    schema: { tags: ['Heat map'], summary: `Heat-map PNG (base64) of nodes [{x, y, v}] over scale {w, h} (≤ ${HEAT_LIMITS.nodes} nodes, sides ≤ ${HEAT_LIMITS.side})` },
  }, async (req) => {
    const heat = parseHeatRequest(req.body);
    return ok(renderHeatmap(heat).toString('base64'));
  });
}
