import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the mailbox keeps it: to whom the app sent it (the SMTP recipients), its subject and text. */
export interface KeptMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server for the e2e run's app (and the email bench) to send to: it accepts every message (without sign-in
 * or TLS). Given a `mailbox` folder, it keeps each message there as a JSON file (KeptMail), for the test files, which
 * run in other processes, to read (mailbox.ts). Returns its SMTP_URL and how to stop it.
 */
export async function startMailServer(mailbox?: string): Promise<{ url: string; stop(): Promise<void> }> {
  let kept = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 100,
    onData(stream, session, callback) {
      if (mailbox === undefined) {
        stream.on('end', () => callback());
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: KeptMail = {
            to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          // Written whole under a name the readers skip, then renamed: a reader never sees half a file.
          const name = String(++kept).padStart(8, '0');
          await writeFile(join(mailbox, `${name}.tmp`), JSON.stringify(mail));
          await rename(join(mailbox, `${name}.tmp`), join(mailbox, `${name}.json`));
        })
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
