import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupList } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/backups: the backups newest first, with the daily schedule, how many are kept and where. */
export const getBackups = (): Promise<BackupList> => apiRequest<BackupList>('/admin/backups', { audience: 'admin' });

/** While a backup is running, the list is read again every 2 seconds, so it shows done (or failed) once it ends. */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'backups'],
    queryFn: getBackups,
    refetchInterval: (query) => (query.state.data?.items.some((backup) => backup.state === 'running') ? 2000 : false),
  });

export const useBackups = () => useQuery(backupsQueryOptions());
