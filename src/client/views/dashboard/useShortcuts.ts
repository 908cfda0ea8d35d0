import useSWR from 'swr';
import { useDataProvider } from '#renderers/core.js';

const KEY = ['dash', 'shortcuts'] as const;
const PATH = '/isps/dashboard/shortcuts';

/** The caller's pinned workplace shortcuts, kept on the server so they follow the user to another browser. */
export function useShortcuts() {
  const dp = useDataProvider();
  const { data, mutate } = useSWR(KEY, () => dp.custom<string[]>({ method: 'GET', path: PATH }).then((r) => r.result));
  const save = async (paths: string[]) => {
    const r = await dp.custom<string[]>({ method: 'PUT', path: PATH, body: { paths } });
    await mutate(r.result, { revalidate: false });
    return r;
  };
  return { paths: data, save };
}
