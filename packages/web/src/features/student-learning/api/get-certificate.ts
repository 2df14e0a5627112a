import { useMutation, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

/** GET /courses/:courseId/certificate: issued the first time it is asked for, once every lesson is done. */
export const getCertificate = (courseId: string) =>
  apiRequest<Certificate>(`/courses/${courseId}/certificate`, { audience: 'student' });

export const useCertificate = (courseId: string, complete: boolean) =>
  useQuery({
    queryKey: ['student', 'certificate', courseId],
    queryFn: () => getCertificate(courseId),
    enabled: complete,
  });

/** GET /courses/:courseId/certificate.pdf with the token, saved as certificate-<number>.pdf. */
export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: async ({ courseId, number }: { courseId: string; number: string }) =>
      saveFile(
        await apiDownload(`/courses/${courseId}/certificate.pdf`, { audience: 'student' }),
        `certificate-${number}.pdf`,
      ),
  });
