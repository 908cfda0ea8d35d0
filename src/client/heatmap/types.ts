import type { EquipInfo, RealValue } from '../measure/apiTypes.js';

export type MapDevice = EquipInfo;
export type PointValue = RealValue;

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
