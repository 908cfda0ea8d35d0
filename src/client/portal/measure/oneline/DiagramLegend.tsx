import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FREQ_ALARM_HZ, FREQ_WARN_HZ, LEVEL_COLOR, LEVELS, VOLT_ALARM, VOLT_WARN } from './thresholds.js';

/** What the colours mean, with the thresholds. */
export default function DiagramLegend() {
  const { t } = useTranslation('portal');
  const params = { fw: FREQ_WARN_HZ, fa: FREQ_ALARM_HZ, uw: Math.round(VOLT_WARN * 100), ua: Math.round(VOLT_ALARM * 100) };
  return (
    <Space data-testid="diagram-legend" wrap size={24}>
      {LEVELS.map((l) => (
        <Space key={l} size={6}>
          <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: LEVEL_COLOR[l] }} />
          <Typography.Text>{t(`measure.level.${l}`, params)}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
