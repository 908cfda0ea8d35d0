import type { ISchema } from '@formily/react';
import { Modal, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDataProvider, type DialogStore } from '#renderers/core.js';
import SchemaForm from '../../components/form/SchemaForm.js';
import { RANGE_SPANS, type RangeSpan } from '../../curves/curveRange.js';
import '../../i18n/portal/index.js';
import { showRefusal, useAccountForm } from '../../components/form/useAccountForm.js';

/** Measurements with one value per row (the harmonic spectra have 50). */
const MEAS = ['fq', 'RF', 'UAA', 'THD', 'WAV'];
const TIME = 'YYYY-MM-DD HH:mm:ss';

interface Values {
  name: string;
  device: string;
  measType: string;
  range: [string, string];
}

/** Export any past range of a device's point as a new data set (a background task): the ring's rows, or history's (the hint says which). */
export default function ExportDialog({ store, onDone }: { store: DialogStore<true>; onDone: () => void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const open = store.useValue();
  const form = useAccountForm();
  const { data: devices } = useSWR(open ? ['list', '/isps/device', 'running'] : null, () =>
    dp.list('/isps/device', { pageSize: 500, status: 1 }).then((p) => p.records),
  );
  const schema = useMemo<ISchema>(() => {
    const item = (title: string, index: number, component: string, props: object, validator: object[]) => ({
      type: 'string',
      title,
      'x-index': index,
      'x-decorator': 'FormItem',
      'x-component': component,
      // labelled for assistive technology too: Formily's label is not tied to its input
      'x-component-props': { 'aria-label': title, ...props },
      'x-validator': validator,
    });
    return {
      type: 'object',
      properties: {
        name: item(t('dataset.name'), 1, 'Input', {}, [{ required: true, message: t('dataset.nameRequired') }, { max: 100 }]),
        device: item(t('dataset.device'), 2, 'Select', { showSearch: true, optionFilterProp: 'label' }, [
          { required: true, message: t('dataset.deviceRequired') },
        ]),
        measType: item(t('dataset.meas'), 3, 'Select', { options: MEAS.map((m) => ({ value: m, label: t(`dataset.measTypes.${m}`) })) }, [{ required: true }]),
        range: {
          ...item(
            t('dataset.range'),
            4,
            'DatePicker.RangePicker',
            {
              showTime: true,
              format: TIME,
              style: { width: '100%' },
              // any past range: the last minutes from the ring, older ones from history (the hint says so)
              presets: (Object.keys(RANGE_SPANS) as RangeSpan[]).map((k) => ({
                label: t(`history.span.${k}`, { ns: 'portal' }),
                value: () => [dayjs().subtract(RANGE_SPANS[k], 'second'), dayjs()],
              })),
              disabledDate: (d: dayjs.Dayjs) => d.isAfter(dayjs(), 'day'),
            },
            [{ required: true }],
          ),
          'x-decorator-props': { extra: t('dataset.exportHint') },
          type: 'array',
        },
      },
    };
  }, [t]);
  // each opening starts from the last minute; the device list arrives after the field is mounted
  useEffect(() => {
    if (open) form.setValues({ measType: 'fq', range: [dayjs().subtract(1, 'minute').format(TIME), dayjs().format(TIME)] }, 'overwrite');
  }, [form, open]);
  useEffect(
    () =>
      form.setFieldState('device', (s) => {
        s.dataSource = (devices ?? []).map((d) => ({ value: String(d.equipId), label: `${String(d.equipId)} ${String(d.nameZh)}` }));
      }),
    [form, devices],
  );
  if (!open) return null;
  const submit = async (v: Values) => {
    try {
      const r = await dp.custom({
        method: 'POST',
        path: '/isps/dataset/export',
        body: { name: v.name, device: v.device, measType: v.measType, begin: dayjs(v.range[0]).unix(), end: dayjs(v.range[1]).unix() },
        quiet: true,
      });
      void message.success(r.message); // a toast: nothing waits for it to close
      store.close();
      onDone();
    } catch (e) {
      const left = showRefusal(form, e, (e as Error).message);
      if (left) void message.error(left);
    }
  };
  return (
    <Modal
      open
      title={t('dataset.export')}
      onOk={() => form.submit(submit).catch(() => undefined)}
      onCancel={store.close}
      okText={t('dataset.start')}
      destroyOnHidden
    >
      <SchemaForm form={form} schema={schema} layout="vertical" onSubmit={submit} />
    </Modal>
  );
}
