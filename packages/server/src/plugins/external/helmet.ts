import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          // Picture previews are shown from blob: URLs before upload.
          'img-src': ["'self'", 'data:', 'blob:'],
        },
      },
    });
  },
  { name: 'helmet' },
);
