import type { Database, Db } from '../db/client.js';
import type { FileStorage } from '../plugins/app/storage.js';
import type { SessionEnd } from '../repositories/sessions.js';
import type { BackupSetup } from './backups.js';

/** What the services work with: the database, the uploaded files, this instance's memory of tokens, and the clock. */
export interface ServiceContext {
  db: Db;
  /**
   * PGlite runs every query on this thread, one at a time: a long job there takes turns with the requests, a short
   * transaction at a time.
   */
  databaseKind: Database['kind'];
  /** The time a change is recorded at (its financial year numbers its receipt); tests set it. */
  now(): Date;
  storage: FileStorage;
  /** Forgets on this instance, at once, the tokens of sessions that have ended (the others hear the NOTIFY). */
  forgetEndedSessions(end: SessionEnd): void;
  /** SMTP_URL and MAIL_FROM are set: changes that send email queue it. */
  emailConfigured: boolean;
  backups: BackupSetup;
  /** After a bulk change: the tables' statistics are brought up to date soon, where the database does not itself. */
  tidyDatabase(): void;
}
