import { Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useAuthProvider } from '#renderers/core.js';
import { ApiError, http } from '#client/api/http.js';
import { published } from '#shared/contract/forms.js';
import { isHeadsPage, isVersionsPage } from './headsList.js';

/** Publish or roll back a form: a change that loses data asks first (409), then the menu and schema caches refresh. */
export function usePublish() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const auth = useAuthProvider();
  const run = async (path: string, body: Record<string, unknown>, code: string): Promise<boolean> => {
    try {
      const r = await http.post(path, body, { quiet: true, answer: published });
      message.success(t('cgform.publishedVersion', { version: r.result.version }));
      // the form's page may be unmounted (its hook immutable): its cached schema is dropped, not just revalidated
      await Promise.all([mutate(['schema', code], undefined), mutate(['schemas'], undefined), mutate(['cgform', 'schema', code], undefined)]);
      await Promise.all([mutate(isHeadsPage), mutate(isVersionsPage(code))]);
      await auth.refreshPermissions(); // the form's menu page, live at once
      return true;
    } catch (e) {
      const msg = e instanceof ApiError ? (e.body?.message ?? e.message) : String(e);
      if (e instanceof ApiError && e.status === 409) {
        return new Promise((resolve) =>
          Modal.confirm({
            title: t('cgform.confirmLoss'),
            content: msg,
            okText: t('cgform.publishAnyway'),
            okButtonProps: { danger: true },
            onOk: () => run(path, { ...body, confirm: true }, code).then(resolve),
            onCancel: () => resolve(false),
          }),
        );
      }
      message.error(msg);
      return false;
    }
  };
  return {
    publish: (schema: unknown, code: string) => run('/online/cgform/head/publish', { schema }, code),
    rollback: (code: string, version: number) => run('/online/cgform/head/rollback', { code, version }, code),
  };
}
