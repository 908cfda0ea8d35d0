import { LikeOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, cellText, type ClientSchema, type Row } from '#renderers/index.js';
import { useArticleSchema, useArticles } from './useArticles.js';
import './i18n.js';

const ADD = { id: '__add__' } as Row; // the first cell: the 新增 card

/** 卡片列表 (JeecgBoot examples/list/CardList): the demo articles as cards, paged on the server; 新增 opens the schema's form. */
export default function CardList() {
  const schema = useArticleSchema();
  return schema ? <Cards schema={schema} /> : <Spin style={{ display: 'block', margin: '96px auto' }} />;
}

function Cards({ schema }: { schema: ClientSchema }) {
  const { t } = useTranslation();
  const { lang, dicts, list, field } = useArticles(schema, 11);
  const [adding, setAdding] = useState(false);
  const text = (name: string, r: Row, max?: number) => cellText(field(name), r, dicts, lang, max);
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('examples.cards.intro')}</Typography.Paragraph>
      <List
        data-testid="example-cards"
        loading={list.loading}
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 3, xl: 4, xxl: 4 }}
        dataSource={schema.can.add ? [ADD, ...list.rows] : list.rows}
        rowKey="id"
        locale={{ emptyText: t('examples.cards.empty') }}
        pagination={{ current: list.query.pageNo, pageSize: list.query.pageSize, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        renderItem={(r) =>
          r === ADD ? (
            <List.Item>
              <Button type="dashed" icon={<PlusOutlined />} style={{ width: '100%', height: 188 }} onClick={() => setAdding(true)}>
                {t('examples.cards.add')}
              </Button>
            </List.Item>
          ) : (
            <List.Item>
              <Card
                hoverable
                data-testid="example-card"
                actions={[
                  <Space key="stars" title={t('examples.cards.stars')}>
                    <StarOutlined /> {String(r.stars ?? 0)}
                  </Space>,
                  <Space key="likes" title={t('examples.cards.likes')}>
                    <LikeOutlined /> {String(r.likes ?? 0)}
                  </Space>,
                ]}
              >
                <Card.Meta
                  avatar={<Avatar style={{ background: '#1677ff' }}>{String(r.title ?? '?').slice(0, 1)}</Avatar>}
                  title={String(r.title ?? '')}
                  description={
                    <>
                      <Tag color="blue">{text('kind', r)}</Tag>
                      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginTop: 8, marginBottom: 0, minHeight: 66 }}>
                        {text('description', r, 1000)}
                      </Typography.Paragraph>
                    </>
                  }
                />
              </Card>
            </List.Item>
          )
        }
      />
      {adding && <FormModal schema={schema} mode="add" onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />}
    </Card>
  );
}
