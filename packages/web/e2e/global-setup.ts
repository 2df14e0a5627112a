import type { TestProject } from 'vitest/node';
import { GOOGLE_CLIENT_ID, startGoogleProvider } from './google-provider';
import { startMailServer } from './mail-server';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    googleIssuer: string;
  }
}

/**
 * Starts the built app (API + web) once for the whole e2e run, with Google sign-in against a stand-in provider and
 * email through a local SMTP server.
 */
export default async function setup(project: TestProject) {
  const google = await startGoogleProvider();
  const mail = await startMailServer();
  const server = await startServer({
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    SMTP_URL: mail.url,
    MAIL_FROM: 'Campus <office@campus.test>',
  });
  project.provide('baseUrl', server.url);
  project.provide('googleIssuer', google.issuer);

  return async () => {
    await server.stop();
    await google.stop();
    await mail.stop();
  };
}
