import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInLock } from '@campus/domain';
import { apiRequest } from './api-client';

/**
 * The sign-in lock of one account, `account` being its admin path (`/admin/students/<id>` or `/admin/staff/<id>`):
 * the student's history and the staff list show it.
 */
const signInLockQueryOptions = (account: string) =>
  queryOptions({
    queryKey: ['admin', 'sign-in-lock', account],
    queryFn: () => apiRequest<SignInLock>(`${account}/sign-in-lock`, { audience: 'admin' }),
  });

export const useSignInLock = (account: string) => useQuery(signInLockQueryOptions(account));

/** Lifts the lock; the account's answer (no lock) replaces what was shown. */
export const useUnlockSignIn = (account: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SignInLock>(`${account}/sign-in-lock`, { audience: 'admin', method: 'DELETE' }),
    onSuccess: (lock) => queryClient.setQueryData(signInLockQueryOptions(account).queryKey, lock),
  });
};
