import type { StudentScope } from '@/lib/student-scope';

/** A guardian's child: the guardian's own API under the child's id, with the guardian's token. */
export const childScope = (studentId: string): StudentScope => ({
  audience: 'guardian',
  key: ['guardian', 'child', studentId],
  own: false,
  path: (_own, child) => `/guardians/me/children/${encodeURIComponent(studentId)}/${child}`,
});
