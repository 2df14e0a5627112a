import type { Channel, MessageKind } from '@campus/domain';
import type { AttendanceRules } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { BackupKey } from '../lib/backups/encryption.js';
import type { BackupStore } from '../lib/backups/store.js';
import type { FileStorage } from '../plugins/app/storage.js';
import type { SessionEnd } from '../repositories/sessions.js';

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
  /**
   * The channels a message of `kind` can go out on: those with a provider configured, SMS only for the kinds with a
   * DLT template (SMS_DLT_TEMPLATES).
   */
  channelsFor(kind: MessageKind): readonly Channel[];
  backups: BackupSetup;
  /** After a bulk change: the tables' statistics are brought up to date soon, where the database does not itself. */
  tidyDatabase(): void;
  /** ATTENDANCE_EDIT_DAYS and ATTENDANCE_MIN_PERCENT. */
  attendance: AttendanceRules;
}

/**
 * The part of the context that the services of a term's classes read (sections, timetables, holidays, attendance,
 * course instructors): a script writing data through them without a server (the demo seed) has these.
 */
export type DataContext = Pick<ServiceContext, 'db' | 'now' | 'attendance' | 'channelsFor'>;

/** What backups are taken with: the database (its snapshots), where archives are kept, and how many. */
export interface BackupSetup {
  /** The daily backup's time (HH:MM in India), or undefined. */
  dailyAt: string | undefined;
  database: Database;
  store: BackupStore;
  keep: number;
  /** A restore point is taken before every bulk import. */
  beforeImport: boolean;
  /** BACKUP_ENCRYPTION_KEY's: archives are written encrypted for it. */
  key: BackupKey | undefined;
  /** The archives being written by this instance: closing waits for them. */
  running: Set<Promise<unknown>>;
}
