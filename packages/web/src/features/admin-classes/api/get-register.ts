import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendanceStatus } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

// PROVISIONAL until h/attend is on main: the domain's AttendanceRegister (schemas/attendance.ts) replaces this.
export interface AttendanceRegister {
  sectionId: string;
  sectionName: string;
  courseId: string;
  courseName: string;
  month: string;
  minPercent: number;
  classes: { _id: string; date: string; start: string; end: string; marked: boolean }[];
  students: {
    studentId: string;
    name: string;
    email: string;
    present: number;
    absent: number;
    late: number;
    excused: number;
    held: number;
    attended: number;
    percent: number | null;
    below: boolean;
    atRisk: boolean;
    marks: (AttendanceStatus | null)[];
  }[];
}

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
