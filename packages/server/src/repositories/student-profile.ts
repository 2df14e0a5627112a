import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EnrolledCourse, FeeAccountFigures, StudentGuardian } from '@campus/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import * as feeRules from './fee-rules-sql.js';
import * as progressRules from './progress-rules-sql.js';

/** A timestamp as JavaScript's toISOString() writes it, formatted by the database. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Built in the shape the API returns. Correlated on the outer users row; written as SQL text so the subqueries'
// columns can't be confused with it.
const enrolledCoursesJson = sql<EnrolledCourse[]>`(
  select coalesce(json_agg(json_build_object(
    '_id', c.id, 'name', c.name, 'description', c.description, 'duration', c.duration_weeks, 'price', c.price,
    'category', c.category, 'image', c.image, 'createdAt', ${sql.raw(iso('c.created_at'))}, 'version', c.version,
    'progress', ${progressRules.courseProgress(sql.raw('e.completed_lessons'), sql.raw('c.lesson_count'))},
    'lessonCount', c.lesson_count, 'lastAccessed', ${sql.raw(iso('e.last_accessed'))},
    'enrolledAt', ${sql.raw(iso('e.enrolled_at'))}
  ) order by e.enrolled_at, c.name), '[]')
  from enrollments e join courses c on c.id = e.course_id
  where e.student_id = "users"."id" and c.deleted_at is null)`;

const feeAccountsJson = sql<FeeAccountFigures[]>`(
  select coalesce(json_agg(json_build_object(
    'paid', f.paid, 'totalFee', f.total_fee, 'concession', f.concession, 'lateFee', f.late_fee, 'dueDate', f.due_date,
    'instalments', (
      select coalesce(json_agg(json_build_object(
        'number', i.number, 'dueDate', i.due_date, 'amount', i.amount, 'lateFee', i.late_fee) order by i.number), '[]')
      from fee_instalments i where i.fee_account_id = f.id))), '[]')
  from fee_accounts f where f.student_id = "users"."id" and ${feeRules.isOpenAccount(sql.raw('f.closed_at'))})`;

const guardiansJson = sql<StudentGuardian[]>`(
  select coalesce(json_agg(json_build_object(
    'name', g.name, 'relation', g.relation, 'phone', g.phone, 'email', g.email) order by sg.created_at, g.id), '[]')
  from student_guardians sg join guardians g on g.id = sg.guardian_id
  where sg.student_id = "users"."id" and g.deleted_at is null)`;

/**
 * The signed-in student's page data (their row, enrolled courses, fee accounts, guardians) in one statement, prepared once:
 * it is the most frequent request, so it neither rebuilds its SQL nor makes three round trips.
 */
export function prepareStudentProfile(db: Db) {
  const query = db
    .select({
      user: users,
      enrolledCourses: enrolledCoursesJson,
      feeAccounts: feeAccountsJson,
      guardians: guardiansJson,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, 'student'), isNull(users.deletedAt)))
    .prepare('student_profile');
  return async (id: string) => {
    const [row] = await query.execute({ id });
    return row;
  };
}
