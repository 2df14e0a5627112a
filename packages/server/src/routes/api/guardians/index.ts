import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  guardianCodeRequestSchema,
  guardianLoginSchema,
  guardianMeSchema,
  guardianMessages,
  guardianTokenResponseSchema,
  languageChangeSchema,
  messageResponseSchema,
  messages,
  myLanguageSchema,
} from '@campus/domain';
import { HttpError } from '../../../lib/errors.js';
import { guardianWithChildren } from '../../../repositories/guardians.js';
import { messagePreferencesSchemas } from '../../../schemas/message-preferences.js';
import { changeLanguage, myLanguage } from '../../../services/languages.js';
import { myMessagePreferences, saveMessagePreferences } from '../../../services/message-preferences.js';
import { signOut } from '../../../services/sessions.js';

/** A guardian's sign-in by one-time code, sign-out, and who they are (#44). */
const guardiansRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/login/code',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Ask for a 6-digit sign-in code for a guardian's phone (any way it is written) or email: sent by SMS (else " +
          'WhatsApp) or email, valid 10 minutes, one use. Always 202 with the same answer, known contact or not; a ' +
          'contact is sent at most 3 codes in 10 minutes and 10 a day. 429 when the network asked too often',
        body: guardianCodeRequestSchema,
        response: { 202: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await fastify.guardianSignIn.requestCode(request, reply, request.body.contact);
      return reply.code(202).send({ message: guardianMessages.codeRequested });
    },
  );

  fastify.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Sign in as a guardian with the code sent to that contact: a token and their name. A wrong, expired or used ' +
          'code is 401 (5 wrong tries spend the code); 429 after too many failures from the network',
        body: guardianLoginSchema,
        response: { 200: guardianTokenResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const guardian = await fastify.guardianSignIn.signIn(request, reply, request.body);
      if (!guardian) throw new HttpError(401, guardianMessages.codeRefused);
      return { token: await fastify.signToken({ id: guardian.id, role: 'guardian' }), name: guardian.name };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        summary: "Signs the guardian out: ends the token's session, which every server refuses from then on",
        response: { 204: z.null().describe('Signed out'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await signOut(fastify.services, { sessionId: request.user.sessionId });
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in guardian (name, relation, phone, email) and their children with their courses',
        response: { 200: guardianMeSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const me = await guardianWithChildren(fastify.db, request.user.id);
      if (!me) throw new HttpError(401, messages.auth.required);
      return me;
    },
  );

  const preferences = messagePreferencesSchemas('guardian', "Audited in each child's history");

  fastify.get('/me/preferences', { schema: preferences.get }, async (request) =>
    myMessagePreferences(fastify.services, { guardianId: request.user.id }),
  );

  fastify.put('/me/preferences', { schema: preferences.put }, async (request) =>
    saveMessagePreferences(
      fastify.services,
      { guardianId: request.user.id },
      request.body,
      request.headers['if-match'],
    ),
  );

  fastify.get(
    '/me/language',
    {
      schema: {
        summary: 'The language chosen to see Campus and get its messages in (en, hi); null while none was chosen',
        response: { 200: myLanguageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => myLanguage(fastify.services, { guardianId: request.user.id }),
  );

  fastify.put(
    '/me/language',
    {
      schema: {
        summary: 'Choose the language to see Campus and get its messages in (en, hi), on every device; audited',
        body: languageChangeSchema,
        response: { 200: myLanguageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => changeLanguage(fastify.services, { guardianId: request.user.id }, request.body.language),
  );
};

export default guardiansRoutes;
