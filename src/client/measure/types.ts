/** Shapes of the portal data API answers the measurement pages read. */
export type { EquipInfo, PointInfo as MeasPointInfo, RealValue } from './apiTypes.js';
export type { SpectrumAnswer } from '#shared/contract/spectrum.js';
