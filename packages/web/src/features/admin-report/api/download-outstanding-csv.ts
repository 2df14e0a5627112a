import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

export const OUTSTANDING_CSV_NAME = 'outstanding_fees_report.csv';

/**
 * GET /admin/report/outstanding.csv with the admin's token (a plain link could not send it), saved as
 * outstanding_fees_report.csv. `search` narrows it as it narrows the table.
 */
export const downloadOutstandingCsv = async (search: string): Promise<void> => {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  saveFile(await apiDownload(`/admin/report/outstanding.csv${query}`, { audience: 'admin' }), OUTSTANDING_CSV_NAME);
};

export const useDownloadOutstandingCsv = () => useMutation({ mutationFn: downloadOutstandingCsv });
