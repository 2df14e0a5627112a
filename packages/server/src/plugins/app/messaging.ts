import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { AppOptions } from '../../app.js';
import { createHttpsProvider } from '../../lib/messaging/https-provider.js';
import type {
  DeliveryReceipt,
  MessageChannel,
  MessageProvider,
  OnDeliveryReceipt,
} from '../../lib/messaging/provider.js';
import { createSmppProvider } from '../../lib/messaging/smpp-provider.js';

/** Connections kept open to the mail server. */
const MAX_CONNECTIONS = 3;

export interface Messaging {
  /** The SMTP transport, when SMTP_URL is set. */
  mailer: Transporter | undefined;
  /** The configured provider of each channel besides email; a channel without one sends nothing. */
  providers: Partial<Record<MessageChannel, MessageProvider>>;
  /** Calls the listener with every delivery receipt a provider reports (SMPP deliver_sm, HTTPS callbacks). */
  onReceipt(listener: OnDeliveryReceipt): void;
  /**
   * Hands a delivery receipt to the listeners (the HTTPS providers' callbacks arrive through a route); resolves once
   * each has stored it, rejects when one could not.
   */
  receipt(receipt: DeliveryReceipt): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

function transportOptions(url: string): SMTPPool.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // Far below the outbox's lease: a sender that waits on a silent server gives up before another instance takes
    // its emails.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

/**
 * The ways out of this instance, built once from the configuration: the SMTP transport and the SMS and WhatsApp
 * providers (SMPP, or an HTTPS gateway). Whatever sends a message (the outbox's senders, the guardians' sign-in codes)
 * uses these; a provider's delivery receipts go to whoever listens.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { messaging, email } = opts.config;
    const listeners: OnDeliveryReceipt[] = [];
    const receipt = async (delivered: DeliveryReceipt) => {
      await Promise.all(listeners.map((listener) => listener(delivered)));
    };
    const providers: Messaging['providers'] = {};
    if (messaging.smpp) providers.sms = createSmppProvider(messaging.smpp, receipt);
    else if (messaging.smsHttps) providers.sms = createHttpsProvider(messaging.smsHttps);
    if (messaging.whatsappHttps) providers.whatsapp = createHttpsProvider(messaging.whatsappHttps);
    const mailer = email.smtp ? nodemailer.createTransport(transportOptions(email.smtp.url)) : undefined;

    fastify.decorate('messaging', {
      mailer,
      providers,
      onReceipt: (listener: OnDeliveryReceipt) => {
        listeners.push(listener);
      },
      receipt,
    } satisfies Messaging);
    fastify.addHook('onClose', async () => {
      mailer?.close();
      await Promise.all(Object.values(providers).map((provider) => provider.close()));
    });
  },
  { name: 'messaging' },
);
