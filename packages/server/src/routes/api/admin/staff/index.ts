import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  updateStaffSchema,
} from '@campus/domain';
import { signInLockRoutes } from '../../../../lib/sign-in-lock-routes.js';
import { listStaff, toStaffMember } from '../../../../repositories/staff.js';
import { addStaff, changeStaff } from '../../../../services/staff.js';

const adminStaffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/',
    {
      schema: {
        summary:
          'Staff members (admins, accountants and instructors, deactivated ones too), newest first; search matches ' +
          'name or email; `role` keeps one role',
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listStaff(db, request.query, fastify.reuse);
      return { items: rows.map(toStaffMember), total, page, limit };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        summary:
          'Add a staff member (admin, accountant or instructor) with a password of at least 12 characters, which they must ' +
          'replace at their first sign-in',
        body: createStaffSchema,
        response: { 201: staffMemberSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addStaff(services, request.user.id, request.body)),
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        summary:
          "Change a staff member's role or deactivate (soft delete) or reactivate them; ends their sessions. The last " +
          'active admin can be neither demoted nor deactivated (409). With If-Match: "<version>", a member changed ' +
          'since that version is not changed (409).',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: updateStaffSchema,
        response: {
          200: staffMemberSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      changeStaff(services, request.user.id, request.params.id, request.body, request.headers['if-match']),
  );

  signInLockRoutes(fastify, 'staff', 'staff member');
};

export default adminStaffRoutes;
