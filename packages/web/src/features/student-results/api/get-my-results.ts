import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { resultTexts, type StudentResults } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

/** The student's published results in each course; the Results page's document asks for it first. */
export const myResultsQueryOptions = (scope: StudentScope) =>
  queryOptions({
    queryKey: [...scope.key, 'results'],
    queryFn: () =>
      apiRequest<StudentResults>(scope.path(apiPaths.studentResults, 'results'), { audience: scope.audience }),
  });

export const useMyResults = () => useQuery(myResultsQueryOptions(useStudentScope()));

/** The course's report card (PDF) with the token (a plain link could carry none), saved under its name. */
export const useDownloadReportCard = () => {
  const scope = useStudentScope();
  return useMutation({
    mutationFn: async ({ courseId, courseName }: { courseId: string; courseName: string }) => {
      const course = encodeURIComponent(courseId);
      const path = scope.path(`/courses/${course}/report-card.pdf`, `courses/${course}/report-card.pdf`);
      return saveFile(await apiDownload(path, { audience: scope.audience }), resultTexts.reportCardFile(courseName));
    },
  });
};
