import { Alert, Divider, Drawer, List, Radio, Select, Switch, Typography, message } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyThemeColor } from './applyThemeColor.js';
import { fluidAllowed } from './rules.js';
import ThemeColorPicker from './ThemeColorPicker.js';
import { updateSettings, useSettings } from './useSettings.js';

/** One row: a label, an optional hint under it, and the control on the right. */
function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <List.Item actions={[children]} style={{ padding: '10px 0' }}>
      <List.Item.Meta
        title={label}
        description={
          hint && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </Typography.Text>
          )
        }
      />
    </List.Item>
  );
}

/** The settings drawer (a development-only layout preview); every change is stored at once. */
export default function SettingDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useSettings();
  const setColor = (color: string) => applyThemeColor(color, () => void message.error(t('settings.themeFailed')));
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} width={320} data-testid="settings-drawer">
      <Alert type="warning" showIcon message={t('settings.preview')} style={{ marginBottom: 16 }} />
      <Typography.Title level={5}>{t('settings.style')}</Typography.Title>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={s.theme}
        onChange={(e) => updateSettings({ theme: e.target.value })}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('settings.color')}
      </Typography.Title>
      <ThemeColorPicker value={s.color} onChange={setColor} />
      <Divider />
      <Typography.Title level={5}>{t('settings.nav')}</Typography.Title>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={s.layout}
        onChange={(e) => updateSettings({ layout: e.target.value })}
        options={[
          { value: 'sidemenu', label: t('settings.sidemenu') },
          { value: 'topmenu', label: t('settings.topmenu') },
        ]}
      />
      <List split={false} style={{ marginTop: 8 }}>
        <Row label={t('settings.contentWidth')} hint={t('settings.contentWidthHint')}>
          <Select
            size="small"
            style={{ width: 80 }}
            aria-label={t('settings.contentWidth')}
            value={s.contentWidth}
            onChange={(v) => updateSettings({ contentWidth: v })}
            options={[
              { value: 'Fixed', label: t('settings.fixed') },
              { value: 'Fluid', label: t('settings.fluid'), disabled: !fluidAllowed(s.layout) },
            ]}
          />
        </Row>
        <Row label={t('settings.fixedHeader')}>
          <Switch size="small" aria-label={t('settings.fixedHeader')} checked={s.fixedHeader} onChange={(v) => updateSettings({ fixedHeader: v })} />
        </Row>
        <Row label={t('settings.autoHideHeader')} hint={s.fixedHeader ? undefined : t('settings.autoHideHint')}>
          <Switch
            size="small"
            aria-label={t('settings.autoHideHeader')}
            checked={s.autoHideHeader}
            disabled={!s.fixedHeader}
            onChange={(v) => updateSettings({ autoHideHeader: v })}
          />
        </Row>
        <Row label={t('settings.fixSiderbar')} hint={s.layout === 'topmenu' ? t('settings.fixSiderbarHint') : undefined}>
          <Switch
            size="small"
            aria-label={t('settings.fixSiderbar')}
            checked={s.fixSiderbar}
            disabled={s.layout === 'topmenu'}
            onChange={(v) => updateSettings({ fixSiderbar: v })}
          />
        </Row>
      </List>
      <Divider />
      <Typography.Title level={5}>{t('settings.other')}</Typography.Title>
      <List split={false}>
        <Row label={t('settings.weak')}>
          <Switch size="small" aria-label={t('settings.weak')} checked={s.weak} onChange={(v) => updateSettings({ weak: v })} />
        </Row>
        <Row label={t('settings.multipage')}>
          <Switch size="small" aria-label={t('settings.multipage')} checked={s.multipage} onChange={(v) => updateSettings({ multipage: v })} />
        </Row>
      </List>
    </Drawer>
  );
}
