/** The device events the realtime plane raises (realtime/events/). */
export const DEVICE_EVENT_KINDS = ['freq_excursion', 'voltage_sag'] as const;
export type DeviceEventKind = (typeof DEVICE_EVENT_KINDS)[number];

export interface DeviceEvent {
  deviceId: string;
  kind: DeviceEventKind;
  /** what happened, shown as the message body (plain text) */
  text: string;
}

/**
 * What became of one raised event: a new message was opened, or the open one of its device and
 * kind counted it (`notified`: its recipients were told again, at most once per interval).
 */
export type RaiseResult = { raised: true; id: string; opened: boolean; count: number; notified: boolean } | { raised: false; reason: 'no_subscribers' };
