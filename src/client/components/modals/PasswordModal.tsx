import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../api/http.js';
import { session } from '../../session/session.js';

interface Values { oldpassword: string; password: string; confirmpassword: string }

/** Change your own password (800 px); the server checks the old one and ends your sessions. */
export default function PasswordModal({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const r = await http.put('/sys/user/updatePassword', { ...v, username: session.user()?.username }, true);
      message.success(r.message);
      form.resetFields();
      onChanged();
    } catch (e) {
      message.warning(e instanceof ApiError && e.body?.message ? e.body.message : t('password.failed'));
    }
  };
  return (
    <Modal title={t('password.title')} open={open} width={800} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('password.old')} name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder={t('password.old')} />
        </Form.Item>
        <Form.Item label={t('password.new')} name="password" rules={[{ required: true, message: '请输入新密码!' }]}>
          <Input.Password placeholder={t('password.new')} />
        </Form.Item>
        <Form.Item label={t('password.confirm')} name="confirmpassword" dependencies={['password']} rules={[
          { required: true, message: '请确认新密码!' },
          ({ getFieldValue }) => ({
            validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一样！'))),
          }),
        ]}>
          <Input.Password placeholder={t('password.confirm')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
