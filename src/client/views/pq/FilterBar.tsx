import { Button, DatePicker, Form, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchDevices, type Filters } from './api.js';
import './i18n.js';

const KINDS = ['voltage_sag', 'voltage_swell', 'voltage_interruption', 'rvc', 'freq_excursion'];

interface Props {
  value: Filters;
  onSearch: (f: Filters) => void;
  /** which filters beyond device and time: kind, depth, duration */
  full?: boolean;
  extra?: ReactNode;
}

/** Device, kind, time, depth and duration filters of the power-quality pages. */
export default function FilterBar({ value, onSearch, full, extra }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const { data: devices = [] } = useSWR(['pq', 'devices'], fetchDevices, { revalidateOnFocus: false });
  const en = i18n.language === 'en';
  return (
    <Form form={form} layout="inline" initialValues={value} onFinish={onSearch} style={{ marginBottom: 12, rowGap: 8 }} data-testid="pq-filters">
      <Form.Item name="equipId" label={t('pq.filter.device')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 200 }}
          maxTagCount={2}
          data-testid="pq-filter-device"
          options={devices.map((d) => ({ value: d.equipId, label: `${d.equipId} ${en ? d.nameEn : d.nameZh}` }))}
        />
      </Form.Item>
      {full && (
        <Form.Item name="kind" label={t('pq.filter.kind')}>
          <Select mode="multiple" allowClear style={{ minWidth: 160 }} options={KINDS.map((k) => ({ value: k, label: t(`pq.kind.${k}`) }))} />
        </Form.Item>
      )}
      <Form.Item name="range" label={t('pq.filter.time')}>
        <DatePicker.RangePicker showTime />
      </Form.Item>
      {full && (
        <>
          <Form.Item name="extremeMax" label={t('pq.filter.extremeMax')}>
            <InputNumber min={0} max={1000} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="durationMin" label={t('pq.filter.durationMin')}>
            <InputNumber min={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="durationMax" label={t('pq.filter.durationMax')}>
            <InputNumber min={0} style={{ width: 100 }} />
          </Form.Item>
        </>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="pq-search">
            {t('pq.filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ equipId: [], kind: [], range: undefined, extremeMax: null, durationMin: null, durationMax: null });
              onSearch({});
            }}
          >
            {t('pq.filter.reset')}
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
