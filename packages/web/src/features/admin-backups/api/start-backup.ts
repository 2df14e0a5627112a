import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { backupsQueryOptions } from './get-backups';

/** Starts a backup; the server answers at once (202) with it running, or refuses while another one runs (409). */
export const startBackup = (): Promise<BackupResponse> =>
  apiRequest<BackupResponse>('/admin/backups', { audience: 'admin', method: 'POST' });

/** Started or refused because one was already running, the list is reloaded: either way it has a running backup. */
export const useStartBackup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryOptions().queryKey }),
  });
};
