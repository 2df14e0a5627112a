import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section } from '@campus/domain';
import { apiRequest } from './api-client';

/** Every course's sections start with this key: a change to one, or students moved, reloads them. */
export const SECTIONS_KEY = ['admin', 'sections'] as const;

/**
 * GET /admin/courses/:id/sections: the course's sections, the main one first, each with its students counted. For the
 * Sections page and the student forms' section pickers.
 */
export const sectionsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, courseId],
    queryFn: async () =>
      (await apiRequest<{ sections: Section[] }>(`/admin/courses/${courseId}/sections`, { audience: 'admin' }))
        .sections,
  });

export const useSections = (courseId: string) => useQuery(sectionsQueryOptions(courseId));
