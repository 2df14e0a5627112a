import { useMutation } from '@tanstack/react-query';
import { registerTexts, type AttendanceRegister } from '@campus/domain';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

export type RegisterFormat = 'csv' | 'xlsx' | 'pdf';

/** GET /admin/sections/:id/register.csv, .xlsx or .pdf with the token, saved under the name the server gives it too. */
export const downloadRegister = async ({
  register,
  format,
}: {
  register: Pick<AttendanceRegister, 'sectionId' | 'courseName' | 'sectionName' | 'month'>;
  format: RegisterFormat;
}) => {
  const { sectionId, courseName, sectionName, month } = register;
  const file = await apiDownload(`/admin/sections/${sectionId}/register.${format}?month=${month}`, {
    audience: 'admin',
  });
  saveFile(file, registerTexts.fileName(courseName, sectionName, month, format));
};

export const useDownloadRegister = () => useMutation({ mutationFn: downloadRegister });
