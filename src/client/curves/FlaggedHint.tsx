import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Says what the shaded spans of a history chart are (IEC 61000-4-30 §4.7 flagging). */
export default function FlaggedHint() {
  const { t } = useTranslation('portal');
  return (
    <Typography.Text type="secondary" data-testid="flagged-hint" style={{ fontSize: 12 }}>
      <span style={{ display: 'inline-block', width: 12, height: 10, marginRight: 6, background: 'rgba(250, 173, 20, 0.35)' }} />
      {t('history.flagged')}
    </Typography.Text>
  );
}
