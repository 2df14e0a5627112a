import { useMutation } from '@tanstack/react-query';
import { progressCsvFileName } from '@campus/domain';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';
import { progressParams, type CourseProgressFilter } from './get-course-progress';

/** GET /admin/courses/:id/progress.csv with the token, in the view's order and filter, saved under the course's name. */
export const downloadProgressCsv = async ({
  courseId,
  courseName,
  filter,
}: {
  courseId: string;
  courseName: string;
  filter: CourseProgressFilter;
}) => {
  const file = await apiDownload(`/admin/courses/${courseId}/progress.csv?${progressParams(filter)}`, {
    audience: 'admin',
  });
  saveFile(file, progressCsvFileName(courseName));
};

export const useDownloadProgressCsv = () => useMutation({ mutationFn: downloadProgressCsv });
