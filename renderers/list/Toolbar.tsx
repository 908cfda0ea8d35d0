import { DeleteOutlined, DownloadOutlined, PlusOutlined, RestOutlined } from '@ant-design/icons';
import { Button, Modal, Space, message } from 'antd';
import { useState } from 'react';
import Auth from '../auth/Auth.js';
import { saveBlob } from '../format/saveBlob.js';
import { useDataProvider } from '../providers/context.js';
import type { EntityExtension, PageContext } from '../extension.js';
import { tr } from '../types.js';
import ImportButton from './ImportButton.js';

export interface ToolbarProps {
  ctx: PageContext;
  /** the list's request parameters: an export covers the same query */
  params: Record<string, string | number>;
  extension?: EntityExtension;
  onRecycleBin?(): void;
}

/** 新增, 批量删除, 导出, 导入 and 回收站, each behind its button permission. */
export default function Toolbar({ ctx, params, extension, onRecycleBin }: ToolbarProps) {
  const { schema, t, lang, selected } = ctx;
  const p = schema.permissions;
  const dp = useDataProvider();
  const [exporting, setExporting] = useState(false);
  const batchDelete = () =>
    Modal.confirm({
      title: t('batchDelete'),
      content: t('batchDeleteConfirm', { count: selected.length }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        message.success(await dp.delete(schema.api, selected));
        await ctx.reload();
      },
    });
  const exportXls = async () => {
    setExporting(true);
    try {
      const blob = await dp.export(schema.api, { ...params, pageNo: undefined, pageSize: undefined, selections: selected.join(',') || undefined });
      saveBlob(blob, `${tr(schema.title, lang)}.xlsx`);
    } catch {
      message.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const recycle = schema.buttons?.some((b) => b.code === `${schema.permission}:recycle`) ? `${schema.permission}:recycle` : p.delete;
  return (
    <Space wrap style={{ marginBottom: 16 }} className="crud-toolbar">
      {extension?.readOnly ? null : (
        <Auth code={p.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => ctx.openForm('add')}>
            {t('add')}
          </Button>
        </Auth>
      )}
      <Auth code={p.export}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportXls}>
          {t('export')}
        </Button>
      </Auth>
      {extension?.readOnly ? null : (
        <Auth code={p.import}>
          <ImportButton api={schema.api} onDone={() => void ctx.reload()} fieldTitle={(f) => tr(schema.fields[f]?.title, lang) || f} />
        </Auth>
      )}
      {schema.softDelete && onRecycleBin ? (
        <Auth code={recycle}>
          <Button icon={<RestOutlined />} onClick={onRecycleBin}>
            {t('recycleBin')}
          </Button>
        </Auth>
      ) : null}
      {extension?.toolbar?.(ctx)}
      {selected.length && !extension?.readOnly ? (
        <Auth code={p.delete}>
          <Button danger icon={<DeleteOutlined />} onClick={batchDelete}>
            {t('batchDelete')} ({selected.length})
          </Button>
        </Auth>
      ) : null}
    </Space>
  );
}
