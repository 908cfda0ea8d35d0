/** One measurement point of a device (GET /api/portal/queryData_EquipsMeasID, equipMapInfos[meastype]). */
export interface PointInfo { pointId: string; recordId: number; unit: string; interval?: number }

/** A device as the public directory lists it. */
export interface EquipInfo {
  equipid: string;
  equiptype: string;
  name_zh: string;
  name_en: string;
  province: string;
  lat: number;
  lng: number;
  /** device_status: 1 running, 2 maintenance, 0 out of service */
  status: number;
  ratedKv: number;
  equipMapInfos: Record<string, PointInfo | undefined>;
}

/** Latest value of a point (GET /api/portal/queryData_MeasRealValues); timestamp in Unix seconds. */
export interface RealValue { pointid: string; value: number | number[] | null; timestamp: number; unit: string }

/** The two portal addresses (spec: url.querydata_equipsmeasid, url.querydata_measrealvalues). */
export interface PortalUrls { querydata_equipsmeasid?: string; querydata_measrealvalues?: string }

export const DEVICE_TYPES = ['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W'] as const;
export const STATUSES = [1, 2, 0] as const;
