import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  errorResponseSchema,
  languageChangeSchema,
  messages,
  myLanguageSchema,
  staffLoginResponseSchema,
  staffMeSchema,
} from '@campus/domain';
import { badRequest, HttpError } from '../../../../lib/errors.js';
import { findActiveStaff, toStaffMember } from '../../../../repositories/staff.js';
import { changeLanguage, myLanguage } from '../../../../services/languages.js';
import { changeOwnPassword, signInEmailOf } from '../../../../services/staff.js';

/** The signed-in staff member's own account: open to every staff member, also while a password change is due. */
const config = { access: 'staff', whilePasswordChangeDue: true } as const;

const adminMeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config,
      schema: {
        summary: 'The signed-in staff member: name, email, role and whether they must change their password first',
        response: { 200: staffMeSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const member = await findActiveStaff(fastify.db, request.user.id);
      if (!member) throw new HttpError(401, messages.auth.sessionEnded);
      return toStaffMember(member);
    },
  );

  fastify.put(
    '/password',
    {
      config,
      schema: {
        summary:
          'Change your own password (at least 12 characters, not the current one). Ends every session of yours, on ' +
          'every device, and answers a new token for this one. Wrong current passwords count as failed sign-ins.',
        body: changePasswordSchema,
        response: { 200: staffLoginResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.user;
      const email = (await signInEmailOf(fastify.services, id)) ?? id;
      const member = await fastify.loginGuard.attempt('staff', request, reply, email, () =>
        changeOwnPassword(fastify.services, id, request.body),
      );
      if (!member) throw badRequest(messages.staff.currentPasswordWrong);
      return {
        token: await fastify.signToken({ id, role: member.role }),
        role: member.role,
        mustChangePassword: false,
      };
    },
  );

  fastify.get(
    '/language',
    {
      config: config,
      schema: {
        summary: 'The language chosen to see Campus and get its messages in (en, hi); null while none was chosen',
        response: { 200: myLanguageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => myLanguage(fastify.services, { staffId: request.user.id }),
  );

  fastify.put(
    '/language',
    {
      config: config,
      schema: {
        summary: 'Choose the language to see Campus and get its messages in (en, hi), on every device; audited',
        body: languageChangeSchema,
        response: { 200: myLanguageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => changeLanguage(fastify.services, { staffId: request.user.id }, request.body.language),
  );
};

export default adminMeRoutes;
