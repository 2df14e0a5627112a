import { useQuery } from '@tanstack/react-query';
import type { Section } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/courses/:id/sections (every staff member may read them): for an assessment's section and the sheet's filter. */
export const useCourseSections = (courseId: string) =>
  useQuery({
    queryKey: ['admin', 'sections', courseId],
    queryFn: async () =>
      (await apiRequest<{ sections: Section[] }>(`/admin/courses/${courseId}/sections`, { audience: 'admin' }))
        .sections,
  });
