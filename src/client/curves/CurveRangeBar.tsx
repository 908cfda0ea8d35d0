import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_SPANS, backFromNow, endOf, pan, presetOf, type CurveRange, type RangeSpan } from './curveRange.js';
import type { HistoryAnswer } from './historyData.js';
import { rangeTick } from './uplotOptions.js';

export interface CurveRangeBarProps {
  range: CurveRange | null;
  onChange(range: CurveRange | null): void;
  level: HistoryAnswer['level'] | null;
  /** where the last read of a range that follows now ended (its label moves with it) */
  readEnd?: number | null;
  /** offers live and "back to live" (the live widget); without it there is always a range */
  live?: boolean;
  /** after the presets: e.g. a picker for any range */
  extra?: ReactNode;
}

/** Live, or a span back from now (follows now); in the past: earlier / later by half a span (fixed), and back to live. */
export default function CurveRangeBar({ range, onChange, level, readEnd, live = true, extra }: CurveRangeBarProps) {
  const { t } = useTranslation('portal');
  const spans = (Object.keys(RANGE_SPANS) as RangeSpan[]).map((k) => ({ value: k, label: t(`history.span.${k}`) }));
  const end = range ? (range.follow && readEnd ? readEnd : endOf(range)) : 0;
  // without live, later than now is the span back from now
  const later = (r: CurveRange) => pan(r, 1) ?? (live ? null : backFromNow(r.span));
  return (
    <Space wrap size={8} data-testid="curve-range">
      <Segmented<RangeSpan | 'live'>
        size="small"
        // a value no option has: nothing selected for a fixed range (undefined would select the first)
        value={(range ? (presetOf(range) ?? 'fixed') : 'live') as RangeSpan}
        onChange={(v) => onChange(v === 'live' ? null : backFromNow(RANGE_SPANS[v]))}
        options={live ? [{ value: 'live', label: t('curve.range.live') }, ...spans] : spans}
      />
      {extra}
      {range && (
        <>
          <Button size="small" onClick={() => onChange(pan(range, -1))}>
            {t('curve.range.earlier')}
          </Button>
          <Button size="small" disabled={!live && range.follow} onClick={() => onChange(later(range))}>
            {t('curve.range.later')}
          </Button>
          {live && (
            <Button size="small" type="primary" onClick={() => onChange(null)}>
              {t('curve.range.backToLive')}
            </Button>
          )}
          <Typography.Text type="secondary" data-testid="curve-range-label">
            {t('curve.range.past', { from: rangeTick(end - range.span, range.span), to: rangeTick(end, range.span) })}
          </Typography.Text>
          {range.follow && <Tag color="green">{t('curve.range.following')}</Tag>}
          {level && <Tag>{t(`history.level.${level}`)}</Tag>}
        </>
      )}
    </Space>
  );
}
