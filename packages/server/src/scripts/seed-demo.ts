import { eq } from 'drizzle-orm';
import { dateInIndia, feeDueDate, type PaymentMode } from '@campus/domain';
import type { Db } from '../db/client.js';
import {
  chapters,
  courses,
  enrollments,
  feeAccounts,
  lessonCompletions,
  lessons,
  notices,
  payments,
  users,
} from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { nextReceiptNumber } from '../repositories/payments.js';
import { hashPassword } from '../lib/passwords.js';
import { seedTerm, type TermRules } from './seed-demo-term.js';

/** Printed at start and in the README, so whoever signs in first must choose a new password before anything else. */
export const DEMO_ADMIN = { email: 'admin@campus.test', password: 'Admin@123456' };
/** Signs in straight away, so a demo of the office's day needs no password change. */
export const DEMO_ACCOUNTANT = { email: 'accountant@campus.test', password: 'Accounts@12345' };
/** Signs in straight away too: the demo's instructor, with classes to mark every day but Sunday. */
export const DEMO_INSTRUCTOR = { email: 'instructor@campus.test', password: 'Teaching@12345' };

export interface DemoLogins {
  /** The demo admin, accountant and instructor's sign-ins, given only when no admin came from ADMIN_EMAIL. */
  admin: { email: string; password: string } | undefined;
  accountant: { email: string; password: string } | undefined;
  instructor: { email: string; password: string } | undefined;
  students: { email: string; password: string }[];
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const COURSES = [
  [
    'Full-Stack Web Development',
    'Build and deploy web applications with React, Node.js and PostgreSQL.',
    16,
    45_000_00,
    'Programming',
  ],
  [
    'Data Science with Python',
    'Analyse data with pandas, visualise it and build your first models.',
    12,
    38_000_00,
    'Data Science',
  ],
  [
    'Machine Learning Foundations',
    'Supervised and unsupervised learning, from linear models to trees.',
    10,
    42_000_00,
    'Data Science',
  ],
  ['UI/UX Design Essentials', 'Research, wireframes, prototypes and usability testing.', 8, 25_000_00, 'Design'],
  ['Digital Marketing', 'SEO, content, social media and analytics for growing brands.', 6, 18_000_00, 'Business'],
  ['Cloud Computing on AWS', 'Compute, storage, networking and security in the cloud.', 8, 32_000_00, 'Programming'],
  ['Spoken English & Communication', 'Confident speaking, writing and presenting at work.', 6, 9_500_50, 'Languages'],
  ['Financial Accounting', 'Bookkeeping, statements and the basics of taxation.', 10, 21_000_00, 'Business'],
] as const;

/** Each demo course's outline: two chapters of four lessons. */
const OUTLINE = [
  ['Getting started', ['Welcome to {course}', 'Key ideas', 'A first exercise', 'Check your understanding']],
  ['Going further', ['Deeper topics', 'A worked example', 'Your project', 'Review and next steps']],
] as const;

const lessonBody = (course: string, title: string) =>
  `## ${title}\n\nThis lesson of **${course}** takes you through its topic step by step.\n\n` +
  '- Read the notes below\n- Try the exercise\n- Mark the lesson done when you move on\n';

const FIRST = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Arjun', 'Isha', 'Kabir', 'Meera', 'Rohan', 'Saanvi'];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Gupta', 'Nair', 'Das', 'Singh', 'Menon'];
const PROGRAMS = ['B.Tech Computer Science', 'BCA', 'B.Sc Data Science', 'BBA'];
const MODES: PaymentMode[] = ['UPI', 'Card', 'Cash', 'Bank Transfer'];

/**
 * ~20 students, 8 courses, enrollments with varied progress, fees Paid/Partial/Unpaid, notices, and a term of classes
 * (seedTerm): two instructors, sections, timetables, holidays and the attendance of the weeks so far.
 */
