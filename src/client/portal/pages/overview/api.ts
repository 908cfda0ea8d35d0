import { equipList, realValueList } from '#shared/contract/portal.js';
import { portalFetch } from '../../../measure/portalApi.js';
import type { PortalUrls } from './types.js';

/** Where the overview reads from, under the API base; a page may pass others (or none, to see the spec's warnings). */
export const PORTAL_URLS: Required<PortalUrls> = {
  querydata_equipsmeasid: '/api/portal/queryData_EquipsMeasID',
  querydata_measrealvalues: '/api/portal/queryData_MeasRealValues',
};

/** Every device with its measurement points (no equipIds: all devices). */
export const fetchEquips = (url: string) => portalFetch(url, equipList);

/** Latest values of these points. */
export const fetchRealValues = (url: string, pointIds: string[]) => portalFetch(url, realValueList, { pointIds: pointIds.join(',') });
