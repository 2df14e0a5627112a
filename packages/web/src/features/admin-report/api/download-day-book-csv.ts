import { useMutation } from '@tanstack/react-query';
import type { DayBook } from '@campus/domain';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

/** The file name the server gives the same download. */
export const dayBookCsvName = ({ from, to }: Pick<DayBook, 'from' | 'to'>) => `day_book_${from}_${to}.csv`;

/** GET /admin/report/collections.csv for the days on screen, with the admin's token, saved under its name. */
export const downloadDayBookCsv = async (days: Pick<DayBook, 'from' | 'to'>): Promise<void> => {
  const query = new URLSearchParams({ from: days.from, to: days.to });
  saveFile(await apiDownload(`/admin/report/collections.csv?${query}`, { audience: 'admin' }), dayBookCsvName(days));
};

export const useDownloadDayBookCsv = () => useMutation({ mutationFn: downloadDayBookCsv });
