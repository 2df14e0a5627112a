import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupListSchema,
  backupMessages,
  backupResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@campus/domain';
import { archiveType } from '../../../../lib/backups/store.js';
import { download } from '../../../../lib/download.js';
import { backUpNow, backupArchive, backupList } from '../../../../services/backups.js';

const archiveResponse = {
  description:
    'The archive, a gzipped tar that `npm run restore` takes; with BACKUP_ENCRYPTION_KEY, that tar encrypted (age, ' +
    'application/octet-stream, named .tar.gz.age)',
  content: {
    'application/gzip': { schema: z.string().meta({ format: 'binary' }) },
    'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
  },
};

const adminBackupsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        summary: 'Every backup, newest first, with its state and size, and when and where they are taken',
        response: { 200: backupListSchema },
      },
    },
    async () => {
      const { backups, services } = fastify;
      return {
        items: await backupList(services),
        dailyAt: backups.dailyAt ?? null,
        keep: backups.keep,
        destination: backups.store.description,
      };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        summary:
          'Back up now: the database (one snapshot, while the app goes on) and the stored files, in the background; ' +
          'the list shows it done or failed. 409 while another is running. Audited.',
        response: { 202: backupResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { backup, done } = await backUpNow(fastify.services, request.user.id);
      done
        .then((finished) => {
          if (finished.state === 'failed')
            request.log.error({ backup: finished._id, error: finished.error }, 'backup failed');
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'backup failed'));
      return reply.code(202).send({ message: backupMessages.started, backup });
    },
  );

  fastify.get(
    '/:id/download',
    {
      schema: {
        summary: "A finished backup's archive; 409 for one running or failed",
        params: idParamsSchema,
        response: {
          200: archiveResponse,
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const archive = await backupArchive(fastify.services, request.params.id);
      return (
        download(reply, archiveType(archive.fileName), archive.fileName)
          .header('content-length', archive.length)
          // The schema documents the bytes the client receives; Fastify sends a stream as it is, unserialized.
          .send(archive.body as unknown as string)
      );
    },
  );
};

export default adminBackupsRoutes;
