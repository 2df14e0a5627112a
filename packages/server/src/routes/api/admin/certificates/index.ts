import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learningMessages,
  certificateCodeParamsSchema,
  certificateRevocationSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@campus/domain';
import { revokeCertificate } from '../../../../services/certificates.js';

const adminCertificatesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:code/revocation',
    {
      schema: {
        summary: 'Revoke a certificate, with the reason: its code then answers that it was revoked (audited)',
        params: certificateCodeParamsSchema,
        body: certificateRevocationSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await revokeCertificate(fastify.services, request.user.id, request.params.code, request.body.reason);
      return { message: learningMessages.certificateRevokedNow };
    },
  );
};

export default adminCertificatesRoutes;
