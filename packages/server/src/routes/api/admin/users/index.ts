import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  errorResponseSchema,
  feeDueDate,
  idParamsSchema,
  listQuerySchema,
  messageResponseSchema,
  messages,
  pageSchema,
  studentListItemSchema,
  studentResponseSchema,
} from '@campus/domain';
import { courses, enrollments, feeAccounts, users } from '../../../../db/schema.js';
import { isUniqueViolation } from '../../../../lib/database-errors.js';
import { badRequest, conflict, notFound } from '../../../../lib/errors.js';
import { newImageKey, reencodeImage } from '../../../../lib/images.js';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { closeUnpaidFeeAccounts } from '../../../../repositories/fee-accounts.js';
import { findActiveUser } from '../../../../repositories/users.js';
import { activeCourses, emailInUse, listStudents, withEnrolledCourses } from '../../../../repositories/students.js';
import { createStudentFormSchema, updateStudentFormSchema } from '../../../../schemas/students.js';

const AVATAR_SIZE = 512;
const ACTIVE_EMAIL_INDEX = 'users_email_active_key';

function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

const adminUsersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, storage } = fastify;

  /** Runs a student write; if it fails, removes the photo stored for it and turns an email clash into 409. */
  async function writeStudent<T>(photoUrl: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (photoUrl) await storage.remove(photoUrl);
      if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.errors.emailTaken);
      throw error;
    }
  }

  fastify.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Students (never admins or deleted users), newest first; search matches name or email',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: pageSchema(studentListItemSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listStudents(db, request.query);
      return { items: await withEnrolledCourses(db, rows), total, page, limit };
    },
  );

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Add a student (multipart: name, email, phone, dob, course or courses as a JSON list of ids, optional ' +
          'profilePhoto), enrolled with a fee account per course',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: studentResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request, 'profilePhoto');
      const input = parseForm(createStudentFormSchema, fields);
      const photo = file && (await reencodeImage(file.data, AVATAR_SIZE));
      if (await emailInUse(db, input.email)) throw conflict(messages.errors.emailTaken);
      const chosen = await activeCourses(db, input.courses);
      if (chosen.length !== input.courses.length) throw badRequest(messages.errors.unknownCourses);

      const photoUrl = photo ? await storage.put(newImageKey('avatars'), photo) : undefined;
      const student = await writeStudent(photoUrl, () =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              role: 'student',
              name: input.name,
              email: input.email,
              phone: input.phone,
              dob: input.dob,
              profilePicture: photoUrl,
            })
            .returning();
          const studentId = created!.id;
          const dueDate = feeDueDate(new Date());
          await tx.insert(enrollments).values(chosen.map((course) => ({ studentId, courseId: course.id })));
          await tx
            .insert(feeAccounts)
            .values(chosen.map((course) => ({ studentId, courseId: course.id, totalFee: course.price, dueDate })));
          return created!;
        }),
      );
      const [user] = await withEnrolledCourses(db, [student]);
      return reply.code(201).send({ user: user! });
    },
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Edit a student (multipart: name, email, phone, dob, courses as the complete JSON list of ids, optional ' +
          'profilePhoto). A dropped course closes its fee account when nothing was paid into it; one with payments stays.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: studentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, file } = await readMultipartForm(request, 'profilePhoto');
      const input = parseForm(updateStudentFormSchema, fields);
      const photo = file && (await reencodeImage(file.data, AVATAR_SIZE));
      const existing = await findActiveUser(db, id, 'student');
      if (!existing) throw notFound(messages.errors.studentNotFound);
      if (await emailInUse(db, input.email, id)) throw conflict(messages.errors.emailTaken);
      const chosen = await activeCourses(db, input.courses);
      if (chosen.length !== input.courses.length) throw badRequest(messages.errors.unknownCourses);

      const photoUrl = photo ? await storage.put(newImageKey('avatars'), photo) : undefined;
      const student = await writeStudent(photoUrl, () =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({
              name: input.name,
              email: input.email,
              phone: input.phone,
              dob: input.dob,
              ...(photoUrl ? { profilePicture: photoUrl } : {}),
            })
            .where(and(eq(users.id, id), eq(users.role, 'student'), isNull(users.deletedAt)))
            .returning();
          if (!updated) throw notFound(messages.errors.studentNotFound);

          // Enrollments in deleted courses are not on the form, so they are left alone.
          const current = await tx
            .select({ courseId: enrollments.courseId })
            .from(enrollments)
            .innerJoin(courses, eq(courses.id, enrollments.courseId))
            .where(and(eq(enrollments.studentId, id), isNull(courses.deletedAt)));
          const enrolled = new Set(current.map((row) => row.courseId));
          const wanted = new Set(input.courses);
          const dropped = [...enrolled].filter((courseId) => !wanted.has(courseId));
          const added = chosen.filter((course) => !enrolled.has(course.id));

          if (dropped.length > 0) {
            await tx
              .delete(enrollments)
              .where(and(eq(enrollments.studentId, id), inArray(enrollments.courseId, dropped)));
            // As when a course is deleted: an account with nothing paid closes, one with payments stays.
            await closeUnpaidFeeAccounts(
              tx,
              and(eq(feeAccounts.studentId, id), inArray(feeAccounts.courseId, dropped))!,
              new Date(),
            );
          }
          if (added.length > 0) {
            const dueDate = feeDueDate(new Date());
            await tx
              .insert(enrollments)
              .values(added.map((course) => ({ studentId: id, courseId: course.id })))
              .onConflictDoNothing();
            // A course taken again keeps the account (and payments) it already has; a closed account had nothing
            // paid into it and opens again as a new one, at today's price.
            await tx
              .insert(feeAccounts)
              .values(added.map((course) => ({ studentId: id, courseId: course.id, totalFee: course.price, dueDate })))
              .onConflictDoUpdate({
                target: [feeAccounts.studentId, feeAccounts.courseId],
                set: {
                  totalFee: sql`excluded.total_fee`,
                  dueDate: sql`excluded.due_date`,
                  createdAt: sql`excluded.created_at`,
                  closedAt: null,
                },
                setWhere: isNotNull(feeAccounts.closedAt),
              });
          }
          return updated;
        }),
      );
      if (photoUrl && existing.profilePicture) await storage.remove(existing.profilePicture);
      const [user] = await withEnrolledCourses(db, [student]);
      return { user: user! };
    },
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Delete a student (soft: payments, fee accounts and enrollments stay) and end their sessions: they can no ' +
          'longer sign in, and tokens they hold are refused',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ deletedAt: new Date() })
          .where(and(eq(users.id, request.params.id), eq(users.role, 'student'), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (row) await fastify.endSessions({ userId: row.id }, tx);
        return row;
      });
      if (!deleted) throw notFound(messages.errors.studentNotFound);
      return { message: messages.success.studentDeleted };
    },
  );
};

export default adminUsersRoutes;
