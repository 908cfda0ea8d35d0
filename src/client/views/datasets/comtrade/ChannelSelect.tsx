import { Select } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { datasetChannels } from '#shared/contract/datasets.js';
import { http } from '../../../api/http.js';
import type { Row } from '#renderers/core.js';
import './i18n.js';

/** The channel a COMTRADE data set's browse and curve checks show (other sets have one: nothing to choose). */
export default function ChannelSelect({ row, value, onChange }: { row: Row; value: number; onChange: (c: number) => void }) {
  const { t } = useTranslation();
  const { data } = useSWR(
    row.source === 'comtrade' ? ['datasetChannels', String(row.id)] : null,
    async () => (await http.get('/isps/dataset/channels', { id: String(row.id) }, { answer: datasetChannels })).result,
    { revalidateOnFocus: false },
  );
  if (row.source !== 'comtrade') return null;
  return (
    <Select
      data-testid="dataset-channel"
      size="small"
      style={{ minWidth: 220 }}
      value={value}
      onChange={onChange}
      prefix={t('comtrade.channel')}
      options={(data ?? []).map((c) => ({ value: c.index, label: `${c.name}${c.phase ? ` ${c.phase}` : ''}${c.unit ? ` (${c.unit})` : ''}` }))}
    />
  );
}
