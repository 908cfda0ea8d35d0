import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload, message } from 'antd';
import imgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { fileUrl, http } from '../../api/http.js';
import { session } from '../../session/session.js';
import { userInfoAnswer } from '#shared/contract/users.js';
import { ACCOUNT_KEY } from './useAccountCenter.js';

// typed as CommonJS under NodeNext (the component under .default), bundled as ES (the component itself)
const ImgCrop = ((imgCrop as { default?: unknown }).default ?? imgCrop) as typeof imgCrop.default;

/** The cropped square is scaled to this many pixels a side before upload (an avatar is never shown larger). */
const SIDE = 256;

/** 头像: pick an image, crop it to a square in the browser, upload; the header follows at once. */
export default function AvatarSettings({ avatar }: { avatar?: string | null }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const upload = async (file: Blob) => {
    setBusy(true);
    try {
      const r = await http.upload('/isps/account/avatar', await scaled(file), 'avatar.png', { answer: userInfoAnswer });
      session.setUser({ ...session.user()!, avatar: r.result.userInfo.avatar });
      await mutate(ACCOUNT_KEY);
      message.success(r.message || t('acct.avatar.saved'));
    } catch {
      /* the http client showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size="large" data-testid="account-avatar">
      <Avatar size={128} shape="square" src={avatar ? fileUrl(avatar) : undefined} data-testid="account-avatar-image">
        {session.user()?.realname?.slice(0, 1)}
      </Avatar>
      <ImgCrop
        aspect={1}
        rotationSlider
        showReset
        modalTitle={t('acct.avatar.crop')}
        modalOk={t('acct.avatar.ok')}
        modalCancel={t('acct.avatar.cancel')}
        resetText={t('acct.avatar.reset')}
      >
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} customRequest={({ file }) => void upload(file as Blob)}>
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('acct.avatar.upload')}
          </Button>
        </Upload>
      </ImgCrop>
      <span style={{ color: '#888' }}>{t('acct.avatar.hint')}</span>
    </Space>
  );
}

/** The crop at SIDE×SIDE PNG: the browser does the work, the upload stays small. */
async function scaled(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = SIDE;
  canvas.height = SIDE;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, SIDE, SIDE);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b ?? file), 'image/png'));
}
