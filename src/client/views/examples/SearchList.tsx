import { LikeOutlined, StarOutlined } from '@ant-design/icons';
import { Card, Input, List, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellText, filterValue, type ClientSchema, type Row } from '#renderers/index.js';
import { useArticleSchema, useArticles } from './useArticles.js';
import './i18n.js';

const KIND = 'demo_article_kind';

/**
 * 搜索列表 (JeecgBoot examples/list/search/SearchLayout and its 文章/项目/应用 tabs): a title search over the demo
 * articles and a tab per kind (the schema's dictionary), both kept in the URL as the list's filters.
 */
export default function SearchList() {
  const schema = useArticleSchema();
  return schema ? <Search schema={schema} /> : <Spin style={{ display: 'block', margin: '96px auto' }} />;
}

function Search({ schema }: { schema: ClientSchema }) {
  const { t } = useTranslation();
  const { lang, dicts, list, field } = useArticles(schema, 5);
  const words = String(filterValue(list.filters, 'title') ?? '');
  const kind = String(filterValue(list.filters, 'kind') ?? '');
  const filter = (next: { words?: string; kind?: string }) =>
    list.setFilters([
      { field: 'title', operator: 'contains', value: next.words ?? words },
      { field: 'kind', operator: 'eq', value: next.kind ?? kind },
    ]);
  const text = (name: string, r: Row, max?: number) => cellText(field(name), r, dicts, lang, max);
  const kinds = (dicts[KIND] ?? []).map((o) => ({ key: o.value, label: text('kind', { id: o.value, kind: o.value }) }));
  return (
    <Card>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Input.Search
          key={words}
          defaultValue={words}
          placeholder={t('examples.search.placeholder')}
          enterButton={t('examples.search.button')}
          size="large"
          allowClear
          style={{ maxWidth: 520 }}
          onSearch={(v) => filter({ words: v })}
        />
      </div>
      <Tabs activeKey={kind} onChange={(k) => filter({ kind: k })} items={[{ key: '', label: t('examples.search.all') }, ...kinds]} />
      <List
        data-testid="example-search-results"
        itemLayout="vertical"
        loading={list.loading}
        dataSource={list.rows}
        rowKey="id"
        locale={{ emptyText: t('examples.search.empty') }}
        pagination={{ current: list.query.pageNo, pageSize: list.query.pageSize, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Space key="stars">
                <StarOutlined /> {String(r.stars ?? 0)}
              </Space>,
              <Space key="likes">
                <LikeOutlined /> {String(r.likes ?? 0)}
              </Space>,
            ]}
          >
            <List.Item.Meta
              title={<Typography.Text strong>{String(r.title ?? '')}</Typography.Text>}
              description={
                <Space wrap size={4}>
                  <Tag color="blue">{text('kind', r)}</Tag>
                  {String(r.tags ?? '')
                    .split(',')
                    .filter(Boolean)
                    .map((tag) => (
                      <Tag key={tag}>{tag}</Tag>
                    ))}
                </Space>
              }
            />
            <Typography.Paragraph>{text('description', r, 1000)}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {text('owner', r)} · {t('examples.search.updated')} {String(r.updateTime ?? r.createTime ?? '')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
