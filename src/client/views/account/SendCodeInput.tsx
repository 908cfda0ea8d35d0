import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string;
  onChange?(v: string): void;
  onSend(): void;
  sending: boolean;
  'aria-label'?: string;
}

/** The new address or number, with 发送验证码 beside it. */
export default function SendCodeInput({ value, onChange, onSend, sending, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Input
      {...rest}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      autoComplete="off"
      addonAfter={
        <Button type="link" size="small" loading={sending} onClick={onSend}>
          {t('acct.binding.send')}
        </Button>
      }
    />
  );
}
