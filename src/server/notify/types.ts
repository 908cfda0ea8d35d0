import type { DeviceEventKind } from '#shared/contract/pqEvents.js';
import type { Said } from '../i18n/said.js';

// the device events the realtime plane raises (realtime/events/): the power-quality event kinds (pq/)
export { DEVICE_EVENT_KINDS, type DeviceEventKind } from '#shared/contract/pqEvents.js';

export interface DeviceEvent {
  deviceId: string;
  kind: DeviceEventKind;
  /** what happened, shown as the message body (plain text): a Said is stored in Chinese and read in the reader's language */
  text: string | Said;
  /**
   * who is told (an alarm rule's recipients): users by username and holders of these role codes.
   * Both absent: the holders of ISPS_DEVICE_EVENT_ROLES.
   */
  users?: string[];
  roles?: string[];
  /** the message priority (L, M, H); absent: H for a sag, M otherwise */
  priority?: 'L' | 'M' | 'H';
}

/**
 * What became of one raised event: a new message was opened, or the open one of its device and
 * kind counted it (`notified`: its recipients were told again, at most once per interval).
 */
export type RaiseResult = { raised: true; id: string; opened: boolean; count: number; notified: boolean } | { raised: false; reason: 'no_subscribers' };