export async function seedDemo(db: Db, options: { withAdmin: boolean; term: TermRules }): Promise<DemoLogins> {
  return transaction(db, async (tx) => {
    let adminId: string | undefined;
    if (options.withAdmin) {
      const [admin] = await tx
        .insert(users)
        .values({
          role: 'admin',
          name: 'Campus Admin',
          email: DEMO_ADMIN.email,
          passwordHash: await hashPassword(DEMO_ADMIN.password),
          mustChangePassword: true,
          createdAt: daysAgo(120),
        })
        .returning({ id: users.id });
      adminId = admin?.id;
      await tx.insert(users).values({
        role: 'accountant',
        name: 'Campus Accountant',
        email: DEMO_ACCOUNTANT.email,
        passwordHash: await hashPassword(DEMO_ACCOUNTANT.password),
        createdAt: daysAgo(100),
      });
    }
    // Without the demo admin (ADMIN_EMAIL's admin instead), the instructors get no password: no staff sign-in is made.
    const instructorRows = await tx
      .insert(users)
      .values([
        {
          role: 'instructor' as const,
          name: 'Priya Raman',
          email: DEMO_INSTRUCTOR.email,
          passwordHash: options.withAdmin ? await hashPassword(DEMO_INSTRUCTOR.password) : null,
          createdAt: daysAgo(110),
        },
        {
          role: 'instructor' as const,
          name: 'Vikram Joshi',
          email: 'vikram.joshi@campus.test',
          createdAt: daysAgo(95),
        },
      ])
      .returning({ id: users.id });

    const courseRows = await tx
      .insert(courses)
      .values(
        COURSES.map(([name, description, durationWeeks, price, category], i) => ({
          name,
          description,
          durationWeeks,
          price,
          category,
          createdAt: daysAgo(90 - i * 9),
        })),
      )
      .returning();

    const studentValues = Array.from({ length: 20 }, (_, i) => {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[(i * 3) % LAST.length]!;
      const birthYear = 2000 + (i % 6);
      return {
        role: 'student' as const,
        name: `${first} ${last}`,
        email: `${first}.${last}${i + 1}@students.campus.test`.toLowerCase(),
        phone: `+91 98${String(10_000_000 + i * 7_919).slice(0, 8)}`,
        dob: `${birthYear}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        program: PROGRAMS[i % PROGRAMS.length]!,
        batch: i % 3 === 0 ? '2024-2025' : '2023-2024',
        createdAt: daysAgo(75 - i * 3.5),
      };
    });
    const studentRows = await tx.insert(users).values(studentValues).returning();

    const outlines = new Map<string, (typeof lessons.$inferSelect)[]>();
    for (const course of courseRows) {
      const chapterRows = await tx
        .insert(chapters)
        .values(OUTLINE.map(([title], position) => ({ courseId: course.id, title, position })))
        .returning();
      const lessonRows = await tx
        .insert(lessons)
        .values(
          OUTLINE.flatMap(([, titles], chapter) =>
            titles.map((template, position) => {
              const title = template.replace('{course}', course.name);
              return {
                chapterId: chapterRows[chapter]!.id,
                courseId: course.id,
                title,
                body: lessonBody(course.name, title),
                minutes: 15 + ((position * 7) % 4) * 5,
                position,
              };
            }),
          ),
        )
        .returning();
      outlines.set(course.id, lessonRows);
    }

    const enrollmentValues: (typeof enrollments.$inferInsert)[] = [];
    const completionValues: (typeof lessonCompletions.$inferInsert)[] = [];
    const accountValues: (typeof feeAccounts.$inferInsert)[] = [];
    studentRows.forEach((student, i) => {
      const picks = [i % courseRows.length, (i * 5 + 3) % courseRows.length].slice(0, i % 3 === 2 ? 1 : 2);
      for (const [k, index] of [...new Set(picks)].entries()) {
        const course = courseRows[index]!;
        const enrolledAt = new Date(Math.max(student.createdAt.getTime(), course.createdAt.getTime()) + DAY);
        // Of the eight lessons: Not Started, Partial (two, three), In Progress (four, six), Completed.
        const done = [0, 2, 3, 4, 6, 8][(i + k * 2) % 6]!;
        const outline = outlines.get(course.id)!;
        const completedAt = (lesson: number) =>
          new Date(Math.min(Date.now(), enrolledAt.getTime() + (lesson + 1) * 2 * DAY));
        enrollmentValues.push({
          studentId: student.id,
          courseId: course.id,
          enrolledAt,
          ...(done > 0 ? { lastLessonId: outline[done - 1]!.id, lastAccessed: completedAt(done - 1) } : {}),
        });
        completionValues.push(
          ...outline.slice(0, done).map((lesson, n) => ({
            studentId: student.id,
            lessonId: lesson.id,
            courseId: course.id,
            completedAt: completedAt(n),
          })),
        );
        accountValues.push({
          studentId: student.id,
          courseId: course.id,
          totalFee: course.price,
          dueDate: feeDueDate(enrolledAt),
          createdAt: enrolledAt,
        });
      }
    });
    await tx.insert(enrollments).values(enrollmentValues);
    await tx.insert(lessonCompletions).values(completionValues);
    const accountRows = await tx.insert(feeAccounts).values(accountValues).returning();

    // A third paid in full, a third in part, a third nothing yet.
    const paymentValues: (typeof payments.$inferInsert)[] = [];
    accountRows.forEach((account, i) => {
      const paidOn = (offset: number) =>
        isoDay(new Date(Math.min(Date.now(), account.createdAt.getTime() + offset * DAY)));
      if (i % 3 === 0) {
        paymentValues.push({
          feeAccountId: account.id,
          amount: account.totalFee,
          paidOn: paidOn(2),
          mode: MODES[i % 4]!,
          recordedBy: adminId,
        });
      } else if (i % 3 === 1) {
        const first = Math.round(account.totalFee * 0.4);
        paymentValues.push({
          feeAccountId: account.id,
          amount: first,
          paidOn: paidOn(3),
          mode: MODES[i % 4]!,
          recordedBy: adminId,
        });
      }
    });
    for (const payment of paymentValues) payment.receiptNumber = await nextReceiptNumber(tx, new Date());
    await tx.insert(payments).values(paymentValues);

    await tx.insert(notices).values([
      {
        title: 'Welcome to the new term',
        description:
          'Classes for the new term start on Monday. Check your course pages for the schedule and reading lists.',
        createdAt: daysAgo(20),
        createdBy: adminId,
      },
      {
        title: 'Fee payment reminder',
        description:
          'Fees for this term are due at the end of the month. Pay at the accounts office, by card, UPI or bank transfer.',
        createdAt: daysAgo(10),
        createdBy: adminId,
      },
      {
        title: 'Library hours extended',
        description: 'During examination weeks the library stays open until 10 pm, Monday to Saturday.',
        createdAt: daysAgo(4),
        createdBy: adminId,
      },
      {
        title: 'Guest lecture: careers in data',
        description:
          'An industry panel talks about careers in data science and analytics this Friday at 4 pm in the main hall.',
        createdAt: daysAgo(1),
        createdBy: adminId,
      },
    ]);

    const [actor] = adminId
      ? [{ id: adminId }]
      : await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    const enrolledOn = new Map(studentRows.map((student) => [student.id, new Map<string, string>()]));
    for (const enrollment of enrollmentValues) {
      enrolledOn.get(enrollment.studentId)!.set(enrollment.courseId, dateInIndia(enrollment.enrolledAt!));
    }
    await seedTerm(
      tx,
      {
        actorId: actor!.id,
        instructorIds: [instructorRows[0]!.id, instructorRows[1]!.id],
        courseIds: courseRows.map((course) => course.id),
        students: studentRows.map((student) => ({ id: student.id, enrolledOn: enrolledOn.get(student.id)! })),
      },
      options.term,
    );

    return {
      admin: options.withAdmin ? DEMO_ADMIN : undefined,
      accountant: options.withAdmin ? DEMO_ACCOUNTANT : undefined,
      instructor: options.withAdmin ? DEMO_INSTRUCTOR : undefined,
      students: studentValues.slice(0, 3).map((s) => ({ email: s.email, password: s.dob })),
    };
  });
}
