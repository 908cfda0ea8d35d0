import { EnvironmentOutlined } from '@ant-design/icons';
import { Badge, Card, Descriptions, List, Space, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryForm,
  cellText,
  dictCodes,
  listFields,
  queryFields,
  useCrudT,
  useDicts,
  useEntitySchema,
  useListController,
  useQueryBinding,
  type ClientSchema,
  type Row,
} from '#renderers/index.js';
import { useLiveStatus, type Live } from './useLiveStatus.js';
import '../commission/i18n.js';

const BADGE: Record<Live, 'success' | 'error' | 'default'> = { online: 'success', offline: 'error', idle: 'default' };
/** Fields the card draws in its own places (title, tags, location line); the rest go in its description list. */
const PLACED = new Set(['equipId', 'nameZh', 'nameEn', 'equipType', 'status', 'province', 'lat', 'lng']);

/** 设备卡片: the devices as a card grid with type, live status and location; query and paging from the device schema. */
export default function DeviceCards() {
  const { schema } = useEntitySchema('isps_device');
  return schema ? <Cards schema={schema} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />;
}

function Cards({ schema }: { schema: ClientSchema }) {
  const { t } = useTranslation();
  const { lang } = useCrudT();
  const cols = useMemo(() => listFields(schema), [schema]);
  const qFields = useMemo(() => queryFields(schema), [schema]);
  const { dicts } = useDicts(useMemo(() => dictCodes([...cols, ...qFields]), [cols, qFields]));
  const list = useListController<Row>({ resource: schema.api, defaultPageSize: 12 });
  const query = useQueryBinding(qFields, list);
  const live = useLiveStatus();
  const field = (name: string) => cols.find((f) => f.name === name);
  const text = (name: string, r: Row) => {
    const f = field(name);
    return f ? cellText(f, r, dicts, lang) : '';
  };
  const rest = cols.filter((f) => !PLACED.has(f.name));

  return (
    <Card>
      <QueryForm fields={qFields} dicts={dicts} values={query.values} onSearch={query.onSearch} />
      <List
        data-testid="device-cards"
        loading={list.loading}
        grid={{ gutter: 16, column: 3, xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 4 }}
        dataSource={list.rows}
        rowKey="id"
        locale={{ emptyText: t('commission.cards.empty') }}
        pagination={{
          current: list.query.pageNo,
          pageSize: list.query.pageSize,
          total: list.total,
          pageSizeOptions: [12, 24, 48],
          showSizeChanger: true,
          onChange: (p, s) => list.setPage(p, s),
        }}
        renderItem={(r) => {
          const state = live(r);
          return (
            <List.Item>
              <Card
                size="small"
                data-testid={`device-card-${String(r.equipId)}`}
                title={
                  <Space direction="vertical" size={0}>
                    <span>{lang === 'en' && r.nameEn ? String(r.nameEn) : String(r.nameZh ?? '')}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {String(r.equipId)}
                    </Typography.Text>
                  </Space>
                }
                extra={state && <Badge status={BADGE[state]} text={t(`commission.cards.live.${state}`)} data-testid="device-live" />}
              >
                <Space wrap style={{ marginBottom: 8 }}>
                  <Tag color="blue">{text('equipType', r)}</Tag>
                  <Tag>{text('status', r)}</Tag>
                </Space>
                <div style={{ marginBottom: 8 }}>
                  <EnvironmentOutlined /> {t('commission.cards.location')}: {text('province', r)} ({text('lng', r)}, {text('lat', r)})
                </div>
                <Descriptions size="small" column={1}>
                  {rest
                    .filter((f) => r[f.name] !== null && r[f.name] !== undefined && r[f.name] !== '')
                    .map((f) => (
                      <Descriptions.Item key={f.name} label={f.title[lang] || f.title.zh}>
                        {cellText(f, r, dicts, lang)}
                      </Descriptions.Item>
                    ))}
                </Descriptions>
              </Card>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
