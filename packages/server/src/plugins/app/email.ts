import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { receiptFileName, type Notice } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { dailyJob } from '../../lib/daily-job.js';
import {
  absenceEmail,
  attendanceWarningEmail,
  noticeEmail,
  receiptEmail,
  reminderEmail,
} from '../../lib/email-messages.js';
import { EMAIL_CHANNEL, type OutboxRow } from '../../repositories/email-outbox.js';
import { paymentReceipt } from '../../repositories/ledger.js';
import { findNotice } from '../../repositories/notices.js';
import {
  claimEmails,
  queueDayAttendanceEmails,
  queueDueReminders,
  recordAttemptFailed,
  recordSent,
} from '../../services/email.js';

/** Emails taken per claim: enough to keep the SMTP connections busy, few enough to be sent well within a lease. */
const BATCH_SIZE = 50;
/** Connections kept open to the mail server. */
const MAX_CONNECTIONS = 3;
/** An SMTP error is kept in the outbox (and shown to admins) up to this length. */
const ERROR_MAX_LENGTH = 1000;

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
    // Far below the lease: a sender that waits on a silent server gives up before another instance takes its emails.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

/**
 * The email sender of this instance, when SMTP_URL is set: it takes due emails from the outbox (woken by a NOTIFY
 * when some are queued, and every poll interval for retries and missed NOTIFYs), sends them over SMTP and records the
 * outcome. It also queues the overdue-fee reminders every day at REMINDER_AT, and the absence emails and attendance
 * warnings at ATTENDANCE_EMAILS_AT (unless off), each at start-up too when its time has passed today, so a day whose
 * run was missed while no instance ran still gets it.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const settings = opts.config.email;
    const { smtp } = settings;
    if (!smtp) return;
    const { institute } = opts.config;
    const services = fastify.services;
    const transport = nodemailer.createTransport(transportOptions(smtp.url));
    const from = { name: smtp.from.name ?? institute.name, address: smtp.from.address };
    const messageIdDomain = smtp.from.address.slice(smtp.from.address.lastIndexOf('@') + 1);

    async function message(email: OutboxRow, notices: Map<string, Promise<Notice | undefined>>) {
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
          return { ...envelope, ...receiptEmail(receipt, email.toName, institute), attachments: [attachment] };
        }
        case 'notice': {
          const id = email.noticeId!;
          if (!notices.has(id)) notices.set(id, findNotice(fastify.db, id));
          const notice = await notices.get(id);
          if (!notice) throw new Error(`notice ${id} not found`);
          return { ...envelope, ...noticeEmail(notice, email.toName, institute) };
        }
        case 'reminder':
          return { ...envelope, ...reminderEmail(email.dueFees!, email.toName, institute) };
        case 'absence':
          return { ...envelope, ...absenceEmail(email.missedClasses!, email.toName, institute) };
        case 'attendance_warning':
          return { ...envelope, ...attendanceWarningEmail(email.lowAttendance!, email.toName, institute) };
      }
    }

    async function deliver(batch: OutboxRow[]) {
      // A batch of one notice's emails reads the notice once.
      const notices = new Map<string, Promise<Notice | undefined>>();
      // Each email is recorded as soon as its own attempt ends: a sender dying part-way through a batch then sends
      // none of those already accepted again once their lease runs out.
      const outcomes = await Promise.allSettled(
        batch.map(async (email) => {
          try {
            await transport.sendMail(await message(email, notices));
          } catch (failure) {
            const error = String((failure as Error)?.message ?? failure).slice(0, ERROR_MAX_LENGTH);
            return recordAttemptFailed(services, settings, email, error);
          }
          return recordSent(services, [email.id]);
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
        const batch = await claimEmails(services, settings, BATCH_SIZE);
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
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'email sender: could not take or record emails'))
        .finally(() => {
          draining = undefined;
          if (wokenWhileDraining) {
            wokenWhileDraining = false;
            wake();
          }
        });
    }

    dailyJob(
      fastify,
      settings.reminderAt,
      async () => {
        const queued = await queueDueReminders(services, settings.reminderEveryDays);
        if (queued !== undefined) fastify.log.info({ queued }, 'queued the overdue-fee reminders of the day');
      },
      'could not queue the overdue-fee reminders',
    );
    if (settings.attendanceEmailsAt) {
      dailyJob(
        fastify,
        settings.attendanceEmailsAt,
        async () => {
          const queued = await queueDayAttendanceEmails(services);
          if (queued) fastify.log.info(queued, 'queued the absence emails and attendance warnings of the day');
        },
        'could not queue the absence emails and attendance warnings of the day',
      );
    }

    const stopListening = await opts.database.listen(EMAIL_CHANNEL, wake, wake);
    const poll = setInterval(wake, settings.pollIntervalMs);
    fastify.addHook('onReady', async () => {
      wake();
    });
    fastify.addHook('onClose', async () => {
      stopped = true;
      clearInterval(poll);
      await draining;
      await stopListening();
      transport.close();
    });
  },
  { name: 'email', dependencies: ['database', 'receipts', 'services'] },
);
