/** Shapes of the public portal data API (README "Portal data API"), shared by every portal page. */

/** One measurement point of a device (equipMapInfos[meastype]). */
export interface PointInfo { pointId: string; recordId: number; unit: string; interval: number }

/** A device as GET /api/portal/queryData_EquipsMeasID lists it. */
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
  equipMapInfos: Partial<Record<string, PointInfo>>;
}

/** Latest value of a point (GET /api/portal/queryData_MeasRealValues); timestamp in Unix seconds, null when none. */
export interface RealValue { pointid: string; value: number | number[] | null; timestamp: number | null; unit: string }
