/** Shapes of the public portal data API (README "Portal data API"), shared by every portal page: from the shared contract. */
export type { EquipInfo, PointInfo, RealValue } from '#shared/contract/portal.js';
