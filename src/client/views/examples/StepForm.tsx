import { FormButtonGroup, FormLayout, FormStep } from '@formily/antd-v5';
import { FormConsumer, FormProvider, type ISchema } from '@formily/react';
import { Button, Card, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StepAlert, TransferDone, TransferSummary } from './stepParts.js';
import { useSchemaForm } from './useSchemaForm.js';
import './i18n.js';

const EXTRA = { FormStep, StepAlert, TransferSummary, TransferDone };
/** The first step's fields; the rest of the isps_demo_transfer schema (the note) goes with the confirmation. */
const FILL = ['payAccount', 'receiverType', 'receiverAccount', 'receiverName', 'amount'];

const pane = (title: string, properties: Record<string, ISchema>): ISchema => ({
  type: 'void',
  'x-component': 'FormStep.StepPane',
  'x-component-props': { title },
  properties,
});

/** 分步表单 (JeecgBoot examples/form/stepForm/StepForm): one transfer record in three steps, every field from its schema. */
export default function StepForm() {
  const { t } = useTranslation();
  const f = useSchemaForm('isps_demo_transfer', EXTRA);
  const formStep = useMemo(() => FormStep.createFormStep(), [f.form]); // eslint-disable-line react-hooks/exhaustive-deps
  const ready = f.ready;
  const schema = useMemo<ISchema | null>(() => {
    if (!ready) return null;
    const fill = f.fields.filter((x) => FILL.includes(x.name));
    const rest = f.fields.filter((x) => !FILL.includes(x.name)).map((x) => x.name);
    return {
      type: 'object',
      properties: {
        steps: {
          type: 'void',
          'x-component': 'FormStep',
          'x-component-props': { formStep: '{{formStep}}' },
          properties: {
            fill: pane(t('examples.step.steps.fill'), { fillGrid: f.grid(FILL, 1) }),
            confirm: pane(t('examples.step.steps.confirm'), {
              warn: { type: 'void', 'x-component': 'StepAlert', 'x-component-props': { text: t('examples.step.warn') } },
              summary: { type: 'void', 'x-component': 'TransferSummary', 'x-component-props': { fields: fill, dicts: f.dicts, lang: f.lang } },
              restGrid: f.grid(rest, 1),
            }),
            done: pane(t('examples.step.steps.done'), { result: { type: 'void', 'x-component': 'TransferDone' } }),
          },
        },
      },
    };
  }, [ready, f.lang, f.dicts, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (await f.submit()) return formStep.next();
    // a refused field of the first step: back to it, where its message now stands
    const refused = f.form.errors[0]?.path;
    if (refused && FILL.includes(String(refused))) formStep.setCurrent(0);
  };

  if (!schema) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <Card data-testid="example-step-form">
      <Typography.Paragraph type="secondary">{t('examples.step.intro')}</Typography.Paragraph>
      <FormProvider form={f.form}>
        <FormLayout labelCol={6} wrapperCol={12}>
          <f.SchemaField schema={schema} scope={{ formStep }} />
        </FormLayout>
        <FormConsumer>
          {() => (
            <FormButtonGroup align="center">
              {formStep.current === 0 && (
                <Button type="primary" onClick={() => void formStep.next()}>
                  {t('examples.step.next')}
                </Button>
              )}
              {formStep.current === 1 && (
                <>
                  <Button onClick={() => formStep.back()}>{t('examples.step.prev')}</Button>
                  <Button type="primary" loading={f.saving} onClick={() => void submit()}>
                    {t('examples.submit')}
                  </Button>
                </>
              )}
              {formStep.current === 2 && (
                <Button type="primary" onClick={f.again}>
                  {t('examples.step.again')}
                </Button>
              )}
            </FormButtonGroup>
          )}
        </FormConsumer>
      </FormProvider>
    </Card>
  );
}
