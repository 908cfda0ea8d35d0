import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceText } from '#shared/provinces.js';
import type { Metric } from './metrics.js';
import type { PlacedDevice } from './types.js';

const READING_UNIT = { fq: 'Hz', UAA: 'kV' } as const;

/** One dot per device at its projected place; hovering shows its name, reading and deviation. */
export default function DeviceDots({ placed, metric }: { placed: PlacedDevice[]; metric: Metric }) {
  const { t, i18n } = useTranslation('portal');
  const en = i18n.language.startsWith('en');
  return (
    <g data-testid="heatmap-devices">
      {placed.map((p) => {
        const d = p.device;
        const title = (
          <div>
            <div>
              <b>{en ? d.name_en : d.name_zh}</b>
            </div>
            <div>
              {t('heatmap.tip.type')}: {d.equiptype} · {provinceText(d.province, i18n.language)}
            </div>
            <div>
              {t(`heatmap.reading.${metric.key}`)}: {p.reading === null ? t('heatmap.tip.noData') : `${p.reading.toFixed(4)} ${READING_UNIT[metric.measType]}`}
            </div>
            {p.heat !== null && (
              <div>
                {t('heatmap.tip.deviation')}: {p.heat.toFixed(metric.decimals)} {metric.unit}
              </div>
            )}
            <div>{t(d.status === 1 ? 'heatmap.tip.online' : 'heatmap.tip.offline')}</div>
          </div>
        );
        return (
          <Tooltip key={d.equipid} title={title}>
            <circle
              data-equipid={d.equipid}
              cx={p.x}
              cy={p.y}
              r={5}
              fill={d.status === 1 ? '#1677ff' : '#8c8c8c'}
              stroke="#fff"
              strokeWidth={1.5}
              style={{ cursor: 'pointer', pointerEvents: 'auto' }}
            />
          </Tooltip>
        );
      })}
    </g>
  );
}
