import { z } from 'zod';

/** Answers of the public portal data API (docs: portal); the server builds them, portal pages read them. */

/** One measurement point of a device (equipMapInfos[meastype]). */
export const pointInfo = z.object({ pointId: z.string(), recordId: z.number().int(), unit: z.string(), interval: z.number() });

/** A device as GET /api/portal/queryData_EquipsMeasID lists it. */
export const deviceInfo = z.object({
  equipid: z.string(),
  equiptype: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  status: z.number().int().describe('device_status: 1 running, 2 maintenance, 0 out of service'),
  ratedKv: z.number(),
});
export const equipInfo = deviceInfo.extend({ equipMapInfos: z.record(z.string(), pointInfo.optional()) });

/** Latest value of a point (GET /api/portal/queryData_MeasRealValues); timestamp in Unix seconds. */
export const realValue = z.object({
  pointid: z.string(),
  value: z.union([z.number(), z.array(z.number()), z.null()]),
  timestamp: z.number().nullable(),
  unit: z.string(),
});

/** queryData_EquipsMeasID and queryData_BaseRecordIDs answer devices, queryData_MeasRealValues latest values. */
export const equipList = z.array(equipInfo);
export const realValueList = z.array(realValue);

export type PointInfo = z.infer<typeof pointInfo>;
export type DeviceInfo = z.infer<typeof deviceInfo>;
export type EquipInfo = z.infer<typeof equipInfo>;
export type RealValue = z.infer<typeof realValue>;
