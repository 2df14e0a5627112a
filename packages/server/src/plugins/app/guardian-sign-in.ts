import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  GUARDIAN_CODE_LIMITS,
  messages,
  phoneE164,
  smsTextsFor,
  type GuardianContact,
  type Language,
} from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { signInCodeEmail } from '../../lib/email-messages.js';
import { HttpError } from '../../lib/errors.js';
import { issueGuardianCode, signInGuardian } from '../../services/guardian-sign-in.js';
import { addressGroup, rateCounter } from './login-guard.js';

/** The kind of SMS a sign-in code is, as SMS_DLT_TEMPLATES names its DLT template. */
export const SIGN_IN_CODE_SMS_KIND = 'sign_in_code';

export interface GuardianSignIn {
  /**
   * Asks for a code for the contact from the request's address: past the address's limit, 429 with Retry-After.
   * Otherwise the code is issued and sent in the background, so that the answer is the same, and as quick, whether
   * or not a guardian has the contact; a contact, or a guardian, past their own limit is sent nothing.
   */
  requestCode(request: FastifyRequest, reply: FastifyReply, contact: GuardianContact): Promise<void>;
  /** A sign-in with a code: the guardian, or undefined; an address with too many failures is answered 429. */
  signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    login: { contact: GuardianContact; code: string },
  ): Promise<{ id: string; name: string } | undefined>;
  /** Resolves once every code asked for so far has been sent, or given up. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardianSignIn: GuardianSignIn;
  }
}

/** Whom a code is sent to: the guardian, by name, in their language (null: none chosen). */
interface Guardian {
  id: string;
  name: string;
  language: Language | null;
}

const contactKey = (contact: GuardianContact) =>
  'phone' in contact ? `phone:${contact.phone}` : `email:${contact.email}`;

/**
 * Guardians sign in with a one-time code sent to their phone or email (#44). Codes go out at once on the channel the
 * contact is (SMS, else WhatsApp; email), never through the outbox: the plain code is never stored, and neither it nor
 * the contact is ever logged. Counts, shared by the instances through Redis when there is one: codes per contact and,
 * apart, per guardian over all their contacts (GUARDIAN_CODE_LIMITS each), and per client address
 * (config.loginRateLimit.addressMax in its window) code requests and failed sign-ins apart.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { addressMax, timeWindowMs, keyPrefix } = opts.config.loginRateLimit;
    const { institute, email } = opts.config;
    const windowSeconds = Math.ceil(timeWindowMs / 1000);
    const counter = (name: string, points: number, duration: number) =>
      rateCounter(fastify, { points, duration, keyPrefix: `${keyPrefix}:guardian:${name}` });
    const requestsByAddress = counter('code-requests', addressMax, windowSeconds);
    const failuresByAddress = counter('failures', addressMax, windowSeconds);
    const codesByContact = GUARDIAN_CODE_LIMITS.map(({ codes, minutes }) =>
      counter(`codes-${minutes}m`, codes, minutes * 60),
    );
    // A guardian with a phone and an email is sent no more codes (so no more guesses) than one with either.
    const codesByGuardian = GUARDIAN_CODE_LIMITS.map(({ codes, minutes }) =>
      counter(`guardian-codes-${minutes}m`, codes, minutes * 60),
    );

    /** Takes a point; past the limit, answers 429 with Retry-After and this message. */
    async function take(store: RateLimiterAbstract, key: string, reply: FastifyReply, message: (m: number) => string) {
      try {
        await store.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        reply.header('retry-after', Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw new HttpError(429, message(Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000))));
      }
    }

    /** Whether one more code may go to `key` (each of its counts takes a point). */
    async function maySend(stores: RateLimiterAbstract[], key: string): Promise<boolean> {
      const results = await Promise.allSettled(stores.map((store) => store.consume(key)));
      const refused = results.find((result) => result.status === 'rejected');
      if (refused && !(refused.reason instanceof RateLimiterRes)) throw refused.reason;
      return refused === undefined;
    }

    /** The code in the guardian's language, else the institute's. */
    const languageOf = (guardian: { language: Language | null }) => guardian.language ?? institute.language;

    async function sendBySms(guardian: Guardian, phone: string, code: string): Promise<boolean> {
      const guardianId = guardian.id;
      const { sms, whatsapp } = fastify.messaging.providers;
      for (const provider of [sms, whatsapp]) {
        if (!provider) continue;
        try {
          await provider.send({
            id: randomUUID(),
            to: phoneE164(phone),
            text: smsTextsFor(languageOf(guardian)).signInCode(institute.name, code),
            kind: SIGN_IN_CODE_SMS_KIND,
          });
          return true;
        } catch {
          // Without the provider's reason: it may quote the message it was given, code and all.
          fastify.log.warn({ guardianId, channel: provider.channel }, 'a sign-in code could not be sent');
        }
      }
      return false;
    }

    async function sendByEmail(guardian: Guardian, address: string, code: string) {
      const { mailer } = fastify.messaging;
      if (!mailer || !email.smtp) return false;
      try {
        await mailer.sendMail({
          from: { name: email.smtp.from.name ?? institute.name, address: email.smtp.from.address },
          to: address,
          ...signInCodeEmail(code, guardian.name, institute, guardian.language),
        });
        return true;
      } catch {
        fastify.log.warn({ guardianId: guardian.id, channel: 'email' }, 'a sign-in code could not be sent');
        return false;
      }
    }

    async function issueAndSend(contact: GuardianContact) {
      if (!(await maySend(codesByContact, contactKey(contact)))) return;
      const issued = await issueGuardianCode(fastify.services, contact, opts.config.jwtSecret, (guardianId) =>
        maySend(codesByGuardian, guardianId),
      );
      if (!issued) return;
      const { guardian, code } = issued;
      const sent =
        'phone' in contact
          ? await sendBySms(guardian, contact.phone, code)
          : await sendByEmail(guardian, contact.email, code);
      if (!sent) fastify.log.warn({ guardianId: guardian.id }, 'no channel could carry a sign-in code');
    }

    const sending = new Set<Promise<void>>();
    fastify.addHook('onClose', async () => {
      await Promise.all(sending);
    });

    fastify.decorate<GuardianSignIn>('guardianSignIn', {
      async requestCode(request, reply, contact) {
        await take(requestsByAddress, addressGroup(request.ip), reply, messages.guardians.tooManyCodeRequests);
        const work: Promise<void> = issueAndSend(contact)
          // Neither the error (a failed query quotes its parameters, the contact among them) nor the contact.
          .catch(() => fastify.log.error('a sign-in code could not be issued'))
          .finally(() => sending.delete(work));
        sending.add(work);
      },

      async signIn(request, reply, login) {
        const address = addressGroup(request.ip);
        // Taken before the check and given back on success, so that parallel guesses cannot all pass one count.
        await take(failuresByAddress, address, reply, messages.login.tooManyAttempts);
        const guardian = await signInGuardian(fastify.services, login, opts.config.jwtSecret);
        if (guardian) await failuresByAddress.reward(address);
        return guardian;
      },

      async settled() {
        await Promise.all(sending);
      },
    });
  },
  { name: 'guardian-sign-in', dependencies: ['redis', 'services', 'messaging'] },
);
