import type { DeviceEventKind } from '../../notify/types.js';

/** A finished excursion found in a device's records (reported once it is over, with its extent). */
export interface DetectedEvent {
  equipId: string;
  kind: DeviceEventKind;
  /** Unix seconds of its first and last rows */
  start: number;
  end: number;
  /** seconds from its first row to the first row back inside (rows / rate) */
  duration: number;
  /**
   * frequency: the value farthest from nominal (Hz); sag and interruption: the lowest residual voltage (pu of Udin);
   * swell: the highest voltage (pu); rapid voltage change: the largest step from the steady mean before it (ΔUmax, pu)
   */
  extreme: number;
  /** A, B or C when the record is one phase's voltage; null when not known (frequency) */
  phase: string | null;
  /** the record it was found in */
  recordId: number;
  /** the rule that raised it */
  rule: AlarmRule;
}

export const SEVERITIES = ['L', 'M', 'H'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * A limit the detector applies (an isps_alarm_rule row, or a default below). Voltage limits and
 * hysteresis are % of the declared voltage Udin (rated kV / √3); frequency ones Hz from nominal.
 */
export interface AlarmRule {
  id: string;
  name: string;
  kind: DeviceEventKind;
  /** scope: one device (equip id), else a device type, else (both null) every device */
  equipId: string | null;
  equipType: string | null;
  limit: number;
  hysteresis: number;
  /** shorter excursions are not events */
  minDurationMs: number;
  severity: Severity;
  /** recipients; both empty: ISPS_DEVICE_EVENT_ROLES */
  notifyUsers: string[];
  notifyRoles: string[];
  /** samples kept before the start and after the end (s) */
  captureBefore: number;
  captureAfter: number;
}

/** nominal frequency, Hz */
export const NOMINAL_HZ = 50;

const rule = (id: string, name: string, kind: DeviceEventKind, limit: number, hysteresis: number, severity: Severity): AlarmRule => ({
  id,
  name,
  kind,
  equipId: null,
  equipType: null,
  limit,
  hysteresis,
  minDurationMs: 0,
  severity,
  notifyUsers: [],
  notifyRoles: [],
  captureBefore: 1,
  captureAfter: 1,
});

/**
 * The IEC 61000-4-30 (ed. 3, 5.4) defaults: dip below 90 % of Udin, interruption below 5 %, swell above
 * 110 %, hysteresis 2 %; frequency beyond ±0.2 Hz (GB/T 15945). Rapid voltage changes have no
 * standard threshold (5.11: the user sets it): the seeded rule proposes 5 % with half of it as
 * hysteresis, but is not among these code defaults. The seed writes these as isps_alarm_rule rows.
 */
export const DEFAULT_RULES: AlarmRule[] = [
  rule('default-sag', 'IEC 61000-4-30 电压暂降', 'voltage_sag', 90, 2, 'H'),
  rule('default-interruption', 'IEC 61000-4-30 电压中断', 'voltage_interruption', 5, 2, 'H'),
  rule('default-swell', 'IEC 61000-4-30 电压暂升', 'voltage_swell', 110, 2, 'M'),
  rule('default-freq', 'GB/T 15945 频率偏差', 'freq_excursion', 0.2, 0.01, 'M'),
];
export const DEFAULT_RVC_RULE: AlarmRule = rule('default-rvc', 'IEC 61000-4-30 快速电压变化', 'rvc', 5, 2.5, 'L');
