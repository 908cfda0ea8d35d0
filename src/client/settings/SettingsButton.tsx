import { SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SettingDrawer from './SettingDrawer.js';

/** The header gear that opens the settings drawer. */
export default function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <SettingOutlined
        role="button"
        aria-label={t('settings.open')}
        title={t('settings.open')}
        data-testid="settings-button"
        tabIndex={0}
        style={{ cursor: 'pointer', fontSize: 16 }}
        onClick={() => setOpen(true)}
      />
      <SettingDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
