import { Button, Drawer, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCrudT } from '../i18n/index.js';

export interface FormContainerProps {
  kind?: 'modal' | 'drawer';
  title: string;
  saving: boolean;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
}

/** The modal or drawer a form opens in (schema page.form). */
export default function FormContainer({ kind = 'modal', title, saving, onOk, onCancel, children }: FormContainerProps) {
  const { t } = useCrudT();
  if (kind === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        width={720}
        onClose={onCancel}
        destroyOnHidden
        maskClosable={false}
        className="crud-form-drawer"
        footer={
          <Space style={{ float: 'right' }}>
            <Button onClick={onCancel}>{t('cancel')}</Button>
            <Button type="primary" loading={saving} onClick={onOk}>
              {t('ok')}
            </Button>
          </Space>
        }
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      open
      title={title}
      width={800}
      onCancel={onCancel}
      onOk={onOk}
      confirmLoading={saving}
      okText={t('ok')}
      cancelText={t('cancel')}
      destroyOnHidden
      maskClosable={false}
      className="crud-form-modal"
    >
      {children}
    </Modal>
  );
}
