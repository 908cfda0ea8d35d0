import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const scale = { w: 1000, h: 800 };
const decode = (b64: string) => PNG.sync.read(Buffer.from(b64, 'base64'));
const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];

describe('POST /api/heatmap (public)', () => {
  it('answers a base64 PNG of the scale: hot and opaque at the strongest node, transparent far away', async () => {
    const r = await s.call('POST', '/api/heatmap', {
      body: {
        nodes: [
          { x: 200, y: 300, v: 10 },
          { x: 700, y: 500, v: 4 },
        ],
        scale,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const png = decode(r.body.result);
    expect([png.width, png.height]).toEqual([1000, 800]);
    const [red, green, blue, alpha] = pixel(png, 200, 300);
    expect(alpha).toBe(255);
    expect(red).toBe(255);
    expect(green + blue).toBeLessThan(30);
    expect(pixel(png, 950, 50)[3]).toBe(0);
    expect(pixel(png, 450, 400)[3]).toBe(0);
  });

  it("colours by value along heatmap.js's ramp: blue < green < yellow < red", async () => {
    const nodes = [
      { x: 100, y: 100, v: 0.3 },
      { x: 300, y: 100, v: 0.55 },
      { x: 500, y: 100, v: 0.85 },
      { x: 700, y: 100, v: 1 },
    ];
    const r = await s.call('POST', '/api/heatmap', { body: { nodes, scale } });
    const png = decode(r.body.result);
    const [low, mid, high, top] = nodes.map((n) => pixel(png, n.x, n.y));
    expect(low[2]).toBeGreaterThan(low[1]); // bluish
    expect(mid[1]).toBeGreaterThan(mid[0]); // green
    expect(high[0]).toBeGreaterThan(200); // yellow: red and green
    expect(high[1]).toBeGreaterThan(200);
    expect(top[0]).toBe(255); // red
    expect(top[1]).toBeLessThan(30);
    expect(low[3]).toBeLessThan(mid[3]); // stronger is more opaque
    expect(mid[3]).toBeLessThan(high[3]);
  });

  it('honours a fixed max, the radius and other frame sizes', async () => {
    const r = await s.call('POST', '/api/heatmap', { body: { nodes: [{ x: 50, y: 40, v: 1 }], scale: { w: 100, h: 80 }, radius: 10, max: 4 } });
    const png = decode(r.body.result);
    expect([png.width, png.height]).toEqual([100, 80]);
    expect(pixel(png, 50, 40)[3]).toBeLessThan(80); // a quarter of the max
    expect(pixel(png, 50, 40)[3]).toBeGreaterThan(40);
    expect(pixel(png, 50, 60)[3]).toBe(0); // 20 px away, beyond the radius
  });

  it('answers an empty transparent image for no nodes or all-zero values', async () => {
    for (const nodes of [[], [{ x: 10, y: 10, v: 0 }]]) {
      const png = decode((await s.call('POST', '/api/heatmap', { body: { nodes, scale } })).body.result);
      expect(png.data.every((b) => b === 0)).toBe(true);
    }
  });

  it.each([
    [
      {
        nodes: [
          { x: 1, y: 1, v: 1 },
          { x: 1, y: 1, v: 1 },
          { x: 1, y: 1, v: 1 },
          { x: 1, y: 1, v: 'NaN' },
        ],
        scale,
      },
      'nodes[3].v must be a number',
    ],
    [{ nodes: [{ x: 1, y: 1, v: -2 }], scale }, 'nodes[0].v must be 0 or more'],
    [{ nodes: [{ y: 1, v: 2 }], scale }, 'nodes[0].x must be a number'],
    [{ nodes: [{ x: 1001, y: 1, v: 2 }], scale }, 'nodes[0].x must be within 0..1000'],
    [{ nodes: [{ x: 1, y: -1, v: 2 }], scale }, 'nodes[0].y must be within 0..800'],
    [{ nodes: [7], scale }, 'nodes[0] must be an object {x, y, v}'],
    [{ nodes: 'x', scale }, 'nodes must be a list of {x, y, v}'],
    [{ scale }, 'nodes must be a list of {x, y, v}'],
    [{ nodes: [] }, 'scale must be an object {w, h}'],
    [{ nodes: [], scale: { w: 1000.5, h: 800 } }, 'scale.w must be an integer'],
    [{ nodes: [], scale: { w: 1000, h: 0 } }, 'scale.h must be greater than 0'],
    // the caps (HEAT_LIMITS): what the portal page needs with headroom, so one call's work stays bounded
    [{ nodes: [], scale: { w: 2401, h: 800 } }, 'scale.w must be at most 2400'],
    [{ nodes: [], scale: { w: 1000, h: 2401 } }, 'scale.h must be at most 2400'],
    [{ nodes: [], scale, radius: 151 }, 'radius must be at most 150'],
    [{ nodes: [], scale: { w: '1000', h: 800 } }, 'scale.w must be an integer'],
    [{ nodes: [], scale, radius: 0 }, 'radius must be at least 1'],
    [{ nodes: [], scale, max: -1 }, 'max must be greater than 0'],
    [[1, 2], 'body must be a JSON object {nodes, scale}'],
    [{ nodes: Array.from({ length: 1001 }, () => ({ x: 1, y: 1, v: 1 })), scale }, 'nodes at most 1000'],
  ])('answers 400 naming the field: %#', async (body, message) => {
    const r = await s.call('POST', '/api/heatmap', { body });
    expect({ status: r.status, message: r.body.message, success: r.body.success }).toEqual({ status: 400, message, success: false });
  });

  it('answers 400 to a body that is not a JSON object and 413 to one over 256 KB', async () => {
    for (const rawBody of ['{"nodes": [', 'null', '"text"', '[]']) {
      const bad = await s.call('POST', '/api/heatmap', { rawBody });
      expect({ rawBody, status: bad.status }).toEqual({ rawBody, status: 400 });
    }
    const big = await s.call('POST', '/api/heatmap', { rawBody: JSON.stringify({ nodes: [], scale, pad: 'x'.repeat(270_000) }) });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
  });
});
