import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { saveBlob } from '#renderers/format/saveBlob.js';
import QueryForm from '#renderers/list/QueryForm.js';
import { useQueryBinding } from '#renderers/list/useQueryBinding.js';
import { useDataProvider } from '#renderers/providers/context.js';
import ReportTable from './ReportTable.js';
import { reportApi } from './reportApi.js';
import { useReport } from './useReport.js';

/** An online report as a page (menu /online/cgreport/<code>): query form, table, export. */
export default function ReportPage({ code, onTitle }: { code: string; onTitle?(path: string, name: string): void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const { rp, error, query, list } = useReport(code);
  const binding = useQueryBinding(
    useMemo(() => [...query.fields, ...query.extra], [query]),
    list,
  );
  const [exporting, setExporting] = useState(false);
  const { pathname } = useLocation();
  const name = rp?.cgRpConfigName;
  useEffect(() => {
    if (name) onTitle?.(pathname, name);
  }, [pathname, name, onTitle]); // a report without a menu entry is still named
  if (error) return <Result status="warning" title={t('online.notFound', { code })} />;
  const exportXls = async () => {
    if (!rp) return;
    setExporting(true);
    try {
      saveBlob(await reportApi.exportXls(dp, rp.cgRpConfigId, list.params), `${rp.cgRpConfigName}.xlsx`);
    } catch {
      message.error(t('online.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card variant="borderless" className="report-page" title={rp?.cgRpConfigName}>
      {query.fields.length + query.extra.length ? (
        <QueryForm className="report-query" fields={query.fields} extra={query.extra} dicts={query.dicts} values={binding.values} onSearch={binding.onSearch} />
      ) : null}
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportXls} disabled={!rp}>
          {t('online.export')}
        </Button>
      </Space>
      <ReportTable rp={rp} list={list} rowKey={(r) => String(r.id ?? JSON.stringify(r))} />
    </Card>
  );
}
