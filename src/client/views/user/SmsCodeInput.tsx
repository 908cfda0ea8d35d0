import { MailOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string;
  onChange?(v: string): void;
  /** asks for a code (the form checks the number first) */
  onSend(): void;
  sending: boolean;
  /** ms until another code may be asked for */
  left: number;
}

/** The SMS code field: its input beside 获取验证码, which counts down to a resend. */
export default function SmsCodeInput({ value, onChange, onSend, sending, left }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        prefix={<MailOutlined />}
        placeholder={t('login.smsCode')}
        autoComplete="one-time-code"
        maxLength={6}
        size="large"
        data-testid="login-sms-code"
      />
      <Button onClick={onSend} loading={sending} disabled={left > 0} size="large" style={{ flex: 'none', width: 120 }} data-testid="login-get-code">
        {left > 0 ? t('login.resend', { s: Math.ceil(left / 1000) }) : t('login.getCode')}
      </Button>
    </div>
  );
}
