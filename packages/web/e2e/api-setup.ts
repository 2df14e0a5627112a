import type { AttendanceStatus, Course, Section, StudentListItem } from '@campus/domain';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { api, apiLogin } from './session';

// What a test file sets up through the API before its pages are opened: courses, students, instructors, classes and
// marks, as an admin would through the screens that other files test.

/** The password an admin gives a new staff member, which they replace on their first sign-in. */
export const GIVEN_PASSWORD = 'Given-by-the-admin-1';

/**
 * Calls the API with this token (a JSON body, or multipart for a FormData) and expects it to succeed: the JSON answer.
 * A failure names the call and the server's message. The worker's app unless another server's address is given.
 */
export async function apiCall<T = unknown>(
  token: string,
  path: string,
  method: string,
  body?: FormData | object,
  headers: Record<string, string> = {},
  server = baseUrl(),
): Promise<T> {
  const response = await fetch(`${server}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  expect(response.status, `${method} ${path}: ${answer.error ?? ''}`).toBeLessThan(300);
  return answer;
}

/** A multipart form of these text fields. */
export function formOf(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** The weekday of a date, Monday 1 to Sunday 7, as timetables number them. */
export const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A new course in the category E2E, its fields as the Courses page's form sends them. */
export async function createCourse(
  token: string,
  fields: { name: string; description: string; duration: string; price: string },
): Promise<Course> {
  return (await apiCall<{ course: Course }>(token, '/courses', 'POST', formOf({ ...fields, category: 'E2E' }))).course;
}

/** A new student enrolled in the course (its main section), as the add-student page adds one. */
export async function addStudent(
  token: string,
  student: { name: string; email: string; dob: string; phone: string },
  courseId: string,
): Promise<StudentListItem> {
  return (
    await apiCall<{ user: StudentListItem }>(token, '/admin/users', 'POST', formOf({ ...student, course: courseId }))
  ).user;
}

/** A new instructor, with the password the admin gives them: their id. */
export async function addInstructor(token: string, { name, email }: { name: string; email: string }) {
  const body = { name, email, role: 'instructor', password: GIVEN_PASSWORD };
  return (await apiCall<{ _id: string }>(token, '/admin/staff', 'POST', body))._id;
}

/** A staff member's first sign-in, replacing the password the admin gave them as the app asks: their new token. */
export async function firstSignIn(email: string, newPassword: string): Promise<string> {
  const { token } = await apiLogin('/api/admin/login', email, GIVEN_PASSWORD);
  const changed = await apiCall<{ token: string }>(token!, '/admin/me/password', 'PUT', {
    currentPassword: GIVEN_PASSWORD,
    newPassword,
  });
  return changed.token;
}

/** The course's sections, the main one first. */
export async function sectionsOf(token: string, courseId: string): Promise<Section[]> {
  return (await api<{ sections: Section[] }>(`/admin/courses/${courseId}/sections`, token)).sections;
}

/** A class's first save of attendance (at version 0): each mark is [studentId, status, note?]. */
export async function markAttendance(
  token: string,
  classId: string,
  marks: [string, AttendanceStatus, string?][],
): Promise<void> {
  await apiCall(
    token,
    `/admin/class-sessions/${classId}/attendance`,
    'PUT',
    { marks: marks.map(([studentId, status, note]) => ({ studentId, status, note })) },
    { 'if-match': '"0"' },
  );
}
