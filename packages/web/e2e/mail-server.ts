import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the e2e run's app to send to: it accepts every message (without sign-in or TLS) and keeps
 * only their number. Returns its SMTP_URL and how to stop it.
 */
export async function startMailServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
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
