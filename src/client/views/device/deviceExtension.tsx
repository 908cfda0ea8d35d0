import { Descriptions, Modal } from 'antd';
import dayjs from 'dayjs';
import i18n from '../../i18n/index.js';
import { http } from '../../api/http.js';
import type { EntityExtension, Row } from '#renderers/core.js';
import { linkStatusList } from '#shared/contract/deviceLink.js';

const t = (k: string) => i18n.t(`device.link.${k}`);
const SEP = () => (i18n.language === 'en' ? ', ' : '，');

/** The refused frames and why: "3 (too late 1, CRC error 2)". */
function refused(bad: Record<string, number>): string {
  const parts = Object.entries(bad).filter(([, n]) => n > 0);
  const total = parts.reduce((a, [, n]) => a + n, 0);
  if (!parts.length) return String(total);
  const why = parts.map(([k, n]) => `${i18n.t(`device.link.reasons.${k}`, { defaultValue: k })} ${n}`).join(SEP());
  return i18n.language === 'en' ? `${total} (${why})` : `${total}（${why}）`;
}

/** The C37.118.2 link of a real device: connection state and counters, as the server keeps them. */
async function showLink(row: Row) {
  const r = await http.get('/isps/device/linkStatus', { ids: row.id }, { answer: linkStatusList });
  const s = r.result?.[0]?.link;
  Modal.info({
    title: `${t('title')} ${String(row.equipId ?? '')}`,
    width: 520,
    content: s ? (
      <Descriptions column={1} size="small" data-testid="device-link">
        <Descriptions.Item label={t('state')}>{t(`states.${s.state}`)}</Descriptions.Item>
        <Descriptions.Item label={t('lastFrame')}>{s.lastFrameTime ? dayjs(s.lastFrameTime * 1000).format('YYYY-MM-DD HH:mm:ss.SSS') : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('rate')}>{s.frameRate}</Descriptions.Item>
        <Descriptions.Item label={t('frames')}>{s.frames}</Descriptions.Item>
        <Descriptions.Item label={t('crc')}>{s.crcErrors}</Descriptions.Item>
        <Descriptions.Item label={t('skipped')}>{s.skippedBytes ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('bad')}>{refused(s.badFrames)}</Descriptions.Item>
        <Descriptions.Item label={t('tooEarly')}>{s.badFrames['too-early'] ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('tooLate')}>{s.badFrames['too-late'] ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('stat')}>{s.statProblems}</Descriptions.Item>
        <Descriptions.Item label={t('invalid')}>{s.invalidValues ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('timeFlagged')}>{s.timeFlagged ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t('reconnects')}>{s.reconnects}</Descriptions.Item>
      </Descriptions>
    ) : (
      t('none')
    ),
  });
}

/** Devices: a real device's link status; start and stop (status 运行 / 检修). */
export const deviceExtension: EntityExtension = {
  rowActions: (ctx) => [
    { key: 'link', label: t('title'), hidden: (row) => !row.transport, onClick: showLink },
    {
      key: 'stop',
      label: t('stop'),
      perm: 'device:edit',
      hidden: (row) => !row.transport || Number(row.status) !== 1,
      onClick: async (row) => {
        await http.put('/isps/device/edit', { id: row.id, status: 2 });
        await ctx.reload();
      },
    },
    {
      key: 'start',
      label: t('start'),
      perm: 'device:edit',
      hidden: (row) => !row.transport || Number(row.status) === 1,
      onClick: async (row) => {
        await http.put('/isps/device/edit', { id: row.id, status: 1 });
        await ctx.reload();
      },
    },
  ],
};
