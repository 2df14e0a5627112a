import { useMutation } from '@tanstack/react-query';
import { apiFileResponse } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

/** Used only when the server names no file. */
const FALLBACK_NAME = 'campus-backup.tar.gz';

/** The name a Content-Disposition header gives the file: `filename*` (UTF-8, percent-encoded) before `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** GET /admin/backups/:id/download with the admin's token (a plain link could not send it), under the server's name. */
export const downloadBackup = async (backupId: string): Promise<void> => {
  const response = await apiFileResponse(`/admin/backups/${backupId}/download`, { audience: 'admin' });
  saveFile(await response.blob(), dispositionFileName(response.headers.get('content-disposition')) ?? FALLBACK_NAME);
};

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
