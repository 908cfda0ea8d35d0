import { Form, Modal, Select, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { UserInfo } from '../../session/types.js';

interface Depart { orgCode: string; departName: string }

/** Switch the current department (450 px): closed → opened with the list → confirmed, which updates the stored user. */
export default function DepartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [list, setList] = useState<Depart[]>([]);
  const [orgCode, setOrgCode] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (!open) return;
    void http.get<{ list: Depart[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts').then((r) => {
      setList(r.result.list);
      setOrgCode(r.result.orgCode ?? undefined);
      if (!r.result.list.length) message.warning('您尚未设置部门信息!');
    });
  }, [open]);
  const confirm = async () => {
    if (!orgCode) {
      setInvalid(true);
      return;
    }
    const r = await http.post<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username: session.user()?.username });
    session.setUser(r.result.userInfo);
    message.success(t('depart.switched'));
    onClose();
  };
  return (
    <Modal title={t('depart.title')} open={open} width={450} onOk={confirm} onCancel={onClose} destroyOnHidden>
      <Form.Item label={t('depart.label')} validateStatus={invalid ? 'error' : undefined} help={invalid ? t('depart.required') : undefined}>
        <Select value={orgCode} placeholder={t('depart.label')} data-testid="depart-select" status={invalid ? 'error' : undefined}
          onChange={(v) => { setOrgCode(v); setInvalid(false); }}
          options={list.map((d) => ({ value: d.orgCode, label: d.departName }))} />
      </Form.Item>
    </Modal>
  );
}
