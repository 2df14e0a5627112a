import type { Course } from '@campus/domain';
import type { BrowserContext } from 'playwright-core';
import { addInstructor, addStudent, apiCall as call, createCourse, firstSignIn } from './api-setup';
import { DEMO, launchPhoneProfile } from './browser';
import { apiLogin } from './session';

/** The set-up of an offline marking test (#46): who marks, on which device, and for whom. */
export interface OfflineInstructor {
  adminToken: string;
  course: Course;
  instructorId: string;
  /** A phone profile of its own, whose service worker runs, with the instructor signed in. */
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * A new course `name` with `students`, taught by a new instructor, `instructor` (first name), who is signed in on a
 * phone profile of their own with `password`, their first chosen one.
 */
export async function offlineInstructor(
  name: string,
  students: { name: string; email: string; dob: string }[],
  instructor: string,
  password: string,
): Promise<OfflineInstructor> {
  const run = Date.now();
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  const adminToken = token!;
  const course = await createCourse(adminToken, { name, description: 'd', duration: '4', price: '1' });
  for (const student of students) {
    await addStudent(adminToken, { ...student, phone: '+91 98000 00004' }, course._id);
  }
  const email = `${instructor.toLowerCase()}.${run}@e2e.campus.test`;
  const instructorId = await addInstructor(adminToken, { name: `${instructor} Instructor ${run}`, email });
  const instructorToken = await firstSignIn(email, password);
  await call(adminToken, `/admin/courses/${course._id}/instructors`, 'PUT', { staffIds: [instructorId] });

  const { context, close } = await launchPhoneProfile();
  await context.addInitScript((stored) => {
    localStorage.setItem('adminToken', stored);
    localStorage.setItem('isAdmin', 'true');
  }, instructorToken);
  return { adminToken, course, instructorId, context, close };
}
