import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentImportReport } from '@campus/domain';
import { uploadWithProgress } from '@/lib/api-files';
import type { ImportRunInput } from '@/lib/use-import-run';

/**
 * POST /admin/students/import: the report of the file's rows. A real import with errors writes nothing and answers 422
 * with the report, which is shown like a dry run's.
 */
export const importStudents = ({ file, dryRun, onProgress }: ImportRunInput): Promise<StudentImportReport> => {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  return uploadWithProgress<StudentImportReport>('/admin/students/import', form, {
    audience: 'admin',
    method: 'POST',
    onProgress,
    answers: [422],
  });
};

/** An import changes the lists and every admin figure, so all admin data reloads. */
export const useImportStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
};
