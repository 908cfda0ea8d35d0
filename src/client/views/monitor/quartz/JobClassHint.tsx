import { useForm } from '@formily/react';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { http } from '../../../api/http.js';

/** The job classes the server knows (its registry); a click puts one into the class-name field. */
export default function JobClassHint() {
  const { t } = useTranslation();
  const form = useForm();
  const { data } = useSWR(['quartzClasses'], () => http.get<{ name: string; title: string }[]>('/sys/quartzJob/classes').then((r) => r.result));
  return (
    <div data-testid="job-classes" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('sys.quartz.classes')}：</Typography.Text>
      {(data ?? []).map((c) => (
        <Tooltip key={c.name} title={c.title}>
          <Tag style={{ cursor: 'pointer', marginTop: 4 }} onClick={() => form.setValuesIn('jobClassName', c.name)}>
            {c.name}
          </Tag>
        </Tooltip>
      ))}
    </div>
  );
}
