import useSWR from 'swr';
import { z } from 'zod';
import { useDataProvider } from '#renderers/core.js';

const KEY = ['dash', 'shortcuts'] as const;
const PATH = '/isps/dashboard/shortcuts';
const paths = z.array(z.string());

/** The caller's pinned workplace shortcuts, kept on the server so they follow the user to another browser. */
export function useShortcuts() {
  const dp = useDataProvider();
  const { data, mutate } = useSWR(KEY, () => dp.custom({ method: 'GET', path: PATH, answer: paths }).then((r) => r.result));
  const save = async (next: string[]) => {
    const r = await dp.custom({ method: 'PUT', path: PATH, body: { paths: next }, answer: paths });
    await mutate(r.result, { revalidate: false });
    return r;
  };
  return { paths: data, save };
}
