import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'campus';
export const SMTP_PASSWORD = 'smtp password';

export interface ReceivedMail extends ParsedMail {
  /** The SMTP user the sender signed in as. */
  smtpUser: string | undefined;
}

/**
 * A real SMTP server on a local port, for the app to send to: it asks for a user and password (any user, the password
 * SMTP_PASSWORD), parses every message it accepts into `received`, and can be stopped and started again on the same
 * port, or made to refuse messages with a temporary error.
 */
export interface TestMailServer {
  port: number;
  received: ReceivedMail[];
  /** Refuses every message with 451 while true. */
  refusing: boolean;
  /** Once this many messages have arrived, holds every further one unanswered until `release`. */
  holdAfter: number | undefined;
  /** Accepts the messages held so far, and holds no more. */
  release(): void;
  /** SMTP_URL for this server, signing in as `user`. */
  url(user?: string): string;
  /** Waits until `count` messages have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailServer(): Promise<TestMailServer> {
  let server: SMTPServer | undefined;
  let held: (() => void)[] = [];
  const mail: TestMailServer = {
    port: 0,
    received: [],
    refusing: false,
    holdAfter: undefined,
    release() {
      mail.holdAfter = undefined;
      for (const accept of held) accept();
      held = [];
    },
    url: (user = SMTP_USER) =>
      `smtp://${encodeURIComponent(user)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${mail.port}`,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mail.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} messages within ${timeoutMs} ms, got ${mail.received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mail.received;
    },
    async start() {
      server = new SMTPServer({
        logger: false,
        // The app's idle pooled connections would otherwise hold a stop for 30 s.
        closeTimeout: 100,
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.password !== SMTP_PASSWORD) return callback(new Error('Invalid username or password'));
          callback(null, { user: auth.username });
        },
        onMailFrom(_address, _session, callback) {
          if (!mail.refusing) return callback();
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              const accept = () => {
                mail.received.push(Object.assign(parsed, { smtpUser: session.user as string | undefined }));
                callback();
              };
              if (mail.holdAfter !== undefined && mail.received.length >= mail.holdAfter) held.push(accept);
              else accept();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(mail.port, '127.0.0.1', () => resolve());
      });
      mail.port = (server.server.address() as { port: number }).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  await mail.start();
  return mail;
}
