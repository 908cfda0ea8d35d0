/** A device as the portal data API lists it (GET /api/portal/queryData_EquipsMeasID). */
export interface MapDevice {
  equipid: string;
  equiptype: string;
  name_zh: string;
  name_en: string;
  province: string;
  lat: number;
  lng: number;
  status: number;
  ratedKv: number;
  equipMapInfos: Partial<Record<'fq' | 'UAA', { pointId: string; unit: string }>>;
}

/** Latest value of a point (GET /api/portal/queryData_MeasRealValues). */
export interface PointValue {
  pointid: string;
  value: number | null;
  timestamp: number;
  unit: string;
}

export type MetricKey = 'freq' | 'volt';

/** A device placed on the 1000×800 frame with its heat value for the chosen metric (null: no reading). */
export interface PlacedDevice {
  device: MapDevice;
  x: number;
  y: number;
  /** the raw reading (Hz or kV) */
  reading: number | null;
  /** the heat value (deviation), ≥ 0 */
  heat: number | null;
}

export type LabelLang = 'zh' | 'en';

/** One label anchor of /cn-labels.json. */
export interface MapLabel {
  adcode: number;
  zh: string;
  en: string;
  x: number;
  y: number;
  small: boolean;
}
