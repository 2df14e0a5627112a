import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resultTexts, type Assessment, type MarksImportReport } from '@campus/domain';
import { apiDownload, uploadWithProgress } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';
import type { ImportRunInput } from '@/lib/use-import-run';
import { ASSESSMENTS_KEY } from './get-assessments';

/** POST /admin/assessments/:id/marks/import: the report of the file's rows; a file with errors writes nothing. */
export const importMarks = (assessmentId: string, { file, dryRun, onProgress }: ImportRunInput) => {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  return uploadWithProgress<MarksImportReport>(`/admin/assessments/${assessmentId}/marks/import`, form, {
    audience: 'admin',
    method: 'POST',
    onProgress,
  });
};

export const useImportMarks = (assessmentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportRunInput) => importMarks(assessmentId, input),
    onSuccess: (report) => {
      if (report.dryRun || report.errors.length > 0) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'marks'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'results'] }),
      ]);
    },
  });
};

export type TemplateFormat = 'xlsx' | 'csv';

/** GET /admin/assessments/:id/marks-template.{xlsx,csv}: every student of the assessment, their marks so far. */
export const useDownloadMarksTemplate = () =>
  useMutation({
    mutationFn: async ({ assessment, format }: { assessment: Assessment; format: TemplateFormat }) =>
      saveFile(
        await apiDownload(`/admin/assessments/${assessment._id}/marks-template.${format}`, { audience: 'admin' }),
        resultTexts.templateFile(assessment.courseName, assessment.title, format),
      ),
  });
