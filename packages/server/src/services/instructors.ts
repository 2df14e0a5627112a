import {
  learningMessages,
  auditSummaries,
  messages,
  type CourseInstructor,
  type CourseInstructorsInput,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { badRequest, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { lockActiveCourse } from '../repositories/courses.js';
import { activeInstructorIds, instructorsOf, replaceInstructors } from '../repositories/instructors.js';
import type { DataContext } from './context.js';

const names = (instructors: CourseInstructor[]) => instructors.map((instructor) => instructor.name);

/** Makes exactly these active instructors the course's instructors; anyone else given is refused (400). */
export async function setCourseInstructors(
  { db }: DataContext,
  actorId: string,
  courseId: string,
  { staffIds }: CourseInstructorsInput,
): Promise<CourseInstructor[]> {
  return transaction(db, async (tx) => {
    const course = await lockActiveCourse(tx, courseId);
    if (!course) throw notFound(messages.errors.courseNotFound);
    const wanted = [...new Set(staffIds)];
    if ((await activeInstructorIds(tx, wanted)).length !== wanted.length) {
      throw badRequest(learningMessages.notAnInstructor);
    }
    const before = await instructorsOf(tx, courseId);
    await replaceInstructors(tx, courseId, wanted);
    const after = await instructorsOf(tx, courseId);
    const changes = changesBetween({ instructors: names(before) }, { instructors: names(after) });
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'course.instructors_changed',
        entityType: 'course',
        entityId: courseId,
        summary: auditSummaries.instructorsChanged(course.name),
        changes,
      });
    }
    return after;
  });
}
