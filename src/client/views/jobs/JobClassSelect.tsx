import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { z } from 'zod';
import { http } from '#client/api/http.js';
import { jobClass } from '#shared/contract/jobs.js';

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
}

/** The job class: one of the classes the server knows (its registry), nothing else (the server refuses others too). */
export default function JobClassSelect({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useSWR(['quartzClasses'], () =>
    http.get('/sys/quartzJob/classes', undefined, { answer: z.array(jobClass) }).then((r) => r.result),
  );
  return (
    <Select
      data-testid="job-class"
      value={value || undefined}
      onChange={onChange}
      disabled={disabled}
      loading={isLoading}
      placeholder={t('sys.quartz.pickClass')}
      showSearch
      optionFilterProp="label"
      options={(data ?? []).map((c) => ({ value: c.name, label: `${c.name} · ${c.title}` }))}
    />
  );
}
