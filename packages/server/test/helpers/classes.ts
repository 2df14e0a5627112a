import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { classSessions, holidays, sections } from '../../src/db/schema.js';

/** The main section a course got on creation (its students are in it unless moved). */
export async function mainSectionOf(db: Db, courseId: string) {
  const [section] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.courseId, courseId), eq(sections.main, true)));
  return section!;
}

/** Another section of a course, straight into the database. */
export async function createSection(db: Db, courseId: string, name = `Section ${randomUUID().slice(0, 8)}`) {
  const [section] = await db.insert(sections).values({ courseId, name }).returning();
  return section!;
}

/**
 * A class of a section straight into the database (as the timetable or an extra class would make it): 09:00–10:00
 * unless told, no room, no instructor.
 */
export async function createClass(
  db: Db,
  sectionId: string,
  values: Partial<Omit<typeof classSessions.$inferInsert, 'sectionId'>> & { date: string },
) {
  const [session] = await db
    .insert(classSessions)
    .values({ sectionId, startTime: '09:00', endTime: '10:00', ...values })
    .returning();
  return session!;
}

export async function createHoliday(db: Db, date: string, name = 'Holiday') {
  const [holiday] = await db.insert(holidays).values({ date, name }).returning();
  return holiday!;
}
