import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  languageChangeSchema,
  messages,
  myLanguageSchema,
  PROGRESS_COMPLETE,
  profilePictureResponseSchema,
  studentLoginSchema,
  studentMeSchema,
  summarizeFees,
  tokenResponseSchema,
} from '@campus/domain';
import { HttpError } from '../../../lib/errors.js';
import { readMultipartForm } from '../../../lib/multipart-form.js';
import { messagePreferencesSchemas } from '../../../schemas/message-preferences.js';
import { prepareStudentProfile } from '../../../repositories/student-profile.js';
import { findActiveUserByEmail, toUserDto } from '../../../repositories/users.js';
import { myMessagePreferences, saveMessagePreferences } from '../../../services/message-preferences.js';
import { changeLanguage, myLanguage } from '../../../services/languages.js';
import { changeProfilePicture } from '../../../services/students.js';

const usersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const studentProfile = prepareStudentProfile(fastify.db);

  fastify.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Student sign-in: email and date of birth (YYYY-MM-DD) as the password',
        body: studentLoginSchema,
        response: { 200: tokenResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const student = await fastify.loginGuard.attempt('student', request, reply, email, async () => {
        const found = await findActiveUserByEmail(fastify.db, email, 'student');
        return found?.dob === password ? found : undefined;
      });
      if (!student) throw new HttpError(401, messages.login.invalidStudentCredentials);
      return { token: await fastify.signToken({ id: student.id, role: 'student' }) };
    },
  );

  fastify.get(
    '/full-me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: 'The signed-in student with course and fee figures (money in paise) and who their guardians are',
        security: [{ bearerAuth: [] }],
        response: { 200: studentMeSchema },
      },
    },
    async (request, reply) => {
      // Asked for on every page a student opens: reused until a change (see office-figures).
      return fastify.reusedAnswer(request, reply, async () => {
        const profile = await studentProfile(request.user.id);
        if (!profile) throw new HttpError(401, messages.auth.required);
        const { user, enrolledCourses, feeAccounts, guardians } = profile;
        return {
          ...toUserDto(user),
          enrolledCourses,
          completedCourses: enrolledCourses.filter((course) => course.progress >= PROGRESS_COMPLETE).length,
          totalCourses: enrolledCourses.length,
          ...summarizeFees(feeAccounts),
          guardians,
        };
      });
    },
  );

  fastify.put(
    '/profile-picture',
    {
      config: { access: 'student', pictureUpload: true },
      schema: {
        tags: ['student'],
        summary: 'Replace the profile picture (multipart field profilePicture: JPEG, PNG, GIF or WebP, < 5MB)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: profilePictureResponseSchema },
      },
    },
    async (request) => {
      const { file } = await readMultipartForm(request, 'profilePicture');
      if (!file) throw new HttpError(400, messages.upload.noFile);
      return { profilePicture: await changeProfilePicture(fastify.services, request.user.id, file.data) };
    },
  );

  const preferences = messagePreferencesSchemas('student', 'Audited');

  fastify.get(
    '/me/message-preferences',
    {
      config: { access: 'student' },
      schema: { tags: ['student'], security: [{ bearerAuth: [] }], ...preferences.get },
    },
    async (request) => myMessagePreferences(fastify.services, { studentId: request.user.id }),
  );

  fastify.put(
    '/me/message-preferences',
    {
      config: { access: 'student' },
      schema: { tags: ['student'], security: [{ bearerAuth: [] }], ...preferences.put },
    },
    async (request) =>
      saveMessagePreferences(
        fastify.services,
        { studentId: request.user.id },
        request.body,
        request.headers['if-match'],
      ),
  );

  fastify.get(
    '/me/language',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        security: [{ bearerAuth: [] }],
        summary: 'The language chosen to see Campus and get its messages in (en, hi); null while none was chosen',
        response: { 200: myLanguageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => myLanguage(fastify.services, { studentId: request.user.id }),
  );

  fastify.put(
    '/me/language',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        security: [{ bearerAuth: [] }],
        summary: 'Choose the language to see Campus and get its messages in (en, hi), on every device; audited',
        body: languageChangeSchema,
        response: { 200: myLanguageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => changeLanguage(fastify.services, { studentId: request.user.id }, request.body.language),
  );
};

export default usersRoutes;
