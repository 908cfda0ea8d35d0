import { Result, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useEntitySchema, type EntityExtension } from '#renderers/index.js';

/** Logs are written by the server: read, filter, export, delete. */
const logExtension: EntityExtension = { readOnly: true };

/** 系统日志: the generic list page of the sys_log schema, one tab per log type. */
export default function LogList() {
  const { t } = useTranslation();
  const { schema, error } = useEntitySchema('sys_log');
  const [type, setType] = useState('1');
  if (error) return <Result status="warning" title={t('monitor.loadFailed')} />;
  if (!schema) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <>
      <Tabs
        activeKey={type}
        onChange={setType}
        items={[
          { key: '1', label: t('monitor.loginLog') },
          { key: '2', label: t('monitor.operationLog') },
        ]}
      />
      <ListPage key={type} schema={schema} fixed={{ logType: type }} extension={logExtension} />
    </>
  );
}
