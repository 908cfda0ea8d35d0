import { useDebounce } from 'ahooks';
import { useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../providers/context.js';
import type { Paged } from '../types.js';

export interface PickedUser {
  id: string;
  username: string;
  realname: string;
}

const NONE: PickedUser[] = [];
const SEARCH_WAIT_MS = 250;

/**
 * The users matching what is typed (by real name, 20 at most), searched on the server. One swr key and one
 * fetcher for every user picker, so two pickers on a page share their answers.
 */
export function useUserSearch() {
  const dp = useDataProvider();
  const [search, setSearch] = useState('');
  const term = useDebounce(search.trim(), { wait: SEARCH_WAIT_MS });
  const { data = NONE } = useSWR(
    ['userSearch', term],
    () =>
      dp
        .custom<Paged<PickedUser>>({
          method: 'GET',
          path: '/sys/user/list',
          query: { ...dp.filterQuery([{ field: 'realname', operator: 'contains', value: term }]), pageSize: 20 },
          quiet: true,
        })
        .then(
          (r) => r.result?.records ?? NONE,
          () => NONE, // a picker that cannot search offers nothing rather than an error toast
        ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return { users: data, setSearch };
}
