import { ArrayTable, FormButtonGroup, FormLayout } from '@formily/antd-v5';
import { FormProvider, type ISchema } from '@formily/react';
import { Button, Card, Spin, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberRows, membersSchema } from './membersSchema.js';
import RecentRecords from './RecentRecords.js';
import { useSchemaForm } from './useSchemaForm.js';
import './i18n.js';

const Section = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Card title={title} size="small" style={{ marginBottom: 16 }}>
    {children}
  </Card>
);
const EXTRA = { ArrayTable, Section };
/** The isps_demo_warehouse fields of the 任务管理 card; the others (but the members) are 仓库管理's. */
const TASK = ['taskName', 'taskDescription', 'executor', 'taskOwner', 'remindAt', 'taskType'];

/** 高级表单 (JeecgBoot examples/form/advancedForm/AdvancedForm): a repository, its task and its members in one save. */
export default function AdvancedForm() {
  const { t } = useTranslation();
  const f = useSchemaForm('isps_demo_warehouse', EXTRA);
  const ready = f.ready;
  const schema = useMemo<ISchema | null>(() => {
    if (!ready) return null;
    const repo = f.fields.filter((x) => !TASK.includes(x.name) && x.name !== 'members').map((x) => x.name);
    const section = (title: string, properties: Record<string, ISchema>): ISchema => ({
      type: 'void',
      'x-component': 'Section',
      'x-component-props': { title },
      properties,
    });
    return {
      type: 'object',
      properties: {
        repo: section(t('examples.advanced.repo'), { repoGrid: f.grid(repo) }),
        task: section(t('examples.advanced.task'), { taskGrid: f.grid(TASK) }),
        team: section(t('examples.advanced.members'), { memberRows: membersSchema(t) }),
      },
    };
  }, [ready, f.lang, f.dicts, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    const { memberRows: rows, ...values } = f.form.values as Record<string, unknown> & { memberRows?: Record<string, unknown>[] };
    if (await f.submit({ ...values, members: JSON.stringify(memberRows(rows)) })) f.again();
  };

  if (!schema) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <div data-testid="example-advanced-form">
      <Typography.Paragraph type="secondary">{t('examples.advanced.intro')}</Typography.Paragraph>
      <FormProvider form={f.form}>
        <FormLayout layout="vertical">
          <f.SchemaField schema={schema} />
        </FormLayout>
        <FormButtonGroup.FormItem>
          <Button type="primary" loading={f.saving} onClick={() => void submit()}>
            {t('examples.submit')}
          </Button>
          <Button onClick={() => f.form.reset('*', { forceClear: true })}>{t('examples.reset')}</Button>
        </FormButtonGroup.FormItem>
      </FormProvider>
      <Card size="small">
        <RecentRecords schema={f.schema!} dicts={f.dicts} lang={f.lang} />
      </Card>
    </div>
  );
}
