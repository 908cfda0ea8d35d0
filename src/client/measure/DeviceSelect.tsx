import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { equipName } from './equipText.js';
import type { EquipInfo } from './types.js';

interface Props {
  equips: EquipInfo[];
  value: string[];
  onChange(ids: string[]): void;
  /** one device only */
  single?: boolean;
  /** at most this many (multiple mode) */
  max?: number;
  loading?: boolean;
}

/** Device chooser grouped by device type; names follow the language. */
export default function DeviceSelect({ equips, value, onChange, single, max = 9, loading }: Props) {
  const { t, i18n } = useTranslation('portal');
  const types = [...new Set(equips.map((e) => e.equiptype))].sort();
  const options = types.map((type) => ({
    label: type,
    options: equips
      .filter((e) => e.equiptype === type)
      .map((e) => ({
        value: e.equipid,
        label: `${equipName(e, i18n.language)} (${e.equipid})`,
        disabled: !single && value.length >= max && !value.includes(e.equipid),
      })),
  }));
  return (
    <Select
      data-testid="device-select"
      style={{ width: single ? 360 : 640, maxWidth: '100%' }}
      mode={single ? undefined : 'multiple'}
      placeholder={t('measure.chooseDevice')}
      loading={loading}
      showSearch
      optionFilterProp="label"
      maxTagCount="responsive"
      value={single ? value[0] : value}
      onChange={(v: string | string[]) => onChange(Array.isArray(v) ? v : v ? [v] : [])}
      options={options}
    />
  );
}
