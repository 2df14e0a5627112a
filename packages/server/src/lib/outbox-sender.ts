import type { Channel, DueFee } from '@campus/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { EMAIL_CHANNEL, type OutboxRow } from '../repositories/email-outbox.js';
import { claimMessages, recordAttemptFailed, type DeliverySettings } from '../services/email.js';

/** A provider's or mail server's error is kept in the outbox (and shown to staff) up to this length. */
const ERROR_MAX_LENGTH = 1000;

/**
 * The names of the students a batch's messages are for or about (a guardian's message names the student), read once
 * per batch.
 */
export function studentNamesOfBatch(db: Db) {
  const names = new WeakMap<OutboxRow[], Promise<Map<string, string>>>();
  return (batch: OutboxRow[]) => {
    let found = names.get(batch);
    if (!found) {
      const ids = [...new Set(batch.flatMap((message) => (message.recipientId ? [message.recipientId] : [])))];
      found = db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids))
        .then((rows) => new Map(rows.map((row) => [row.id, row.name])));
      names.set(batch, found);
    }
    return found;
  };
}

/**
 * The short link that opens the UPI payment of the earliest of these fees (PUBLIC_URL/pay/<its account's code>), or
 * none with UPI off or for a message queued before pay codes.
 */
export function payLinkOf({ publicUrl, upi }: { publicUrl: string; upi: unknown }, fees: DueFee[]): string | undefined {
  const payCode = fees[0]?.payCode;
  return upi && payCode ? `${publicUrl}/pay/${payCode}` : undefined;
}

export interface OutboxSender {
  channel: Channel;
  /** Messages taken per claim: enough to keep the provider busy, few enough to be sent well within a lease. */
  batchSize: number;
  settings: DeliverySettings & { pollIntervalMs: number };
  /** Sends one message and records it sent; a rejection is a failed attempt, tried again later. */
  send(message: OutboxRow, batch: OutboxRow[]): Promise<void>;
}

/**
 * The sender of one channel on this instance: it takes due messages of the channel from the outbox (woken by a NOTIFY
 * when some are queued, and every poll interval for retries and missed NOTIFYs), sends them and records the outcome.
 */
export async function startOutboxSender(
  fastify: FastifyInstance,
  database: Database,
  { channel, batchSize, settings, send }: OutboxSender,
): Promise<void> {
  const services = fastify.services;

  async function deliver(batch: OutboxRow[]) {
    // Each message is recorded as soon as its own attempt ends: a sender dying part-way through a batch then sends
    // none of those already accepted again once their lease runs out.
    const outcomes = await Promise.allSettled(
      batch.map(async (message) => {
        try {
          await send(message, batch);
        } catch (failure) {
          const error = String((failure as Error)?.message ?? failure).slice(0, ERROR_MAX_LENGTH);
          await recordAttemptFailed(services, settings, message, error);
        }
      }),
    );
    const unrecorded = outcomes.find((outcome) => outcome.status === 'rejected');
    if (unrecorded) throw unrecorded.reason;
  }

  let stopped = false;
  let draining: Promise<void> | undefined;
  let wokenWhileDraining = false;
  async function drain() {
    while (!stopped) {
      const batch = await claimMessages(services, channel, settings, batchSize);
      if (batch.length === 0) return;
      await deliver(batch);
    }
  }
  function wake() {
    if (stopped) return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) =>
        fastify.log.warn({ err: error, channel }, 'outbox sender: could not take or record messages'),
      )
      .finally(() => {
        draining = undefined;
        if (wokenWhileDraining) {
          wokenWhileDraining = false;
          wake();
        }
      });
  }

  const stopListening = await database.listen(EMAIL_CHANNEL, wake, wake);
  const poll = setInterval(wake, settings.pollIntervalMs);
  fastify.addHook('onReady', async () => {
    wake();
  });
  fastify.addHook('onClose', async () => {
    stopped = true;
    clearInterval(poll);
    await draining;
    await stopListening();
  });
}
