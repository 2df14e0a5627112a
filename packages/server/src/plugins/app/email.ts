import fp from 'fastify-plugin';
import { receiptFileName, type Notice } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { dailyJob } from '../../lib/daily-job.js';
import {
  absenceEmail,
  attendanceWarningEmail,
  feesEmail,
  noticeEmail,
  receiptEmail,
  resultEmail,
  type Reader,
} from '../../lib/email-messages.js';
import { payLinkOf, startOutboxSender, studentNamesOfBatch } from '../../lib/outbox-sender.js';
import type { OutboxRow } from '../../repositories/email-outbox.js';
import { paymentReceipt } from '../../repositories/ledger.js';
import { findNotice } from '../../repositories/notices.js';
import { queueDayAttendanceEmails, queueDueReminders, queueFeeDueMessages, recordSent } from '../../services/email.js';

/** Emails taken per claim: enough to keep the SMTP connections busy, few enough to be sent well within a lease. */
const BATCH_SIZE = 50;

/**
 * The email sender of this instance, when SMTP_URL is set (startOutboxSender): it sends the outbox's emails over
 * SMTP. Whenever some channel is configured it also queues the overdue-fee reminders and the notices of fees due
 * soon every day at REMINDER_AT, and
 * the absence messages and attendance warnings at ATTENDANCE_EMAILS_AT (unless off), each at start-up too when its
 * time has passed today, so a day whose run was missed while no instance ran still gets it.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const settings = opts.config.email;
    const { smtp } = settings;
    const { mailer, providers } = fastify.messaging;
    const services = fastify.services;
    if (smtp || Object.keys(providers).length > 0) {
      dailyJob(
        fastify,
        settings.reminderAt,
        async () => {
          const queued = await queueDueReminders(services, settings.reminderEveryDays);
          if (queued !== undefined) fastify.log.info({ queued }, 'queued the overdue-fee reminders of the day');
        },
        'could not queue the overdue-fee reminders',
      );
      dailyJob(
        fastify,
        settings.reminderAt,
        async () => {
          const queued = await queueFeeDueMessages(services);
          if (queued > 0) fastify.log.info({ queued }, 'queued the notices of fees due soon');
        },
        'could not queue the notices of fees due soon',
      );
      if (settings.attendanceEmailsAt) {
        dailyJob(
          fastify,
          settings.attendanceEmailsAt,
          async () => {
            const queued = await queueDayAttendanceEmails(services);
            if (queued) fastify.log.info(queued, 'queued the absence messages and attendance warnings of the day');
          },
          'could not queue the absence messages and attendance warnings of the day',
        );
      }
    }
    if (!smtp || !mailer) return;
    const transport = mailer;
    const { institute } = opts.config;
    const from = { name: smtp.from.name ?? institute.name, address: smtp.from.address };
    const messageIdDomain = smtp.from.address.slice(smtp.from.address.lastIndexOf('@') + 1);
    // A batch of one notice's emails reads the notice once.
    const noticesOfBatch = new WeakMap<OutboxRow[], Map<string, Promise<Notice | undefined>>>();

    const studentNames = studentNamesOfBatch(fastify.db);

    async function message(email: OutboxRow, batch: OutboxRow[], notices: Map<string, Promise<Notice | undefined>>) {
      // A guardian reads about the student by name; each reads in the language they had chosen, else the institute's.
      const reader: Reader = {
        name: email.toName,
        student: email.guardianId ? (await studentNames(batch)).get(email.recipientId ?? '') : undefined,
        language: email.language,
      };
      const envelope = {
        from,
        to: { name: email.toName, address: email.toAddress },
        // The same for every attempt, so a receiving server or client can tell a repeated message from a new one.
        messageId: `<${email.id}@${messageIdDomain}>`,
      };
      switch (email.kind) {
        case 'receipt': {
          const receipt = await paymentReceipt(fastify.db, email.paymentId!);
          if (!receipt) throw new Error(`payment ${email.paymentId} has no receipt`);
          const attachment = {
            filename: receiptFileName(receipt.receiptNumber),
            content: await fastify.receiptPdf(receipt),
            contentType: 'application/pdf',
          };
          return { ...envelope, ...receiptEmail(receipt, reader, institute), attachments: [attachment] };
        }
        case 'notice': {
          const id = email.noticeId!;
          if (!notices.has(id)) notices.set(id, findNotice(fastify.db, id));
          const notice = await notices.get(id);
          if (!notice) throw new Error(`notice ${id} not found`);
          return { ...envelope, ...noticeEmail(notice, reader, institute) };
        }
        case 'reminder':
        case 'fee_due':
          return {
            ...envelope,
            ...feesEmail(email.kind, email.dueFees!, reader, institute, payLinkOf(opts.config, email.dueFees!)),
          };
        case 'absence':
          return { ...envelope, ...absenceEmail(email.missedClasses!, reader, institute) };
        case 'attendance_warning':
          return { ...envelope, ...attendanceWarningEmail(email.lowAttendance!, reader, institute) };
        case 'result_published':
        case 'result_changed':
          return { ...envelope, ...resultEmail(email.kind, email.result!, reader, institute) };
      }
    }

    await startOutboxSender(fastify, opts.database, {
      channel: 'email',
      batchSize: BATCH_SIZE,
      settings,
      async send(email, batch) {
        if (!noticesOfBatch.has(batch)) noticesOfBatch.set(batch, new Map());
        await transport.sendMail(await message(email, batch, noticesOfBatch.get(batch)!));
        await recordSent(services, email);
      },
    });
  },
  { name: 'email', dependencies: ['database', 'messaging', 'receipts', 'services'] },
);
