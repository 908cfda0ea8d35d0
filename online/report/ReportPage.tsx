import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { saveBlob } from '../../renderers/format/saveBlob.js';
import { useDataProvider } from '../../renderers/providers/context.js';
import ReportQueryForm from './ReportQueryForm.js';
import ReportTable from './ReportTable.js';
import { reportApi } from './reportApi.js';
import { useReport } from './useReport.js';

/** An online report as a page (menu /online/cgreport/<code>): query form, table, export. */
export default function ReportPage({ code, onTitle }: { code: string; onTitle?(path: string, name: string): void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const report = useReport(code);
  const [exporting, setExporting] = useState(false);
  const { rp, items, error, query, setQuery } = report;
  const { pathname } = useLocation();
  const name = rp?.cgRpConfigName;
  useEffect(() => { if (name) onTitle?.(pathname, name); }, [pathname, name, onTitle]); // a report without a menu entry is still named
  if (error) return <Result status="warning" title={t('online.notFound', { code })} />;
  const dictOf = (field: string) => rp?.columns.find((c) => c.dataIndex === field)?.customRender ?? undefined;
  const exportXls = async () => {
    if (!rp) return;
    setExporting(true);
    try {
      saveBlob(await reportApi.exportXls(dp, rp.cgRpConfigId, query), `${rp.cgRpConfigName}.xlsx`);
    } catch {
      message.error(t('online.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card variant="borderless" className="report-page" title={rp?.cgRpConfigName}>
      {rp ? <ReportQueryForm items={items} dictOptions={rp.dictOptions} dictOf={dictOf}
        onSearch={(values) => setQuery((q) => ({ ...q, values, pageNo: 1 }))} /> : null}
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportXls} disabled={!rp}>{t('online.export')}</Button>
      </Space>
      <ReportTable report={report} />
    </Card>
  );
}
