import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

export const OUTSTANDING_CSV_NAME = 'outstanding_fees_report.csv';

/** Hands a downloaded file to the browser under its name, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /admin/report/outstanding.csv with the admin's token (a plain link could not send it), saved as
 * outstanding_fees_report.csv. `search` narrows it as it narrows the table.
 */
export const downloadOutstandingCsv = async (search: string): Promise<void> => {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  saveFile(await apiDownload(`/admin/report/outstanding.csv${query}`, { audience: 'admin' }), OUTSTANDING_CSV_NAME);
};

export const useDownloadOutstandingCsv = () => useMutation({ mutationFn: downloadOutstandingCsv });
