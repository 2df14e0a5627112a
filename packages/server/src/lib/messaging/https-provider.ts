import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { rootCertificates } from 'node:tls';
import { messageProviderMessages as texts } from '@campus/domain';
import { Agent, fetch } from 'undici';
import { z } from 'zod';
import type { MessageChannel, MessageProvider } from './provider.js';

export const SIGNATURE_HEADER = 'x-campus-signature';
export const TIMESTAMP_HEADER = 'x-campus-timestamp';
/** How far a callback's timestamp may be from the server's clock. */
const CALLBACK_TOLERANCE_MS = 5 * 60_000;

export interface HttpsProviderSettings {
  channel: MessageChannel;
  url: string;
  /** The key both sides sign with (HMAC-SHA256). */
  secret: string;
  /** PEM certificate authorities trusted for `url` besides the system's (a provider's private CA). */
  ca?: string | undefined;
  /** SMS: the DLT template id of each kind of message; a kind without one is not sent. */
  templates?: ReadonlyMap<string, string>;
  senderId?: string;
  /** SMS: the sender id of a kind whose template is registered under another header than `senderId`. */
  senders?: ReadonlyMap<string, string>;
  timeoutMs?: number;
}

/**
 * `sha256=<hex>`: HMAC-SHA256 of "<timestamp>.<raw body>". The timestamp (Unix seconds, in X-Campus-Timestamp) is
 * inside the MAC, so a captured request cannot be sent again later with a new one.
 */
export function signature(secret: string, timestamp: string, rawBody: string | Buffer) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/** Whether a provider's callback is signed with `secret` (as requests are) and was signed within 5 minutes of `now`. */
export function verifyCallback(
  rawBody: string | Buffer,
  headers: IncomingHttpHeaders,
  secret: string,
  now: Date,
): boolean {
  const timestamp = headers[TIMESTAMP_HEADER];
  const given = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || typeof given !== 'string') return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > CALLBACK_TOLERANCE_MS) return false;
  const expected = Buffer.from(signature(secret, timestamp, rawBody));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const acceptedAnswer = z.object({ providerMessageId: z.string().min(1) });
const refusalAnswer = z.object({ error: z.string() });

/**
 * SMS or WhatsApp through a gateway's HTTPS endpoint: each message is POSTed as signed JSON
 * ({ id, to, text, kind, templateId, senderId }) and the gateway answers 2xx with { providerMessageId }. Its delivery
 * receipts come back as signed callbacks, checked with verifyCallback.
 */
export function createHttpsProvider(settings: HttpsProviderSettings): MessageProvider {
  const { channel, timeoutMs = 10_000 } = settings;
  const name = channel === 'sms' ? 'SMS' : 'WhatsApp';
  const dispatcher = new Agent({ connect: settings.ca ? { ca: [...rootCertificates, settings.ca] } : {} });

  return {
    channel,
    async send(message) {
      const templateId = message.templateId ?? settings.templates?.get(message.kind);
      if (settings.templates && !templateId) throw new Error(texts.noTemplate(message.kind));
      const { id, to, text, kind } = message;
      const senderId = message.senderId ?? settings.senders?.get(kind) ?? settings.senderId;
      const body = JSON.stringify({ id, to, text, kind, templateId, senderId });
      const timestamp = String(Math.floor(Date.now() / 1000));
      let status: number;
      let answer: string;
      try {
        const response = await fetch(settings.url, {
          method: 'POST',
          dispatcher,
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signature(settings.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(texts.providerNoAnswer(name, timeoutMs / 1000));
        }
        throw new Error(texts.providerUnreachable(name, failureDetail(error)));
      }
      if (status < 200 || status > 299) throw new Error(texts.providerRefused(name, status, refusalDetail(answer)));
      const accepted = acceptedAnswer.safeParse(parseJson(answer));
      if (!accepted.success) throw new Error(texts.providerBadAnswer(name));
      return { providerMessageId: accepted.data.providerMessageId };
    },
    close: () => dispatcher.close(),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The gateway's own words: its JSON { error }, else the start of its answer on one line. */
function refusalDetail(answer: string) {
  const refusal = refusalAnswer.safeParse(parseJson(answer));
  return (refusal.success ? refusal.data.error : answer).replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** fetch's "fetch failed" says nothing: the reason is its cause (refused connection, untrusted certificate…). */
function failureDetail(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
