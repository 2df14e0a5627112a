import { stringify } from 'csv-stringify/sync';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  learningMessages,
  chapterFieldsSchema,
  chapterResponseSchema,
  courseAttendancePageSchema,
  courseAttendanceQuerySchema,
  courseInstructorsResponseSchema,
  courseCopySchema,
  courseInstructorsSchema,
  courseProgressCsvQuerySchema,
  courseProgressPageSchema,
  courseProgressQuerySchema,
  coursePageSchema,
  courseResponseSchema,
  dateTimeInIndia,
  errorResponseSchema,
  feePlanApplyInputSchema,
  feePlanApplyResponseSchema,
  feePlanInputSchema,
  feePlanResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  listQuerySchema,
  messageResponseSchema,
  messages,
  outlineOrderSchema,
  outlineSchema,
  progressCsvFileName,
  type StudentProgress,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download } from '../../../../lib/download.js';
import { notFound } from '../../../../lib/errors.js';
import { coursePage, findActiveCourse, findActiveCourseName } from '../../../../repositories/courses.js';
import { currentFeePlan, toFeePlan } from '../../../../repositories/fee-plans.js';
import { instructorsOf } from '../../../../repositories/instructors.js';
import { courseProgressPage, courseProgressRows } from '../../../../repositories/learning.js';
import { readOutline } from '../../../../repositories/outlines.js';
import { courseAttendance, requireCourseAttendanceReader } from '../../../../services/attendance.js';
import { copyCourse } from '../../../../services/courses.js';
import { applyFeePlan, setFeePlan } from '../../../../services/fee-plans.js';
import { addChapter, reorderCourseOutline } from '../../../../services/outlines.js';
import { setCourseInstructors } from '../../../../services/instructors.js';
import { requireTeaching } from '../../../../services/teaching.js';

const PROGRESS_CSV_HEADER = [
  'Student',
  'Email',
  'Progress (%)',
  'Lessons done',
  'Lessons',
  'Last opened (India time)',
  'Completed (India time)',
];

/** An instant as the pages show it, in India, written "2026-11-29 07:05", which spreadsheets read as a date and time. */
const csvTime = (at: string | null) => (at ? dateTimeInIndia(new Date(at)) : '');

/** A student's line of the progress CSV. */
const progressCsvRecord = (row: StudentProgress) => [
  neutralizeFormula(row.name),
  neutralizeFormula(row.email),
  row.progress,
  row.completedLessons,
  row.lessonCount,
  csvTime(row.lastAccessed),
  csvTime(row.completedAt),
];

const adminCoursesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const existingCourse = async (id: string) => {
    const course = await findActiveCourse(fastify.db, id);
    if (!course) throw notFound(messages.errors.courseNotFound);
    return course;
  };
  /** A course that is there, its id and name only: without counting its students, which only its form shows. */
  const namedCourse = async (id: string) => {
    const course = await findActiveCourseName(fastify.db, id);
    if (!course) throw notFound(messages.errors.courseNotFound);
    return course;
  };
  /** A course the signed-in admin or instructor works on (see requireTeaching): its id and name. */
  const taughtCourse = async (request: FastifyRequest, id: string) => {
    await requireTeaching(fastify.db, request.user, id);
    return namedCourse(id);
  };

  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary: 'All courses, newest first; `search` matches the name or the category',
        querystring: listQuerySchema,
        response: { 200: coursePageSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () => coursePage(fastify.db, request.query, 'newest', fastify.reuse)),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        summary: 'One course as the edit form shows it, with its version (admins only)',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ course: await existingCourse(request.params.id) }),
  );

  fastify.get(
    '/:id/fee-plan',
    {
      schema: {
        summary: "The course's current fee plan (its newest version), or null while it has none",
        params: idParamsSchema,
        response: { 200: feePlanResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await namedCourse(request.params.id);
      const plan = await currentFeePlan(fastify.db, course._id);
      return { feePlan: plan ? toFeePlan(plan) : null };
    },
  );

  fastify.put(
    '/:id/fee-plan',
    {
      schema: {
        summary:
          "Set the course's fee plan: instalments due on fixed days or days after enrolment, adding up to the " +
          "course's fee, and an optional late fee. A new version, for enrolments from now on (audited)",
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: feePlanInputSchema,
        response: {
          200: feePlanResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      feePlan: await setFeePlan(
        fastify.services,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );

  fastify.post(
    '/:id/fee-plan/apply',
    {
      schema: {
        summary:
          "Apply the course's current fee plan to its existing enrolments, or preview it (dryRun): each account " +
          'gets its instalments from its own enrolment day; accounts with a late fee, or a total below the plan, ' +
          'keep theirs. If-Match is the plan version previewed (audited when applied)',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: feePlanApplyInputSchema,
        response: {
          200: feePlanApplyResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      applyFeePlan(fastify.services, request.user.id, request.params.id, request.body, request.headers['if-match']),
  );

  fastify.post(
    '/:id/copy',
    {
      schema: {
        summary:
          'Add a course as a copy of this one under a new name: its fields and picture, its outline with the ' +
          "lessons' files, and its instructors; no students (admins only)",
        params: idParamsSchema,
        body: courseCopySchema,
        response: {
          201: courseResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const course = await copyCourse(fastify.services, request.user.id, request.params.id, request.body);
      return reply.code(201).send({ course });
    },
  );

  fastify.get(
    '/:id/outline',
    {
      config: { access: 'teaching' },
      schema: {
        summary: "A course's outline as staff edit it: its chapters in order, each with its lessons in order",
        params: idParamsSchema,
        response: { 200: outlineSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await taughtCourse(request, request.params.id);
      return { courseId: course._id, courseName: course.name, chapters: await readOutline(fastify.db, course._id) };
    },
  );

  fastify.get(
    '/:id/progress',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "A course's students with their progress and last lesson opened: the least done first, or by `sort`; " +
          '`inactiveDays` keeps those who have not opened a lesson for that many days; `search` matches name or email',
        params: idParamsSchema,
        querystring: courseProgressQuerySchema,
        response: { 200: courseProgressPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Checked before the answer is reused: any of the course's teachers gets the same one.
      const course = await taughtCourse(request, request.params.id);
      return fastify.reusedAnswer(request, reply, () =>
        courseProgressPage(fastify.db, course._id, request.query, fastify.services.now(), fastify.reuse),
      );
    },
  );

  fastify.get(
    '/:id/attendance',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "A course's students with their attendance standing in it (as GET /api/attendance/me counts it): the " +
          'lowest percentage first; `below=true` keeps those below ATTENDANCE_MIN_PERCENT or one absence from it; ' +
          "`search` matches name or email. For the office, and for the course's instructors",
        params: idParamsSchema,
        querystring: courseAttendanceQuerySchema,
        response: { 200: courseAttendancePageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Checked before the answer is reused: every reader of the course gets the same one.
      await requireCourseAttendanceReader(fastify.db, request.user, request.params.id);
      return fastify.reusedAnswer(request, reply, () =>
        courseAttendance(fastify.services, request.params.id, request.query),
      );
    },
  );

  fastify.get(
    '/:id/progress.csv',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'Every student of /progress as a CSV download (UTF-8 with a byte-order mark), in its order and filter',
        params: idParamsSchema,
        querystring: courseProgressCsvQuerySchema,
        response: {
          200: { description: 'progress_<course>.csv', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const course = await taughtCourse(request, request.params.id);
      const rows = await courseProgressRows(fastify.db, course._id, request.query, fastify.services.now());
      const csv = stringify([PROGRESS_CSV_HEADER, ...rows.map(progressCsvRecord)], { bom: true });
      return download(reply, 'text/csv; charset=utf-8', progressCsvFileName(course.name)).send(csv);
    },
  );

  fastify.get(
    '/:id/instructors',
    {
      schema: {
        summary: "The course's instructors, by name",
        params: idParamsSchema,
        response: { 200: courseInstructorsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await namedCourse(request.params.id);
      return { instructors: await instructorsOf(fastify.db, course._id) };
    },
  );

  fastify.put(
    '/:id/instructors',
    {
      schema: {
        summary:
          "Make exactly these staff the course's instructors (each an active instructor); whoever is left out is no " +
          'longer one',
        params: idParamsSchema,
        body: courseInstructorsSchema,
        response: { 200: courseInstructorsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      instructors: await setCourseInstructors(fastify.services, request.user.id, request.params.id, request.body),
    }),
  );

  fastify.post(
    '/:id/chapters',
    {
      config: { access: 'teaching' },
      schema: {
        summary: "Add a chapter at the end of the course's outline",
        params: idParamsSchema,
        body: chapterFieldsSchema,
        response: { 201: chapterResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const chapter = await addChapter(fastify.services, request.user, request.params.id, request.body);
      return reply.code(201).send({ chapter });
    },
  );

  fastify.put(
    '/:id/outline',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "Put the course's chapters and lessons in this order; a lesson may move to another chapter. It must hold " +
          'every chapter and lesson of the course, each once: one added or deleted since the outline was read is a 409',
        params: idParamsSchema,
        body: outlineOrderSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await reorderCourseOutline(fastify.services, request.user, request.params.id, request.body);
      return { message: learningMessages.outlineSaved };
    },
  );
};

export default adminCoursesRoutes;
