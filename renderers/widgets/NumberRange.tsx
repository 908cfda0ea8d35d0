import { InputNumber, Space } from 'antd';
import { useCrudT } from '../i18n/index.js';

type Pair = [number | null | undefined, number | null | undefined];

/** Two numbers for a range query: from and to, either may be empty. */
export default function NumberRange({ value, onChange }: { value?: Pair; onChange?: (v: Pair) => void }) {
  const { t } = useCrudT();
  const [from, to] = value ?? [undefined, undefined];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} placeholder={t('rangeFrom')} value={from} onChange={(v) => onChange?.([v, to])} />
      <InputNumber style={{ width: '50%' }} placeholder={t('rangeTo')} value={to} onChange={(v) => onChange?.([from, v])} />
    </Space.Compact>
  );
}
