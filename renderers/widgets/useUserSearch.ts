import { useDebounce } from 'ahooks';
import { useState } from 'react';
import useSWR from 'swr';
import { pageOf } from '#shared/contract/page.js';
import { userRecord } from '#shared/contract/users.js';
import { useDataProvider } from '../providers/context.js';

export interface PickedUser {
  id: string;
  username: string;
  realname: string;
}

const NONE: PickedUser[] = [];
/** /sys/user/list answers the user list's exact page (the server's response schema is built from the same columns) */
const userPage = pageOf(userRecord);
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
        .custom({
          method: 'GET',
          path: '/sys/user/list',
          query: { ...dp.filterQuery([{ field: 'realname', operator: 'contains', value: term }]), pageSize: 20 },
          quiet: true,
          answer: userPage,
        })
        .then(
          // the contract's user row is built from the schema file's columns, so its type names none of them
          (r) => (r.result?.records as unknown as PickedUser[] | undefined) ?? NONE,
          () => NONE, // a picker that cannot search offers nothing rather than an error toast
        ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return { users: data, setSearch };
}
