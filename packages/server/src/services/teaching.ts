import { messages, type Role } from '@campus/domain';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { teaches } from '../repositories/instructors.js';

/** Who works on a course: an admin works on every course, an instructor on those assigned to them. */
export interface Teacher {
  id: string;
  role: Role;
}

/**
 * Refuses a teacher the course unless they may work on it: a course an instructor does not teach is not found (404),
 * as if it did not exist, like one deleted.
 */
export async function requireTeaching(db: Db, teacher: Teacher, courseId: string): Promise<void> {
  if (!(await mayTeach(db, teacher, courseId))) throw notFound(messages.errors.courseNotFound);
}

export async function mayTeach(db: Db, teacher: Teacher, courseId: string): Promise<boolean> {
  if (teacher.role === 'admin') return true;
  return teacher.role === 'instructor' && teaches(db, teacher.id, courseId);
}
