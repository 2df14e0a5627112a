import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, SectionStudent } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const SECTION_STUDENTS_PAGE_SIZE = 50;
export const SECTION_STUDENTS_KEY = ['admin', 'section-students'] as const;

/** GET /admin/sections/:id/students: a page of the section's students by name; `search` matches name or email. */
export const useSectionStudents = (sectionId: string, page: number, search: string) =>
  useQuery({
    queryKey: [...SECTION_STUDENTS_KEY, sectionId, page, search],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), limit: String(SECTION_STUDENTS_PAGE_SIZE) });
      if (search) params.set('search', search);
      return apiRequest<Page<SectionStudent>>(`/admin/sections/${sectionId}/students?${params}`, { audience: 'admin' });
    },
    enabled: sectionId !== '',
    placeholderData: keepPreviousData,
  });
