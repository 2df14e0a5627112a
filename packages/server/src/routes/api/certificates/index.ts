import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateCodeParamsSchema, certificateVerificationSchema, errorResponseSchema } from '@campus/domain';
import { verifyCertificate } from '../../../services/certificates.js';

const certificatesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary:
          "Check a certificate's code (any case, dashes or not): the student's name, the course and the day, nothing " +
          'else; an unknown code is a 404, a revoked certificate a 410',
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema, 404: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request) => verifyCertificate(fastify.services, request.params.code),
  );
};

export default certificatesRoutes;
