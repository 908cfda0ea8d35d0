import { ApartmentOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined, ReloadOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Avatar, Dropdown, Modal, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError, fileUrl, http } from '../api/http.js';
import { greetingKey } from '../components/greeting.js';
import { setLang, currentLang } from '../i18n/index.js';
import { session } from '../session/session.js';
import { KEYS, setItem } from '../session/storage.js';
import type { MenuItem } from '../session/types.js';
import { SHOW_SETTINGS_DRAWER } from '../settings/flags.js';
import SettingsButton from '../settings/SettingsButton.js';
import MenuSearch from './MenuSearch.js';
import HeaderNotice from '../notify/HeaderNotice.js';
import { saveLang } from '../settings/serverSync.js';
import { dictItemsByCode } from '#shared/contract/answer.js';

// the two modals load when first opened: the console's first load carries no form machinery for them
const DepartModal = lazy(() => import('../components/modals/DepartModal.js'));
const PasswordModal = lazy(() => import('../components/modals/PasswordModal.js'));

interface HeaderBarProps {
  menu: MenuItem[];
  mobile: boolean;
  /** room for the greeting beside the user menu; without it the greeting heads the user menu's list */
  greeting: boolean;
}

/** Menu search, settings gear, greeting (desktop), language switch, and the user dropdown (password, department, clear cache, logout). */
export default function HeaderBar({ menu, mobile, greeting }: HeaderBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // strings, not the stored object (a new one per read): the greeting follows a profile change
  const realname = useSyncExternalStore(session.subscribe, () => session.user()?.realname);
  const username = useSyncExternalStore(session.subscribe, () => session.user()?.username);
  const avatar = useSyncExternalStore(session.subscribe, () => session.user()?.avatar);
  const [modal, setModal] = useState<'password' | 'depart' | null>(null);
  const openPassword = () => {
    if (session.user()) setModal('password');
    else void message.warning(t('password.noUser')); // a toast: nothing waits for it to close
  };

  const logout = () =>
    Modal.confirm({
      title: t('header.logout'),
      content: t('header.logoutConfirm'),
      onOk: async () => {
        await http.post('/sys/logout', undefined, true).catch(() => undefined); // errors ignored
        session.logout();
        navigate('/user/login', { replace: true });
      },
    });
  const { mutate } = useSWRConfig();
  const greetText = `${t(`greeting.${greetingKey(new Date().getHours())}`)}${t('header.nameSep')}${realname ?? ''}`;
  const clearCache = async () => {
    try {
      // dropping the server's caches is an administrator's (403 for others); everyone reloads their own copy
      await http.get('/sys/dict/refleshCache', undefined, true).catch((e: unknown) => {
        if (!(e instanceof ApiError && e.status === 403)) throw e;
      });
      const all = await http.get('/sys/dict/queryAllDictItems', undefined, { answer: dictItemsByCode });
      setItem(KEYS.dicts, all.result);
      // open pages refetch their dictionaries too (renderers/data/keys.ts): the single ones are dropped first,
      // or the pages' sets (['dicts', codes]) refetched next would find the old copies (['dict', code])
      await mutate((key) => Array.isArray(key) && key[0] === 'dict', undefined, { revalidate: false });
      await mutate((key) => Array.isArray(key) && key[0] === 'dicts');
      message.success(t('header.cacheOk'));
    } catch {
      message.error(t('header.cacheFail'));
    }
  };

  return (
    <Space size={mobile ? 'middle' : 'large'}>
      <MenuSearch menu={menu} narrow={mobile} />
      {SHOW_SETTINGS_DRAWER && <SettingsButton />}
      <HeaderNotice />
      {greeting && <span data-testid="greeting">{greetText}</span>}
      <GlobalOutlined
        title={t('header.language')}
        data-testid="lang-switch"
        onClick={() => {
          setLang(currentLang() === 'zh' ? 'en' : 'zh');
          saveLang();
          void mutate(() => true); // server-made texts (report columns, dictionary options) come again in the new language
        }}
      />
      <Dropdown
        menu={{
          items: [
            ...(greeting ? [] : [{ key: 'greeting', label: <span data-testid="greeting">{greetText}</span>, disabled: true }, { type: 'divider' as const }]),
            { key: 'center', icon: <UserOutlined />, label: t('header.center'), onClick: () => void navigate('/account/center') },
            { key: 'settings', icon: <SettingOutlined />, label: t('header.settings'), onClick: () => void navigate('/account/settings/base') },
            { key: 'password', icon: <KeyOutlined />, label: t('password.menu'), onClick: openPassword },
            { key: 'depart', icon: <ApartmentOutlined />, label: t('depart.menu'), onClick: () => setModal('depart') },
            { key: 'cache', icon: <ReloadOutlined />, label: t('header.clearCache'), onClick: () => void clearCache() } /* it reports its own failure */,
            { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: logout },
          ],
        }}
      >
        <span data-testid="user-menu" style={{ cursor: 'pointer', whiteSpace: 'nowrap' }} aria-label={username}>
          <Avatar size="small" src={avatar ? fileUrl(avatar) : undefined} icon={avatar ? undefined : <UserOutlined />} data-testid="header-avatar" />
          {!mobile && ` ${username}`}
        </span>
      </Dropdown>
      {modal && (
        <Suspense fallback={null}>
          <PasswordModal
            open={modal === 'password'}
            onClose={() => setModal(null)}
            onChanged={() => {
              session.logout();
              navigate('/user/login', { replace: true });
            }}
          />
          <DepartModal open={modal === 'depart'} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </Space>
  );
}
