import { DatePicker, Form, Input, Modal, Select, message } from 'antd';
import { useRequest } from 'ahooks';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import type { DialogStore } from '#renderers/index.js';
import { RANGE_SPANS, type RangeSpan } from '../../portal/curve/curveRange.js';
import '../../portal/i18n/index.js';

/** Measurements with one value per row (the harmonic spectra have 50). */
const MEAS = ['fq', 'UAA', 'THD', 'WAV'];

interface Values {
  name: string;
  device: string;
  measType: string;
  range: [Dayjs, Dayjs];
}

/** Export any past range of a device's point as a new data set (a background task): the ring's rows, or history's (the hint says which). */
export default function ExportDialog({ store, onDone }: { store: DialogStore<true>; onDone: () => void }) {
  const { t } = useTranslation();
  const open = store.useValue();
  const [form] = Form.useForm<Values>();
  const { data: devices } = useRequest(
    async () =>
      open ? (await http.get<{ records: { equipId: string; nameZh: string }[] }>('/isps/device/list', { pageSize: 500, status: 1 })).result.records : [],
    { refreshDeps: [open] },
  );
  if (!open) return null;
  const presets = (Object.keys(RANGE_SPANS) as RangeSpan[]).map((k) => ({
    label: t(`history.span.${k}`, { ns: 'portal' }),
    value: [dayjs().subtract(RANGE_SPANS[k], 'second'), dayjs()] as [Dayjs, Dayjs],
  }));
  const submit = async () => {
    const v = await form.validateFields();
    const r = await http.post<{ id: string }>('/isps/dataset/export', {
      name: v.name,
      device: v.device,
      measType: v.measType,
      begin: v.range[0].valueOf() / 1000,
      end: v.range[1].valueOf() / 1000,
    });
    message.success(r.message);
    store.close();
    onDone();
  };
  return (
    <Modal open title={t('dataset.export')} onOk={submit} onCancel={store.close} okText={t('dataset.start')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ measType: 'fq', range: [dayjs().subtract(1, 'minute'), dayjs()] }}>
        <Form.Item name="name" label={t('dataset.name')} rules={[{ required: true, message: t('dataset.nameRequired') }, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="device" label={t('dataset.device')} rules={[{ required: true, message: t('dataset.deviceRequired') }]}>
          <Select showSearch options={(devices ?? []).map((d) => ({ value: d.equipId, label: `${d.equipId} ${d.nameZh}` }))} />
        </Form.Item>
        <Form.Item name="measType" label={t('dataset.meas')} rules={[{ required: true }]}>
          <Select options={MEAS.map((m) => ({ value: m, label: t(`dataset.measTypes.${m}`) }))} />
        </Form.Item>
        <Form.Item name="range" label={t('dataset.range')} rules={[{ required: true }]} extra={t('dataset.exportHint')}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} presets={presets} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
