import { Button, Drawer, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import { HEADS_RESOURCE } from './headsList.js';
import { formVersions, type FormVersion } from '#shared/contract/forms.js';
import { usePublish } from './usePublish.js';

/** The kept versions of a form (16) with what each changed; any of them can be published again. */
export default function Versions({ code, onClose, onRolledBack }: { code: string; onClose(): void; onRolledBack(): void }) {
  const { t } = useTranslation();
  const { rollback } = usePublish();
  const path = `${HEADS_RESOURCE}/versions/${code}`;
  // newest first, a server page at a time
  const list = useListController<FormVersion>({ resource: path, fetch: getPage(path, formVersions), sync: 'memory' });
  const newest = (i: number) => list.query.pageNo === 1 && i === 0;
  const diffText = (d: FormVersion['diff']) => [
    ...d.added.map((f) => (
      <Tag color="green" key={`+${f}`}>
        +{f}
      </Tag>
    )),
    ...d.removed.map((f) => (
      <Tag color="red" key={`-${f}`}>
        −{f}
      </Tag>
    )),
    ...Object.entries(d.changed).map(([f, keys]) => <Tag key={`~${f}`}>{`${f}: ${keys.join(', ')}`}</Tag>),
    ...d.settings.map((k) => (
      <Tag color="blue" key={`s${k}`}>
        {k}
      </Tag>
    )),
  ];
  return (
    <Drawer open title={`${t('cgform.versions')} · ${code}`} width={720} onClose={onClose}>
      <ListTable<FormVersion>
        list={list}
        rowKey="version"
        size="small"
        bordered={false}
        columns={[
          { title: t('cgform.version'), dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
          { title: t('cgform.author'), dataIndex: 'createBy', width: 90 },
          { title: t('cgform.time'), dataIndex: 'createTime', width: 170 },
          { title: t('cgform.diff'), dataIndex: 'diff', render: diffText },
          {
            title: t('cgform.action'),
            width: 90,
            render: (_, v, i) =>
              newest(i) ? null : (
                <Popconfirm
                  title={t('cgform.rollbackConfirm', { version: v.version })}
                  onConfirm={() =>
                    rollback(code, v.version).then((ok) => {
                      if (!ok) return;
                      list.reload(); // the rollback is the newest version now
                      onRolledBack();
                    })
                  }
                >
                  <Button size="small">{t('cgform.rollback')}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
