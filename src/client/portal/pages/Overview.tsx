import { Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PageBanner from './common/PageBanner.js';
import Section from './common/Section.js';
import { PORTAL_URLS } from './overview/api.js';
import DeviceTable from './overview/DeviceTable.js';
import { formatTime } from './overview/format.js';
import StatusCounts from './overview/StatusCounts.js';
import type { PortalUrls } from './overview/types.js';
import { useDevices } from './overview/useDevices.js';
import { useMissingUrl } from './overview/useMissingUrl.js';
import { useRealValues } from './overview/useRealValues.js';
import '../../i18n/portal/site/pages.js'; // this page's strings

/** /portal/overview: live counts of the devices by type and status, and a table of their latest values. */
export default function Overview({ urls = PORTAL_URLS }: { urls?: PortalUrls }) {
  const { t } = useTranslation('portal');
  useMissingUrl(urls.querydata_equipsmeasid, t('overview.noUrlEquips'));
  useMissingUrl(urls.querydata_measrealvalues, t('overview.noUrlValues'));
  const { devices, loading } = useDevices(urls.querydata_equipsmeasid);
  const { byPoint, updatedAt } = useRealValues(urls.querydata_measrealvalues, devices);
  const [type, setType] = useState<string>();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return devices.filter((d) => (!type || d.equiptype === type) && (!q || [d.equipid, d.name_zh, d.name_en].some((s) => s.toLowerCase().includes(q))));
  }, [devices, type, search]);
  return (
    <>
      <PageBanner title={t('nav.overview')} lead={t('overview.lead')} />
      <Section>
        <StatusCounts devices={devices} type={type} onType={setType} loading={loading} />
        <Space wrap style={{ justifyContent: 'space-between', width: '100%', margin: '24px 0 12px' }}>
          <Input.Search allowClear placeholder={t('overview.search')} onChange={(e) => setSearch(e.target.value)} style={{ width: 280, maxWidth: '100%' }} />
          <Typography.Text type="secondary" data-testid="overview-updated">
            {updatedAt ? t('overview.updated', { time: formatTime(updatedAt / 1000) }) : loading || devices.length ? t('overview.waiting') : ''}
          </Typography.Text>
        </Space>
        <DeviceTable devices={shown} values={byPoint} />
      </Section>
    </>
  );
}
