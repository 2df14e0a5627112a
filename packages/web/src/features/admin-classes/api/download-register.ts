import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';
import type { AttendanceRegister } from './get-register';

// PROVISIONAL until h/attend is on main: registerTexts.fileName (domain) names the files as the server does.
const fileName = (course: string, section: string, month: string, extension: 'csv' | 'pdf') =>
  `register_${`${course}_${section}`.replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')}_${month}.${extension}`;

export type RegisterFormat = 'csv' | 'pdf';

/** GET /admin/sections/:id/register.csv or .pdf with the token, saved under the name the server gives it too. */
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
  saveFile(file, fileName(courseName, sectionName, month, format));
};

export const useDownloadRegister = () => useMutation({ mutationFn: downloadRegister });
