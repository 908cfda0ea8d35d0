import { ArrayCards, FormButtonGroup, FormLayout, FormStep } from '@formily/antd-v5';
import { createForm, setValidateLanguage } from '@formily/core';
import { FormConsumer, FormProvider } from '@formily/react';
import { Alert, Button, Card, Result, Spin, Typography, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  dictCodes,
  formFields,
  isDataError,
  remoteChecks,
  showServerErrors,
  useCrudT,
  useDataProvider,
  useDicts,
  useEntitySchema,
  useInvalidate,
  useSchemaField,
  useWidgets,
} from '#renderers/index.js';
import { commissioned } from '#shared/contract/commission.js';
import { LOCATION_FIELDS, commissionSchema } from './commissionSchema.js';
import MapPicker from './MapPicker.js';
import Summary from './Summary.js';
import './i18n.js';

const StepHint = ({ text }: { text: string }) => <Alert type="info" showIcon message={text} style={{ marginBottom: 16 }} />;
const EXTRA = { ArrayCards, FormStep, MapPicker, CommissionSummary: Summary, StepHint };

/**
 * 设备登记: a new device in four steps (basic data, measurement points, location, confirmation), every
 * field from the isps_device / isps_meas_point schemas; one server call writes device and points or nothing.
 */
export default function Commission() {
  const { t } = useTranslation();
  const { lang } = useCrudT();
  const dp = useDataProvider();
  const invalidate = useInvalidate();
  const device = useEntitySchema('isps_device').schema;
  const point = useEntitySchema('isps_meas_point').schema;
  const widgets = useWidgets();
  const SchemaField = useSchemaField(useMemo(() => ({ ...widgets, ...EXTRA }), [widgets]));
  const codes = useMemo(() => (device && point ? dictCodes([...formFields(device), ...formFields(point)]) : []), [device, point]);
  const { dicts, ready } = useDicts(codes);
  const [round, setRound] = useState(0);
  const form = useMemo(() => createForm({ initialValues: { points: [] } }), [round]); // eslint-disable-line react-hooks/exhaustive-deps
  const formStep = useMemo(() => FormStep.createFormStep(), [round]); // eslint-disable-line react-hooks/exhaustive-deps
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<{ equipId: string; count: number } | null>(null);
  useEffect(() => setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN'), [lang]);

  const schema = useMemo(
    () =>
      device && point && ready
        ? commissionSchema({ device, point, lang, dicts, t, deviceChecks: remoteChecks(dp, device.entity), pointChecks: remoteChecks(dp, point.entity) })
        : null,
    [device, point, ready, lang, dicts, t, dp],
  );

  const submit = async () => {
    const { points, ...values } = form.values as Record<string, unknown> & { points?: Record<string, unknown>[] };
    setSaving(true);
    try {
      const r = await dp.custom({ method: 'POST', path: '/isps/device/commission', body: { device: values, points: points ?? [] }, answer: commissioned });
      message.success(r.message);
      void invalidate('isps_device', device!.api);
      void invalidate('isps_meas_point', point!.api);
      setDone({ equipId: String(values.equipId), count: points?.length ?? 0 });
    } catch (e) {
      showServerErrors(form, e);
      message.error((e as Error).message);
      // back to the step that holds the refused field, where its message now stands
      const field = isDataError(e) ? (e.body?.result as { errors?: { field: string }[] } | null)?.errors?.[0]?.field : undefined;
      if (field) formStep.setCurrent(field.startsWith('points.') ? 1 : LOCATION_FIELDS.includes(field) ? 2 : 0);
    } finally {
      setSaving(false);
    }
  };

  const again = () => {
    setDone(null);
    setRound((n) => n + 1);
  };

  if (done) {
    return (
      <Card>
        <Result
          status="success"
          title={t('commission.done')}
          subTitle={t('commission.doneSub', done)}
          extra={[
            <Link key="cards" to={`/idevice/cards?equipId=${encodeURIComponent(done.equipId)}`}>
              <Button type="primary">{t('commission.toCards')}</Button>
            </Link>,
            <Button key="again" onClick={again}>
              {t('commission.again')}
            </Button>,
          ]}
        />
      </Card>
    );
  }
  return (
    <Card data-testid="commission">
      {schema ? (
        <FormProvider form={form}>
          <FormLayout layout="vertical">
            {/* eslint-disable-next-line react-hooks/static-components -- useSchemaField memoizes one per widget set */}
            <SchemaField schema={schema} scope={{ formStep }} />
          </FormLayout>
          <FormConsumer>
            {() => (
              <FormButtonGroup align="center">
                <Button disabled={!formStep.allowBack} onClick={() => formStep.back()}>
                  {t('commission.prev')}
                </Button>
                {formStep.allowNext ? (
                  <Button type="primary" onClick={() => void formStep.next()}>
                    {t('commission.next')}
                  </Button>
                ) : (
                  <Button type="primary" loading={saving} onClick={() => void submit()}>
                    {t('commission.submit')}
                  </Button>
                )}
              </FormButtonGroup>
            )}
          </FormConsumer>
        </FormProvider>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} tip={t('commission.loading')}>
          <Typography.Text />
        </Spin>
      )}
    </Card>
  );
}
