import type { Db } from '../db/client.js';
import type { FileStorage } from '../plugins/app/storage.js';
import type { SessionEnd } from '../repositories/sessions.js';

/** What the services work with: the database, the uploaded files, and this instance's memory of tokens. */
export interface ServiceContext {
  db: Db;
  storage: FileStorage;
  /** Forgets on this instance, at once, the tokens of sessions that have ended (the others hear the NOTIFY). */
  forgetEndedSessions(end: SessionEnd): void;
}
