import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '@campus/domain';
import { download } from '../../../lib/download.js';
import { attachmentFile } from '../../../services/learning.js';

const attachmentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['student'],
        summary: "Download a lesson's attachment: for the students enrolled in its course and those who teach it",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: {
          200: {
            description: 'The file, as an attachment to save',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { attachment, file } = await attachmentFile(fastify.services, request.user, request.params.id);
      return (
        download(reply, attachment.contentType, attachment.name)
          .headers({
            'content-length': file.length,
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
          })
          // Streamed as it is, unserialized.
          .send(file.body as unknown as string)
      );
    },
  );
};

export default attachmentsRoutes;
