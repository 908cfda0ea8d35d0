import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string;
  onChange?(v: string): void;
  image: string;
  onRefresh(): void;
}

/** The captcha field: its input beside the image, a click on the image fetches another. */
export default function CaptchaInput({ value, onChange, image, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={t('login.captcha')}
        autoComplete="off"
        maxLength={10}
        size="large"
        data-testid="login-captcha"
      />
      <img
        src={image}
        alt={t('login.captchaRefresh')}
        title={t('login.captchaRefresh')}
        onClick={onRefresh}
        style={{ width: 105, height: 40, cursor: 'pointer', flex: 'none' }}
        data-testid="login-captcha-image"
      />
    </div>
  );
}
