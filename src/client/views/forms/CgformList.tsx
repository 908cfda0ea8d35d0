import { Button, Card, Input, Modal, Space, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, http } from '#client/api/http.js';
import ListTable from '#renderers/list/controller/ListTable.js';
import { useListController } from '#renderers/list/controller/useListController.js';
import Designer from './Designer.js';
import { HEADS_RESOURCE } from './headsList.js';
import type { FormHeadRow } from './types.js';
import { useRemoveForm } from './useRemoveForm.js';

/** 在线表单开发: every entity schema (files and online forms); open one in the designer, copy a file-held one, create one. */
export default function CgformList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveForm();
  const [open, setOpen] = useState<string | null | undefined>(undefined); // undefined: the list; null: a new form
  // a page at a time through the DataProvider (GET /online/cgform/head/list), like every list
  const list = useListController<FormHeadRow>({ resource: HEADS_RESOURCE, sync: 'memory', defaultPageSize: 20 });

  const copy = (from: string) => {
    let to = `${from.replace(/^sys_/, '')}_copy`;
    Modal.confirm({
      title: t('cgform.copyTitle', { from }),
      content: <Input aria-label={t('cgform.copyTo')} defaultValue={to} onChange={(e) => (to = e.target.value.trim())} />,
      onOk: async () => {
        try {
          await http.post('/online/cgform/head/copy', { from, to }, true);
          list.reload();
          setOpen(to);
        } catch (e) {
          message.error(e instanceof ApiError ? (e.body?.message ?? e.message) : String(e));
          throw e;
        }
      },
    });
  };

  if (open !== undefined)
    return (
      <Designer
        key={open ?? 'new'}
        code={open}
        onBack={() => {
          list.reload();
          setOpen(undefined);
        }}
      />
    );
  return (
    <Card
      title={t('cgform.title')}
      extra={
        <Button type="primary" onClick={() => setOpen(null)}>
          {t('cgform.new')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        style={{ width: 260, marginBottom: 12 }}
        placeholder={t('cgform.search')}
        aria-label={t('cgform.search')}
        onSearch={(v) => list.setFilters(v.trim() ? [{ field: 'tableName', operator: 'contains', value: v.trim() }] : [])}
      />
      <ListTable<FormHeadRow>
        list={list}
        rowKey="id"
        size="small"
        bordered={false}
        columns={[
          { title: t('cgform.table'), dataIndex: 'tableName', key: 'tableName', sorter: true },
          { title: t('cgform.name'), render: (_, r) => (i18n.language === 'en' ? r.tableTxtEn : r.tableTxt) },
          {
            title: t('cgform.version'),
            dataIndex: 'tableVersion',
            key: 'tableVersion',
            sorter: true,
            width: 90,
            render: (v: number | null) => (v ? `v${v}` : '—'),
          },
          {
            title: t('cgform.state'),
            width: 110,
            render: (_, r) => (r.source === 'online' ? <Tag color="blue">{t('cgform.stateOnline')}</Tag> : <Tag>{t('cgform.fileHeld')}</Tag>),
          },
          { title: t('cgform.updated'), dataIndex: 'updateTime', key: 'updateTime', sorter: true, width: 170 },
          {
            title: t('cgform.action'),
            width: 260,
            render: (_, r) => (
              <Space size="small">
                <a onClick={() => setOpen(r.tableName)}>{r.source === 'online' ? t('cgform.design') : t('cgform.view')}</a>
                {r.source === 'file' ? <a onClick={() => copy(r.tableName)}>{t('cgform.copy')}</a> : null}
                {r.source === 'online' ? <a onClick={() => navigate(`/online/cgform/list/${r.tableName}`)}>{t('cgform.open')}</a> : null}
                {r.source === 'online' ? (
                  <Typography.Link type="danger" onClick={() => remove(r.tableName)}>
                    {t('cgform.remove')}
                  </Typography.Link>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
