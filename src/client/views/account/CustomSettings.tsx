import { Alert, Button, Descriptions } from 'antd';
import { useState } from 'react';
import SettingDrawer from '../../settings/SettingDrawer.js';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/useSettings.js';

/** 个性化: the page settings in force; they are saved per user on the server whenever they change. */
export default function CustomSettings() {
  const { t } = useTranslation();
  const s = useSettings();
  const [open, setOpen] = useState(false);
  const onOff = (v: boolean) => (v ? '✓' : '—');
  return (
    <div data-testid="account-custom">
      <Alert type="info" showIcon message={t('acct.custom.hint')} style={{ marginBottom: 16 }} />
      <Descriptions title={t('acct.custom.current')} column={1} size="small" bordered>
        <Descriptions.Item label={t('settings.style')}>{t(s.theme === 'dark' ? 'settings.dark' : 'settings.light')}</Descriptions.Item>
        <Descriptions.Item label={t('settings.color')}>
          <span style={{ display: 'inline-block', width: 14, height: 14, background: s.color, verticalAlign: 'middle', marginRight: 6 }} />
          {s.color}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.nav')}>{t(s.layout === 'sidemenu' ? 'settings.sidemenu' : 'settings.topmenu')}</Descriptions.Item>
        <Descriptions.Item label={t('settings.contentWidth')}>{t(s.contentWidth === 'Fixed' ? 'settings.fixed' : 'settings.fluid')}</Descriptions.Item>
        <Descriptions.Item label={t('settings.fixedHeader')}>{onOff(s.fixedHeader)}</Descriptions.Item>
        <Descriptions.Item label={t('settings.weak')}>{onOff(s.weak)}</Descriptions.Item>
        <Descriptions.Item label={t('settings.multipage')}>{onOff(s.multipage)}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" style={{ marginTop: 16 }} onClick={() => setOpen(true)}>
        {t('acct.custom.open')}
      </Button>
      <SettingDrawer open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
