import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, learningMessages, messageResponseSchema } from '@campus/domain';
import { removeAttachment } from '../../../../services/outlines.js';

const adminAttachmentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.delete(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: "Remove a lesson's attachment",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await removeAttachment(fastify.services, request.user, request.params.id);
      return { message: learningMessages.attachmentRemoved };
    },
  );
};

export default adminAttachmentsRoutes;
