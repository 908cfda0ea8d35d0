import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import { DEFAULT_RULES, DEFAULT_RVC_RULE } from '../realtime/events/types.js';
import { insertDictionaries } from '../seed/dictionaries.js';
import { grant, insertMenu, type MenuSeed } from '../seed/menus.js';
import { EXPORT_PERM, READ_PERM } from './eventRoutes.js';
import { RULES_TABLE } from './rules.js';

const KINDS: [string, string, string][] = [
  ['voltage_sag', '电压暂降', 'Voltage dip'],
  ['voltage_swell', '电压暂升', 'Voltage swell'],
  ['voltage_interruption', '电压中断', 'Interruption'],
  ['rvc', '快速电压变化', 'Rapid voltage change'],
  ['freq_excursion', '频率越限', 'Frequency excursion'],
];

const PAGES: MenuSeed[] = [
  { name: '电能质量事件', nameEn: 'PQ events', url: '/ipq/events', component: 'pq/EventList', icon: 'thunderbolt', sortNo: 1, menuType: 1, perms: READ_PERM },
  { name: '事件详情', nameEn: 'Event', url: '/ipq/event/:id', component: 'pq/EventPage', sortNo: 2, menuType: 1, perms: READ_PERM, hidden: true },
  {
    name: 'ITIC/SEMI 曲线',
    nameEn: 'ITIC / SEMI curves',
    url: '/ipq/itic',
    component: 'pq/IticScatter',
    icon: 'dot-chart',
    sortNo: 2,
    menuType: 1,
    perms: READ_PERM,
  },
  { name: 'SARFI 指数', nameEn: 'SARFI indices', url: '/ipq/sarfi', component: 'pq/Sarfi', icon: 'bar-chart', sortNo: 3, menuType: 1, perms: READ_PERM },
];

/**
 * Seed step "pq-v1" (before the schema menus: 告警规则 hangs under it): the 电能质量 menu with the
 * event list, event page, ITIC/SEMI scatter and SARFI pages (operators read them, admins also
 * export), and the event-kind dictionary.
 */
export async function seedPqMenu(trx: DB): Promise<void> {
  await insertDictionaries(trx, [['pq_event_kind', '电能质量事件类型', 'Power-quality event kind', KINDS]]);
  const top = await insertMenu(
    trx,
    {
      name: '电能质量',
      nameEn: 'PQ', // the header's ninth entry: 'Power quality' pushed 消息中心 out of 1280 px in English
      url: '/ipq',
      component: 'layouts/RouteView',
      icon: 'thunderbolt',
      sortNo: 7, // after 数据管理 (6)
      menuType: 0,
      redirect: '/ipq/events',
    },
    null,
  );
  const pages: string[] = [];
  for (const p of PAGES) pages.push(await insertMenu(trx, p, top));
  const exportButton = await insertMenu(
    trx,
    { name: '导出电能质量事件', nameEn: 'Export PQ events', url: '', component: '', sortNo: 1, menuType: 2, perms: EXPORT_PERM },
    pages[0],
  );
  await grant(trx, 'admin', [top, ...pages, exportButton]);
  await grant(trx, 'operator', [top, ...pages]);
}

/** Seed step "pq-rules-v1": the IEC 61000-4-30 defaults (and a rapid-voltage-change rule) as alarm rules for every device. */
export async function seedPqRules(trx: DB): Promise<void> {
  for (const r of [...DEFAULT_RULES, DEFAULT_RVC_RULE])
    await trx
      .insertInto(RULES_TABLE)
      .values({
        id: newId(),
        name: r.name,
        kind: r.kind,
        limit_value: r.limit,
        hysteresis: r.hysteresis,
        min_duration_ms: r.minDurationMs,
        severity: r.severity,
        capture_before: r.captureBefore,
        capture_after: r.captureAfter,
        enabled: true,
        description: r.kind === 'rvc' ? 'IEC 61000-4-30 5.11：阈值由用户设定，常用 1–6 %，滞环取阈值的一半' : 'IEC 61000-4-30 默认值',
        create_by: 'system',
        create_time: nowText(),
      })
      .execute();
}
