import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANGE_SPANS, backFromNow, pan, type CurveRange, type RangeSpan } from './curveRange.js';
import type { HistoryAnswer } from './historyData.js';
import { rangeTick } from './uplotOptions.js';

export interface CurveRangeBarProps {
  range: CurveRange | null;
  onChange(range: CurveRange | null): void;
  level: HistoryAnswer['level'] | null;
}

/** the span chosen, none for a zoomed-in one */
const spanKey = (r: CurveRange | null) => (r ? (Object.keys(RANGE_SPANS) as RangeSpan[]).find((k) => RANGE_SPANS[k] === r.span) : 'live');

/** Live, or a span back from now; in the past: earlier / later by half a span, and back to live. */
export default function CurveRangeBar({ range, onChange, level }: CurveRangeBarProps) {
  const { t } = useTranslation('portal');
  return (
    <Space wrap size={8} data-testid="curve-range">
      <Segmented<RangeSpan | 'live'>
        size="small"
        value={spanKey(range)}
        onChange={(v) => onChange(v === 'live' ? null : backFromNow(RANGE_SPANS[v]))}
        options={[
          { value: 'live', label: t('curve.range.live') },
          ...(Object.keys(RANGE_SPANS) as RangeSpan[]).map((k) => ({ value: k, label: t(`history.span.${k}`) })),
        ]}
      />
      {range && (
        <>
          <Button size="small" onClick={() => onChange(pan(range, -1))}>
            {t('curve.range.earlier')}
          </Button>
          <Button size="small" onClick={() => onChange(pan(range, 1))}>
            {t('curve.range.later')}
          </Button>
          <Button size="small" type="primary" onClick={() => onChange(null)}>
            {t('curve.range.backToLive')}
          </Button>
          <Typography.Text type="secondary">
            {t('curve.range.past', { from: rangeTick(range.end - range.span, range.span), to: rangeTick(range.end, range.span) })}
          </Typography.Text>
          {level && <Tag>{t(`history.level.${level}`)}</Tag>}
        </>
      )}
    </Space>
  );
}
