import type { EquipInfo } from '../../../measure/types.js';

/** The one-line diagram's geometry (pure): busbars, transformers, feeders and the meters bound to point ids. */
export interface Busbar {
  id: string;
  kv: number;
  x1: number;
  x2: number;
  y: number;
}
export interface Transformer {
  id: string;
  x: number;
  y1: number;
  y2: number;
  label: string;
}
export interface Feeder {
  id: string;
  x: number;
  y1: number;
  y2: number;
  end: 'grid' | 'source' | 'load';
}
export interface Meter {
  equipid: string;
  equiptype: string;
  name_zh: string;
  name_en: string;
  ratedKv: number;
  x: number;
  y: number;
  fqPoint?: string;
  uaPoint?: string;
}
export interface Diagram {
  width: number;
  height: number;
  busbars: Busbar[];
  transformers: Transformer[];
  feeders: Feeder[];
  meters: Meter[];
}

export const METER_W = 160;
export const METER_H = 70;

const running = (equips: EquipInfo[], type: string, n: number) => equips.filter((e) => e.equiptype === type && e.status === 1).slice(0, n);

function meter(e: EquipInfo, x: number, y: number): Meter {
  return {
    equipid: e.equipid,
    equiptype: e.equiptype,
    name_zh: e.name_zh,
    name_en: e.name_en,
    ratedKv: e.ratedKv,
    x,
    y,
    fqPoint: e.equipMapInfos.fq?.pointId,
    uaPoint: e.equipMapInfos.UAA?.pointId,
  };
}

/**
 * A substation: the 220 kV busbar fed from the grid (an SMD-C), a 220/35 kV transformer to the
 * renewables' feeders (SMD-R), a 220/10 kV transformer to the industrial feeders (SMD-L) and a
 * 10/0.4 kV transformer to the LV district (SMD-W). Devices missing from the list are left out.
 */
export function buildDiagram(equips: EquipInfo[]): Diagram {
  const [grid] = running(equips, 'SMD-C', 1);
  const renewables = running(equips, 'SMD-R', 2);
  const loads = running(equips, 'SMD-L', 2);
  const lv = running(equips, 'SMD-W', 2);
  const d: Diagram = {
    width: 1280,
    height: 700,
    busbars: [
      { id: 'bus220', kv: 220, x1: 100, x2: 1100, y: 130 },
      { id: 'bus35', kv: 35, x1: 80, x2: 520, y: 330 },
      { id: 'bus10', kv: 10, x1: 600, x2: 1220, y: 330 },
      { id: 'bus04', kv: 0.4, x1: 900, x2: 1250, y: 480 },
    ],
    transformers: [
      { id: 'T1', x: 300, y1: 130, y2: 330, label: '220/35 kV' },
      { id: 'T2', x: 800, y1: 130, y2: 330, label: '220/10 kV' },
      { id: 'T3', x: 1040, y1: 330, y2: 480, label: '10/0.4 kV' },
    ],
    feeders: [{ id: 'grid', x: 560, y1: 30, y2: 130, end: 'grid' }],
    meters: [],
  };
  if (grid) d.meters.push(meter(grid, 590, 30));
  renewables.forEach((e, i) => {
    const x = 170 + i * 220;
    d.feeders.push({ id: e.equipid, x, y1: 330, y2: 500, end: 'source' });
    d.meters.push(meter(e, x - METER_W / 2, 560));
  });
  loads.forEach((e, i) => {
    const x = 650 + i * 180;
    d.feeders.push({ id: e.equipid, x, y1: 330, y2: 500, end: 'load' });
    d.meters.push(meter(e, x - METER_W / 2, 560));
  });
  lv.forEach((e, i) => {
    const x = 1000 + i * 180;
    d.feeders.push({ id: e.equipid, x, y1: 480, y2: 580, end: 'load' });
    d.meters.push(meter(e, Math.min(x - METER_W / 2, d.width - METER_W - 4), 600));
  });
  return d;
}

/** Every point id the diagram shows. */
export const diagramPoints = (d: Diagram) => d.meters.flatMap((m) => [m.fqPoint, m.uaPoint]).filter((p): p is string => !!p);
