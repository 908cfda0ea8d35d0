/** Shapes of the portal data API answers the measurement pages read. */
export interface MeasPointInfo { pointId: string; recordId: number; unit: string; interval: number }

export interface EquipInfo {
  equipid: string;
  equiptype: string;
  name_zh: string;
  name_en: string;
  province?: string;
  status: number;
  ratedKv: number;
  equipMapInfos: Partial<Record<string, MeasPointInfo>>;
}

export interface RealValue { pointid: string; value: number | number[] | null; timestamp: number | null; unit?: string }

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
