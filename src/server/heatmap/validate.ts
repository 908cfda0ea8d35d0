import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { HEAT_LIMITS, type HeatRequest } from './types.js';

const num = (what = 'a number') => z.number({ error: `must be ${what}` });
const side = z
  .number({ error: 'must be an integer' })
  .int({ error: 'must be an integer' })
  .positive({ error: 'must be greater than 0' })
  .max(HEAT_LIMITS.side, { error: `must be at most ${HEAT_LIMITS.side}` });

const node = z.object(
  {
    x: num(),
    y: num(),
    v: num().min(0, { error: 'must be 0 or more' }),
  },
  { error: 'must be an object {x, y, v}' },
);

const schema = z.object(
  {
    nodes: z.array(node, { error: 'must be a list of {x, y, v}' }).max(HEAT_LIMITS.nodes, { error: `at most ${HEAT_LIMITS.nodes}` }),
    scale: z.object({ w: side, h: side }, { error: 'must be an object {w, h}' }),
    radius: z
      .number({ error: 'must be an integer' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be at least 1' })
      .max(HEAT_LIMITS.radius, { error: `must be at most ${HEAT_LIMITS.radius}` })
      .optional(),
    max: num().positive({ error: 'must be greater than 0' }).optional(),
  },
  { error: 'must be a JSON object {nodes, scale}' },
);

/** nodes.3.v → nodes[3].v */
const fieldName = (path: PropertyKey[]) =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), '') || 'body';

/** The body of POST /api/heatmap, or a 400 naming the first bad field (`nodes[3].v must be a number`). */
export function parseHeatRequest(body: unknown): HeatRequest {
  const r = schema.safeParse(body);
  if (!r.success) {
    const errors = r.error.issues.map((i) => ({ field: fieldName(i.path), message: `${fieldName(i.path)} ${i.message}` }));
    throw new HttpError(400, errors[0].message, { field: errors[0].field, errors: errors.slice(0, 20) });
  }
  const req = r.data;
  const { w, h } = req.scale;
  for (let i = 0; i < req.nodes.length; i++) {
    const n = req.nodes[i];
    if (n.x < 0 || n.x > w) throw new HttpError(400, `nodes[${i}].x must be within 0..${w}`, { field: `nodes[${i}].x` });
    if (n.y < 0 || n.y > h) throw new HttpError(400, `nodes[${i}].y must be within 0..${h}`, { field: `nodes[${i}].y` });
  }
  return req;
}
