import { FRAME, project } from '#shared/cnProjection.js';
import type { Metric } from './metrics.js';
import type { MapDevice, PlacedDevice, PointValue } from './types.js';

const clamp = (v: number, hi: number) => Math.min(hi, Math.max(0, v));

/** Devices on the frame (the shared projection of cn.svg) with their reading and heat for a metric. */
export function placeDevices(devices: MapDevice[], values: PointValue[], metric: Metric): PlacedDevice[] {
  const byPoint = new Map(values.map((v) => [v.pointid, v.value]));
  return devices
    .filter((d) => Number.isFinite(d.lat) && Number.isFinite(d.lng))
    .map((device) => {
      const [x, y] = project(device.lng, device.lat);
      const pointId = device.equipMapInfos[metric.measType]?.pointId;
      const raw = pointId ? byPoint.get(pointId) : undefined;
      const reading = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
      return { device, x: clamp(x, FRAME.w), y: clamp(y, FRAME.h), reading, heat: reading === null ? null : metric.heat(reading, device) };
    });
}

/** The body of POST /api/heatmap: devices with a reading, weighted by their heat. */
export function heatRequest(placed: PlacedDevice[], max: number) {
  return {
    nodes: placed.filter((p) => p.heat !== null).map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), v: p.heat as number })),
    scale: { w: FRAME.w, h: FRAME.h },
    radius: 60,
    max,
  };
}
