import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { GOOGLE_CLIENT_ID, startGoogleProvider } from './google-provider';
import { startMailServer } from './mail-server';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker: worker n (VITEST_POOL_ID) uses the n-th. */
    baseUrls: string[];
    googleIssuer: string;
    /** The folder where the mail server keeps every message the apps send (mail-server.ts). */
    mailbox: string;
  }
}

/**
 * Starts the built app (API + web) once per worker for the whole e2e run, each with its own data folder and demo data,
 * with Google sign-in against a stand-in provider and email through a local SMTP server, which they share, and which
 * keeps the messages for the tests to read (a guardian's sign-in code among them).
 */
export default async function setup(project: TestProject) {
  const google = await startGoogleProvider();
  const mailbox = mkdtempSync(join(tmpdir(), 'campus-e2e-mail-'));
  const mail = await startMailServer(mailbox);
  const workers = Number(project.config.maxWorkers);
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startServer({
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        SMTP_URL: mail.url,
        MAIL_FROM: 'Campus <office@campus.test>',
      }),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('googleIssuer', google.issuer);
  project.provide('mailbox', mailbox);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await google.stop();
    await mail.stop();
    rmSync(mailbox, { recursive: true, force: true });
  };
}
