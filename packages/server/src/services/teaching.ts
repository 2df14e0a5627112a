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
  if (teacher.role === 'admin') return;
  if (teacher.role !== 'instructor' || !(await teaches(db, teacher.id, courseId))) {
    throw notFound(messages.errors.courseNotFound);
  }
}
