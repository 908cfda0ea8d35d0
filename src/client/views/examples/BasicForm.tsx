import { FormButtonGroup, FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { Button, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import RecentRecords from './RecentRecords.js';
import { useSchemaForm } from './useSchemaForm.js';
import './i18n.js';

/** 基础表单 (JeecgBoot form/BasicForm): the isps_demo_goal schema's fields on one page; 提交 saves a record. */
export default function BasicForm() {
  const { t } = useTranslation();
  const f = useSchemaForm('isps_demo_goal');
  const submit = async () => {
    if (await f.submit()) f.again();
  };
  if (!f.ready) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <Card data-testid="example-basic-form">
      <Typography.Paragraph type="secondary">{t('examples.basic.intro')}</Typography.Paragraph>
      <FormProvider form={f.form}>
        <FormLayout labelCol={6} wrapperCol={12}>
          <f.SchemaField schema={{ type: 'object', properties: { grid: f.grid(undefined, 1) } }} />
          <FormButtonGroup.FormItem>
            <Button type="primary" loading={f.saving} onClick={() => void submit()}>
              {t('examples.submit')}
            </Button>
            <Button onClick={() => f.form.reset('*', { forceClear: true })}>{t('examples.reset')}</Button>
          </FormButtonGroup.FormItem>
        </FormLayout>
      </FormProvider>
      <RecentRecords schema={f.schema!} dicts={f.dicts} lang={f.lang} />
    </Card>
  );
}
