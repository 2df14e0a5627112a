import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          // Picture previews are shown from blob: URLs before upload.
          'img-src': ["'self'", 'data:', 'blob:'],
          // Everything is same-origin, and the upgrade would break the app served over plain HTTP on a LAN address.
          'upgrade-insecure-requests': null,
        },
      },
    });
  },
  { name: 'helmet' },
);
