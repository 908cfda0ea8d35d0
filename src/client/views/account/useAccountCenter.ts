import useSWR from 'swr';
import { accountCenter } from '#shared/contract/account.js';
import { http } from '../../api/http.js';

export const ACCOUNT_KEY = ['account', 'center'] as const;

/** The caller's profile, roles and own recent logins/operations. */
export const useAccountCenter = () => useSWR(ACCOUNT_KEY, async () => (await http.get('/isps/account/center', undefined, { answer: accountCenter })).result);
