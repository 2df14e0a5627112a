import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '@campus/domain';

/** What the public pages need of the server's settings: the institute's name (INSTITUTE_NAME), Google sign-in on or off. */
const siteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { institute, google } = fastify.config;
  fastify.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: "The institute's name and whether Google sign-in is set up, for the sign-in and certificate pages",
        response: { 200: siteInfoSchema },
      },
    },
    async () => ({ instituteName: institute.name, googleSignIn: google !== undefined }),
  );
};

export default siteRoutes;
