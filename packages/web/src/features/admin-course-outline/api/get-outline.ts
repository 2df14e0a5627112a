import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Outline } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const getOutline = (courseId: string): Promise<Outline> =>
  apiRequest<Outline>(`/admin/courses/${courseId}/outline`, { audience: 'admin' });

/** Every outline's queries start with this key: a change to a chapter or a lesson reloads them. */
export const OUTLINES_KEY = ['admin', 'outline'] as const;

export const outlineQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: [...OUTLINES_KEY, courseId], queryFn: () => getOutline(courseId) });

export const useOutline = (courseId: string) => useQuery(outlineQueryOptions(courseId));
