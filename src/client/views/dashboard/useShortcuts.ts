import useSWR from 'swr';
import { http } from '../../api/http.js';

const KEY = ['dash', 'shortcuts'] as const;

/** The caller's pinned workplace shortcuts, kept on the server so they follow the user to another browser. */
export function useShortcuts() {
  const { data, mutate } = useSWR(KEY, async () => (await http.get<string[]>('/isps/dashboard/shortcuts')).result);
  const save = async (paths: string[]) => {
    const r = await http.put<string[]>('/isps/dashboard/shortcuts', { paths });
    await mutate(r.result, { revalidate: false });
    return r;
  };
  return { paths: data, save };
}
