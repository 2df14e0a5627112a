import fp from 'fastify-plugin';
import {
  e164Phone,
  messageKindOf,
  smsParts,
  smsText,
  type DueFee,
  type SmsData,
  type SmsRecipient,
} from '@campus/domain';
import type { AppOptions } from '../../app.js';
import type { MessageChannel } from '../../lib/messaging/provider.js';
import { payLinkOf, startOutboxSender, studentNamesOfBatch } from '../../lib/outbox-sender.js';
import type { OutboxRow } from '../../repositories/email-outbox.js';
import { paymentReceipt } from '../../repositories/ledger.js';
import { findNotice } from '../../repositories/notices.js';
import { recordSent } from '../../services/email.js';
import { recordReceipt } from '../../services/messages.js';

/** Messages taken per claim on each channel. */
const BATCH_SIZE = 50;

/**
 * The SMS and WhatsApp senders of this instance, one per channel with a provider (startOutboxSender, with the outbox's
 * EMAIL_* delivery settings): each message is written with the domain's SMS texts in its recipient's language (else the
 * institute's), sent through the provider, and kept
 * with the provider's id and its SMS parts; the providers' delivery receipts then make it delivered or failed.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { providers } = fastify.messaging;
    const services = fastify.services;
    const { name: institute, language: instituteLanguage } = opts.config.institute;
    fastify.messaging.onReceipt((receipt) => recordReceipt(services, receipt.channel, receipt));

    const studentNames = studentNamesOfBatch(fastify.db);
    /** Without UPI (or in a message queued before pay links), the student's Fees page. */
    const payLink = (fees: DueFee[]) => payLinkOf(opts.config, fees) ?? `${opts.config.publicUrl}/fees`;

    async function dataOf(message: OutboxRow): Promise<SmsData[keyof SmsData]> {
      switch (message.kind) {
        case 'absence':
          return { classes: message.missedClasses! };
        case 'attendance_warning':
          return { courses: message.lowAttendance! };
        case 'reminder':
        case 'fee_due':
          return { fees: message.dueFees!, payLink: payLink(message.dueFees!) };
        case 'result_published':
        case 'result_changed':
          return { result: message.result! };
        case 'notice': {
          const notice = await findNotice(fastify.db, message.noticeId!);
          if (!notice) throw new Error(`notice ${message.noticeId} not found`);
          return { notice };
        }
        case 'receipt': {
          const receipt = await paymentReceipt(fastify.db, message.paymentId!);
          if (!receipt) throw new Error(`payment ${message.paymentId} has no receipt`);
          const { receiptNumber, amount, course, balance } = receipt;
          return { receipt: { receiptNumber, amount, course, balance } };
        }
      }
    }

    async function textOf(message: OutboxRow, batch: OutboxRow[]) {
      const recipient: SmsRecipient = {
        institute,
        student: (await studentNames(batch)).get(message.recipientId ?? '') ?? message.toName,
        to: message.guardianId ? 'guardian' : 'student',
      };
      const kind = messageKindOf(message.kind);
      // The data read matches the kind: the outbox's kind_shape check holds each row to it. In the language the
      // recipient had chosen when it was queued, else the institute's.
      const data = { ...recipient, ...(await dataOf(message)) } as never;
      return { kind, text: smsText(kind, data, message.language ?? instituteLanguage) };
    }

    for (const channel of ['sms', 'whatsapp'] as const satisfies MessageChannel[]) {
      const provider = providers[channel];
      if (!provider) continue;
      await startOutboxSender(fastify, opts.database, {
        channel,
        batchSize: BATCH_SIZE,
        settings: opts.config.email,
        async send(message, batch) {
          const { kind, text } = await textOf(message, batch);
          const { providerMessageId } = await provider.send({
            id: message.id,
            to: e164Phone(message.toAddress),
            text,
            kind,
          });
          await recordSent(services, message, {
            providerMessageId,
            smsParts: channel === 'sms' ? smsParts(text).parts : null,
          });
        },
      });
    }
  },
  { name: 'text-messages', dependencies: ['database', 'messaging', 'services'] },
);
