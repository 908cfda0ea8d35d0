import 'uplot/dist/uPlot.min.css';
import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { timeTick } from './uplotOptions.js';
import type { CurveUrls, MeasType } from './types.js';
import { useCurveChart } from './useCurveChart.js';
import { useSize } from 'ahooks';
import { useLiveCurve } from './useLiveCurve.js';
import CurveRangeBar from './CurveRangeBar.js';
import FlaggedHint from './FlaggedHint.js';
import { endOf, rangeToParam, zoomed } from './curveRange.js';
import { useCurveHistory } from './useCurveHistory.js';
import { useRangeParam } from './useRangeParam.js';
import ComtradeButton, { comtradeUrl } from '../views/datasets/comtrade/ComtradeButton.js';
import { session } from '../session/session.js';

export interface LiveCurveProps {
  /** the devices drawn, one line each */
  equipIds: string[];
  equipType?: string;
  /** UAA (voltage amplitude), fq (frequency) or RF (ROCOF) */
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
  /** the page URL keeps the chosen range under range.<rangeKey> (default: the measurement type) */
  rangeKey?: string;
}

/**
 * The live curve widget: the newest seconds of each device's record, redrawn every second. The
 * range bar goes back from live into history (a span back from now, then earlier / later): the
 * live reads stop, each device's mean, min and max come from the level the span calls for,
 * dragging across the chart zooms into the part dragged over, and "back to live" starts the live
 * reads again. The range lives in the page URL (reload, a shared link and back keep it); a span
 * back from now is re-read every few seconds, so its newest part keeps moving.
 */
export default function LiveCurve({ equipIds, equipType, meastype, url = {}, seconds, rate, height = 260, title, autoStart = true, rangeKey }: LiveCurveProps) {
  const { t, i18n } = useTranslation('portal');
  const el = useRef<HTMLDivElement>(null);
  const width = useSize(el)?.width ?? 0;
  const [range, setRange] = useRangeParam(`range.${rangeKey ?? meastype}`);
  // opened with a range in the URL: no live reads until back to live
  const curve = useLiveCurve({ equipIds, equipType, meastype, urls: url, seconds, rate }, autoStart && !range);
  const en = i18n.language === 'en';
  const past = useCurveHistory(equipIds, meastype, range, (d, stat) =>
    t('curve.range.line', { name: (en ? d.name_en : d.name_zh) || d.equipid, stat: t(`history.${stat}`) }),
  );
  // the live reads stop in the past and start again back in live, whether a button or the URL (back) moved it
  const inPast = !!range;
  const was = useRef(inPast);
  useEffect(() => {
    if (was.current === inPast) return;
    was.current = inPast;
    if (inPast) curve.stop();
    else curve.start();
  }, [inPast]); // eslint-disable-line react-hooks/exhaustive-deps -- curve's start/stop act on its current timer
  const shown = range ? past.lines : curve.lines;
  const labels = shown.length ? shown.map((l) => (en ? l.name_en : l.name_zh)) : [t('curve.waiting')];
  // in the past, dragging across the chart zooms into the part dragged over
  const zoom = (from: number, to: number) => {
    const r = zoomed(from, to);
    if (r) setRange(r);
  };
  useCurveChart(
    el,
    shown,
    range ? past.lines.length + (past.end ?? 0) : curve.version,
    labels,
    t(`curve.axis.${meastype}`),
    Math.floor(width),
    height,
    range ? zoom : undefined,
    range ? past.flagged : undefined,
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
      data-range={range ? rangeToParam(range) : ''}
      data-loading={range && past.loading ? 'true' : 'false'}
      data-flagged={range ? past.flagged.length : 0}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Space>
          <Typography.Text strong>{title ?? t(`curve.meas.${meastype}`)}</Typography.Text>
          {!range && <Tag color={curve.running ? 'green' : 'default'}>{curve.running ? t('curve.live') : t('curve.stopped')}</Tag>}
          {!range && lastX > 0 && <Typography.Text type="secondary">{t('curve.lastAt', { time: timeTick(lastX) })}</Typography.Text>}
        </Space>
        <Space>
          {/* a signed-in user downloads what the curve shows (one device), at full resolution */}
          {equipIds.length === 1 && !!session.token() && (
            <ComtradeButton
              size="small"
              url={(format, pack) => {
                const end = range ? endOf(range) : Math.floor(Date.now() / 1000);
                const begin = range ? end - range.span : end - (seconds ?? 10);
                return comtradeUrl('/isps/comtrade/device', { device: equipIds[0], points: meastype, begin, end, format, pack });
              }}
            />
          )}
          {!range && (
            <Button size="small" onClick={curve.running ? curve.stop : curve.start}>
              {curve.running ? t('curve.stop') : t('curve.start')}
            </Button>
          )}
        </Space>
      </Space>
      <CurveRangeBar range={range} onChange={setRange} level={past.level} readEnd={past.end} />
      <div ref={el} style={{ width: '100%', minHeight: height }} />
      {range && past.flagged.length > 0 && <FlaggedHint />}
    </div>
  );
}
