import { Typography } from 'antd';
import { useDebounce } from 'ahooks';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, http } from '#client/api/http.js';
import { fireTimes } from '#shared/contract/jobs.js';

/** The next five fire times of the cron expression being typed (the server's croner decides). */
export default function CronPreview({ cron }: { cron?: string }) {
  const { t } = useTranslation();
  const expr = useDebounce((cron ?? '').trim(), { wait: 300 });
  const { data, error } = useSWR(expr ? ['quartzNext', expr] : null, () =>
    http.get('/sys/quartzJob/nextFireTimes', { cronExpression: expr }, { quiet: true, answer: fireTimes }).then((r) => r.result),
  );
  if (!expr) return null;
  return (
    <div data-testid="cron-preview">
      <Typography.Text type="secondary">{t('sys.quartz.nextTimes')}</Typography.Text>
      {error ? (
        <div>
          <Typography.Text type="danger">{error instanceof ApiError ? error.message : String(error)}</Typography.Text>
        </div>
      ) : (
        <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {(data ?? []).map((d) => (
            <li key={d}>{dayjs(d).format('YYYY-MM-DD HH:mm:ss')}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
