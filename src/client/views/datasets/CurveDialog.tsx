import dayjs from 'dayjs';
import 'uplot/dist/uPlot.min.css';
import { Descriptions, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import uPlot from 'uplot';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/core.js';
import { datasetCurve } from '#shared/contract/datasets.js';
import { timeText } from './BrowseDialog.js';
import ChannelSelect from './comtrade/ChannelSelect.js';

const fetchCurve = async (id: string, channel: number, range?: [number, number]) =>
  (await http.get('/isps/dataset/curve', { id, buckets: 1200, channel, ...(range ? { from: range[0], to: range[1] } : {}) }, { answer: datasetCurve })).result;

/** Gaps drawn as red bands behind the lines. */
function drawGaps(u: uPlot, gaps: [number, number][]) {
  const { ctx } = u;
  ctx.save();
  ctx.fillStyle = 'rgba(255, 77, 79, 0.12)';
  for (const [a, b] of gaps) {
    const x0 = u.valToPos(a, 'x', true);
    const x1 = u.valToPos(b, 'x', true);
    ctx.fillRect(x0, u.bbox.top, Math.max(1, x1 - x0), u.bbox.height);
  }
  ctx.restore();
}

/** Dots where a line has nothing to join: a value with no value on either side (uPlot draws no segment there). */
const lonePoints = {
  show: true,
  size: 5,
  filter: (u: uPlot, i: number) => {
    const y = u.data[i];
    const out: number[] = [];
    for (let k = 0; k < y.length; k++) if (y[k] != null && y[k - 1] == null && y[k + 1] == null) out.push(k);
    return out;
  },
};

/** The whole set as min/max lines (decimated on the server); drag to zoom re-reads the zoomed span at full detail. */
export default function CurveDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const el = useRef<HTMLDivElement>(null);
  const [channel, setChannel] = useState(0);
  const { data: curve = null } = useSWR(row ? ['dataset', 'curve', String(row.id), channel] : null, () => fetchCurve(String(row!.id), channel), {
    onError: store.close,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (!curve || !el.current || !row) return;
    let gaps = curve.gaps;
    const plot = new uPlot(
      {
        width: 820,
        height: 360,
        scales: { x: { time: true } },
        // dates and legend in the UI's words (uPlot's own are English)
        axes: [{ values: (_u, splits) => splits.map((v) => dayjs(v * 1000).format('MM-DD HH:mm:ss')), space: 110 }, { size: 70 }],
        series: [
          { label: t('dataset.time'), value: (_u, v) => (v == null ? '' : dayjs(v * 1000).format('YYYY-MM-DD HH:mm:ss')) },
          { label: t('dataset.max'), stroke: '#1677ff', width: 1, points: lonePoints },
          { label: t('dataset.min'), stroke: '#69b1ff', width: 1, points: lonePoints },
        ],
        hooks: {
          drawClear: [(u) => drawGaps(u, gaps)],
          setSelect: [
            (u) => {
              if (u.select.width < 5) return;
              const range: [number, number] = [u.posToVal(u.select.left, 'x'), u.posToVal(u.select.left + u.select.width, 'x')];
              void fetchCurve(String(row.id), channel, range).then((c) => {
                gaps = c.gaps;
                u.setData([c.t, c.max, c.min] as uPlot.AlignedData);
              });
            },
          ],
        },
        cursor: { drag: { x: true, y: false, setScale: true } },
      },
      [curve.t, curve.max, curve.min] as uPlot.AlignedData,
      el.current,
    );
    return () => plot.destroy();
  }, [curve]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!row) return null;
  const s = curve?.stats;
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '—' : Number(v.toFixed(6)));
  return (
    <Modal
      open
      width={880}
      footer={null}
      title={`${t('dataset.curve')} · ${String(row.name)}`}
      onCancel={() => {
        store.close();
        setChannel(0);
      }}
    >
      <ChannelSelect row={row} value={channel} onChange={setChannel} />
      {!curve ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={4} data-testid="dataset-stats">
            <Descriptions.Item label={t('dataset.count')}>{s!.count}</Descriptions.Item>
            <Descriptions.Item label={t('dataset.min')}>{num(s!.min)}</Descriptions.Item>
            <Descriptions.Item label={t('dataset.max')}>{num(s!.max)}</Descriptions.Item>
            <Descriptions.Item label={t('dataset.mean')}>{num(s!.mean)}</Descriptions.Item>
          </Descriptions>
          <div ref={el} data-testid="dataset-curve" />
          <div style={{ color: '#999' }}>
            {t('dataset.gaps', { n: curve.gaps.length })}
            {curve.gaps
              .slice(0, 3)
              .map(([a, b]) => ` · ${timeText(a)} → ${timeText(b)}`)
              .join('')}{' '}
            {t('dataset.zoomHint')}
          </div>
        </>
      )}
    </Modal>
  );
}
