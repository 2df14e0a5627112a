import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, signInLockSchema } from '@campus/domain';
import { signInLockOf, type SignInKind, unlockSignIn } from '../services/sign-in-locks.js';

/**
 * GET and DELETE `/:id/sign-in-lock` of a students or staff routes folder (admins only, the folder's default): whether
 * the account's sign-in is locked after too many wrong attempts, and lifting that lock.
 */
export function signInLockRoutes(instance: FastifyInstance, kind: SignInKind, who: string) {
  const fastify = instance.withTypeProvider<ZodTypeProvider>();
  const { services, loginGuard } = fastify;
  fastify.get(
    '/:id/sign-in-lock',
    {
      schema: {
        summary: `Whether the ${who}'s sign-in is locked after too many wrong attempts, and until when (lockedUntil)`,
        params: idParamsSchema,
        response: { 200: signInLockSchema, 404: errorResponseSchema },
      },
    },
    async (request) => signInLockOf(services, loginGuard, kind, request.params.id),
  );
  fastify.delete(
    '/:id/sign-in-lock',
    {
      schema: {
        summary:
          `Unlock the ${who}'s sign-in before the cool-down ends (an event of the audit trail); an account that is ` +
          'not locked is left as it is',
        params: idParamsSchema,
        response: { 200: signInLockSchema, 404: errorResponseSchema },
      },
    },
    async (request) => unlockSignIn(services, loginGuard, request.user.id, kind, request.params.id),
  );
}
