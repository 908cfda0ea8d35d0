import type { Lang } from '../http/lang.js';
import { said, sayIn } from '../i18n/said.js';
import type { DeviceEventKind } from './types.js';

/** A device event's message title in a language (the stored one is Chinese; the console writes its own). */
export const eventTitle = (deviceId: string, kind: DeviceEventKind, lang: Lang = 'zh') =>
  sayIn(said('event.title', { device: deviceId, kind: sayIn(said(`eventKind.${kind}`), lang) }), lang);
