import 'uplot/dist/uPlot.min.css';
import { Button, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeTick } from './uplotOptions.js';
import type { CurveUrls, MeasType } from './types.js';
import { useCurveChart } from './useCurveChart.js';
import { useSize } from 'ahooks';
import { useLiveCurve } from './useLiveCurve.js';
import CurveRangeBar from './CurveRangeBar.js';
import type { CurveRange } from './curveRange.js';
import { useCurveHistory } from './useCurveHistory.js';

export interface LiveCurveProps {
  /** the devices drawn, one line each */
  equipIds: string[];
  equipType?: string;
  /** UAA (voltage amplitude) or fq (frequency) */
  meastype: MeasType;
  /** url.xxx properties (paths under the API base); defaults to the portal's wrdb API, an empty one warns */
  url?: Partial<CurveUrls>;
  /** window, seconds (default 10) */
  seconds?: number;
  /** sampling frequency, Hz (default 50): points kept per line = seconds × rate */
  rate?: number;
  height?: number;
  title?: string;
  autoStart?: boolean;
}

/**
 * The live curve widget: the newest seconds of each device's record, redrawn every second. The
 * range bar goes back from live into history (a span back from now, then earlier / later): the
 * live reads stop, each device's mean, min and max come from the level the span calls for,
 * dragging across the chart zooms into the part dragged over, and "back to live" starts the live
 * reads again.
 */
export default function LiveCurve({ equipIds, equipType, meastype, url = {}, seconds, rate, height = 260, title, autoStart = true }: LiveCurveProps) {
  const { t, i18n } = useTranslation('portal');
  const el = useRef<HTMLDivElement>(null);
  const width = useSize(el)?.width ?? 0;
  const curve = useLiveCurve({ equipIds, equipType, meastype, urls: url, seconds, rate }, autoStart);
  const en = i18n.language === 'en';
  const [range, setRange] = useState<CurveRange | null>(null);
  const name = (id: string) => {
    const l = curve.lines.find((x) => x.equipid === id);
    return l ? (en ? l.name_en : l.name_zh) : id;
  };
  const past = useCurveHistory(equipIds, meastype, range, (id, stat) => t('curve.range.line', { name: name(id), stat: t(`history.${stat}`) }));
  const goTo = (next: CurveRange | null) => {
    if (next && !range) curve.stop();
    if (!next && range) curve.start();
    setRange(next);
  };
  const shown = range ? past.lines : curve.lines;
  const labels = shown.length ? shown.map((l) => (en ? l.name_en : l.name_zh)) : [t('curve.waiting')];
  // in the past, dragging across the chart zooms into the part dragged over
  const zoom = (from: number, to: number) => {
    const end = Math.min(Math.floor(to), Math.floor(Date.now() / 1000));
    if (end - from >= 2) goTo({ span: Math.ceil(end - from), end });
  };
  useCurveChart(
    el,
    shown,
    range ? past.lines.length + range.end : curve.version,
    labels,
    t(`curve.axis.${meastype}`),
    Math.floor(width),
    height,
    range ? zoom : undefined,
  );

  const points = shown.reduce((n, l) => n + l.x.length, 0);
  const lastX = Math.max(0, ...curve.lines.map((l) => l.x[l.x.length - 1] ?? 0));
  return (
    <div
      className="live-curve"
      data-testid="live-curve"
      data-meastype={meastype}
      data-points={points}
      data-last={lastX || ''}
      data-mode={range ? 'history' : 'live'}
      data-level={past.level ?? ''}
      data-loading={range && past.loading ? 'true' : 'false'}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Space>
          <Typography.Text strong>{title ?? t(`curve.meas.${meastype}`)}</Typography.Text>
          {!range && <Tag color={curve.running ? 'green' : 'default'}>{curve.running ? t('curve.live') : t('curve.stopped')}</Tag>}
          {!range && lastX > 0 && <Typography.Text type="secondary">{t('curve.lastAt', { time: timeTick(lastX) })}</Typography.Text>}
        </Space>
        {!range && (
          <Button size="small" onClick={curve.running ? curve.stop : curve.start}>
            {curve.running ? t('curve.stop') : t('curve.start')}
          </Button>
        )}
      </Space>
      <CurveRangeBar range={range} onChange={goTo} level={past.level} />
      <div ref={el} style={{ width: '100%', minHeight: height }} />
    </div>
  );
}
