import type { TFunction } from 'i18next';
import type { Announcement } from './types.js';

/**
 * A message's title in the reader's language. A device event's stored title is the server's Chinese
 * (装置 SMDR-NM01 电压暂降, what JeecgBoot's clients show); its device and kind are columns of its own, so
 * the console writes it from those. Other titles are what a person wrote, shown as written.
 */
export const messageTitle = (a: Pick<Announcement, 'titile' | 'busId' | 'eventKind'>, t: TFunction): string =>
  a.eventKind && a.busId ? t('notice.event.title', { equip: a.busId, kind: t(`notice.event.kind.${a.eventKind}`) }) : a.titile;
