import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { resultTexts, type ResultSheet } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

export const RESULTS_PAGE_SIZE = 20;

export interface ResultSheetParams {
  courseId: string;
  sectionId: string;
  page: number;
}

/** GET /admin/courses/:courseId/results: a page of the students by name, and the whole class's statistics. */
export const useResultSheet = ({ courseId, sectionId, page }: ResultSheetParams) =>
  useQuery({
    queryKey: ['admin', 'results', courseId, { sectionId, page }],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(RESULTS_PAGE_SIZE) });
      if (sectionId) query.set('sectionId', sectionId);
      return apiRequest<ResultSheet>(`/admin/courses/${courseId}/results?${query}`, { audience: 'admin' });
    },
    placeholderData: keepPreviousData,
  });

export interface ResultsDownload {
  sheet: Pick<ResultSheet, 'courseId' | 'courseName' | 'sectionId' | 'sectionName'>;
  format: 'csv' | 'xlsx';
}

/** GET …/results.csv or …/results.xlsx: every student (of the section shown), saved under the server's name. */
export const useDownloadResults = () =>
  useMutation({
    mutationFn: async ({ sheet, format }: ResultsDownload) => {
      const query = sheet.sectionId ? `?sectionId=${sheet.sectionId}` : '';
      const blob = await apiDownload(`/admin/courses/${sheet.courseId}/results.${format}${query}`, {
        audience: 'admin',
      });
      saveFile(blob, resultTexts.resultsFile(sheet.courseName, sheet.sectionName, format));
    },
  });
