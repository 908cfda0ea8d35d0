import { useRequest } from 'ahooks';
import { z } from 'zod';
import { http } from '../api/http.js';

type HeatBody = { nodes: { x: number; y: number; v: number }[]; scale: { w: number; h: number }; radius: number; max: number };

/**
 * The heat image (a PNG data URL) of the nodes, rendered again whenever they change; the previous one
 * stays meanwhile. Deliberately not in swr's cache: the nodes' values change with every refresh, so a
 * cache keyed by them kept every image for good (a wall left open grew by ~1.5 MB a minute).
 */
export function useHeatImage(body: HeatBody | null) {
  const key = body && body.nodes.length ? JSON.stringify(body) : null;
  // the body is a new object each render: its text says when the nodes really changed
  const { data, error } = useRequest(
    async () => `data:image/png;base64,${(await http.post('/api/heatmap', body!, { quiet: true, answer: z.string() })).result}`,
    {
      ready: key !== null,
      refreshDeps: [key],
    },
  );
  return { src: data, error };
}
