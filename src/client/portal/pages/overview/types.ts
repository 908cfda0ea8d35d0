export type { EquipInfo, PointInfo, RealValue } from '../../../measure/apiTypes.js';

/** The two portal addresses (spec: url.querydata_equipsmeasid, url.querydata_measrealvalues). */
export interface PortalUrls {
  querydata_equipsmeasid?: string;
  querydata_measrealvalues?: string;
}

export const DEVICE_TYPES = ['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W'] as const;
export const STATUSES = [1, 2, 0] as const;
