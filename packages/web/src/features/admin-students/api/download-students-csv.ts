import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

export const STUDENTS_CSV_NAME = 'students.csv';
export const IMPORT_TEMPLATE_NAME = 'students_template.csv';

/** GET /admin/students/export.csv with the admin's token (a plain link could not send it), saved as students.csv. */
export const downloadStudentsCsv = async (): Promise<void> =>
  saveFile(await apiDownload('/admin/students/export.csv', { audience: 'admin' }), STUDENTS_CSV_NAME);

/** The import file's template: its header and one example row. */
export const downloadImportTemplate = async (): Promise<void> =>
  saveFile(await apiDownload('/admin/students/import/template.csv', { audience: 'admin' }), IMPORT_TEMPLATE_NAME);

export const useDownloadStudentsCsv = () => useMutation({ mutationFn: downloadStudentsCsv });
export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
