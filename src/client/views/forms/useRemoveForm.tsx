import { Checkbox, Modal, Space, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useAuthProvider } from '#renderers/core.js';
import { http } from '#client/api/http.js';
import { isHeadsPage } from './headsList.js';

/** 删除 an online form, after a confirmation that offers to drop its table too; the list and the menu refresh. */
export function useRemoveForm() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const auth = useAuthProvider();
  return (code: string) => {
    let dropTable = false;
    Modal.confirm({
      title: t('cgform.removeTitle', { code }),
      content: (
        <Space direction="vertical">
          <Typography.Text>{t('cgform.removeContent')}</Typography.Text>
          <Checkbox onChange={(e) => (dropTable = e.target.checked)}>{t('cgform.dropTable')}</Checkbox>
        </Space>
      ),
      okText: t('cgform.remove'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await http.delete('/online/cgform/head/delete', { id: code, dropTable: String(dropTable) }); // a refusal shows its message
        message.success(t('cgform.removed', { code }));
        await Promise.all([mutate(['schema', code], undefined), mutate(['schemas'], undefined), mutate(isHeadsPage)]);
        await auth.refreshPermissions(); // its menu page goes
      },
    });
  };
}
