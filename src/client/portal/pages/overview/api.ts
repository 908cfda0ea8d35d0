import { message } from 'antd';
import { http } from '../../../api/http.js';
import type { EquipInfo, PortalUrls, RealValue } from './types.js';

/** Where the overview reads from, under the API base; a page may pass others (or none, to see the spec's warnings). */
export const PORTAL_URLS: Required<PortalUrls> = {
  querydata_equipsmeasid: '/api/portal/queryData_EquipsMeasID',
  querydata_measrealvalues: '/api/portal/queryData_MeasRealValues',
};

/** A portal GET: the result, or the server's message as a warning on business code 510 (spec §8). */
export async function portalGet<T>(url: string, query: Record<string, unknown>): Promise<T> {
  const body = await http.get<T>(url, query);
  if (body.code === 510) {
    message.warning({ content: body.message, key: `portal-510:${url}` }); // one toast per address, not one per poll
    throw new Error(body.message);
  }
  if (!body.success) throw new Error(body.message);
  return body.result;
}

/** Every device with its measurement points (no equipIds: all devices). */
export const fetchEquips = (url: string) => portalGet<EquipInfo[]>(url, {});

/** Latest values of these points. */
export const fetchRealValues = (url: string, pointIds: string[]) => portalGet<RealValue[]>(url, { pointIds: pointIds.join(',') });
