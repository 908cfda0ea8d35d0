import { Alert, Card, Segmented, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MapStage from './MapStage.js';
import Legend from './Legend.js';
import { METRICS, scaleMax } from './metrics.js';
import { heatRequest, placeDevices } from './place.js';
import type { LabelLang, MetricKey } from './types.js';
import { useHeatImage } from './useHeatImage.js';
import { useLabelLang } from './useLabelLang.js';
import { useLiveData } from './useLiveData.js';
import { useMapAssets } from './useMapAssets.js';

/** /portal/heatmap: devices over the map of China, coloured by how far their readings deviate. */
export default function HeatMapPage() {
  const { t } = useTranslation('portal');
  const [metricKey, setMetricKey] = useState<MetricKey>('freq');
  const [labelLang, setLabelLang] = useLabelLang();
  const metric = METRICS[metricKey];
  const map = useMapAssets();
  const live = useLiveData(metric.measType);
  const placed = useMemo(() => placeDevices(live.devices, live.values, metric), [live.devices, live.values, metric]);
  const max = scaleMax(
    metric,
    placed.map((p) => p.heat),
  );
  const heat = useHeatImage(live.values.length ? heatRequest(placed, max) : null);
  const error = map.error ?? live.error ?? heat.error;

  return (
    <Card style={{ maxWidth: 1100, margin: '16px auto' }} title={t('heatmap.title')}>
      <div style={{ marginBottom: 12 }}>
        <Space wrap>
          <Segmented
            aria-label={t('heatmap.metric.label')}
            value={metricKey}
            onChange={(v) => setMetricKey(v as MetricKey)}
            options={[
              { value: 'freq', label: t('heatmap.metric.freq') },
              { value: 'volt', label: t('heatmap.metric.volt') },
            ]}
          />
          <Segmented
            data-testid="heatmap-label-toggle"
            aria-label={t('heatmap.labels.label')}
            value={labelLang}
            onChange={(v) => setLabelLang(v as LabelLang)}
            options={[
              { value: 'zh', label: t('heatmap.labels.zh') },
              { value: 'en', label: t('heatmap.labels.en') },
            ]}
          />
        </Space>
      </div>
      {error ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('heatmap.error')} /> : null}
      {map.svg ? (
        <MapStage svg={map.svg} labels={map.labels} labelLang={labelLang} heatSrc={heat.src} placed={placed} metric={metric} />
      ) : (
        <Spin style={{ display: 'block', margin: '160px auto' }} />
      )}
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Legend metric={metric} max={max} />
        <Typography.Text type="secondary">
          {t('heatmap.devices', { count: placed.length })}
          {live.updatedAt ? ` · ${t('heatmap.updated', { time: dayjs(live.updatedAt).format('HH:mm:ss') })}` : ''}
        </Typography.Text>
      </Space>
    </Card>
  );
}
