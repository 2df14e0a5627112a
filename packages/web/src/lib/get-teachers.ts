import { useQuery } from '@tanstack/react-query';
import type { Page, StaffMember } from '@campus/domain';
import { apiRequest } from './api-client';

const staffWithRole = (role: 'instructor' | 'admin') =>
  apiRequest<Page<StaffMember>>(`/admin/staff?role=${role}&limit=100`, { audience: 'admin' });

/**
 * GET /admin/staff for instructors and for admins: who may be given a class, the active ones by name (an institute has
 * a few dozen staff at most).
 */
export const useTeachers = () =>
  useQuery({
    queryKey: ['admin', 'staff', 'teachers'],
    queryFn: async () => {
      const pages = await Promise.all([staffWithRole('instructor'), staffWithRole('admin')]);
      return pages
        .flatMap((page) => page.items)
        .filter((member) => member.active)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
