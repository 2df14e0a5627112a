import fp from 'fastify-plugin';
import { CHANNELS, type MessageKind } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import type { ServiceContext } from '../../services/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Handed to every service call: routes parse, call one service and serialize its answer. */
    services: ServiceContext;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { clockStart } = opts.config;
    // TEST_CLOCK: a clock that starts at that moment and runs on from there.
    const startedAt = Date.now();
    const { providers } = fastify.messaging;
    const { smpp, smsHttps } = opts.config.messaging;
    const smsTemplates = smpp?.templates ?? smsHttps?.templates;
    const channelsFor = (kind: MessageKind) =>
      CHANNELS.filter((channel) =>
        channel === 'email'
          ? fastify.config.email.smtp !== undefined
          : providers[channel] !== undefined && (channel === 'whatsapp' || smsTemplates?.has(kind) === true),
      );
    fastify.decorate('services', {
      db: fastify.db,
      databaseKind: fastify.databaseKind,
      now: clockStart ? () => new Date(clockStart.getTime() + Date.now() - startedAt) : () => new Date(),
      storage: fastify.storage,
      forgetEndedSessions: fastify.forgetEndedSessions,
      channelsFor,
      backups: fastify.backups,
      tidyDatabase: fastify.tidyDatabase,
      attendance: opts.config.attendance,
    });
  },
  { name: 'services', dependencies: ['database', 'storage', 'authentication', 'backups', 'messaging'] },
);
