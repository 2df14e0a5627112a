import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendanceRegister } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/sections/:id/register?month=: the month's classes held × the section's students, with totals. */
export const getRegister = (sectionId: string, month: string) =>
  apiRequest<AttendanceRegister>(`/admin/sections/${sectionId}/register?month=${month}`, { audience: 'admin' });

/** The month before stays on screen while the next loads, so the table does not jump as months are stepped through. */
export const useRegister = (sectionId: string, month: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'register', sectionId, month],
    queryFn: () => getRegister(sectionId, month!),
    enabled: month !== undefined,
    placeholderData: keepPreviousData,
  });
