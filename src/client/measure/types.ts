/** Shapes of the portal data API answers the measurement pages read. */
export type { EquipInfo, PointInfo as MeasPointInfo, RealValue } from './apiTypes.js';

export interface SpectrumAnswer {
  equipid: string;
  timestamp: number;
  interval: number;
  fundamental: number;
  udin: number;
  /** THD (harmonics) or TIHD (interharmonics), % */
  thd?: number;
  tihd?: number;
  orders: number[];
  groups: number[];
  subgroups: number[];
  history: { basetime: number; interval: number; thd?: number[]; tihd?: number[]; groups: number[][] };
}
