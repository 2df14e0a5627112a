import { z } from 'zod';

/** Why a backup was taken: the daily schedule, an admin's "Back up now", or the restore point before a bulk import. */
export const BACKUP_REASONS = ['scheduled', 'manual', 'import'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export const BACKUP_STATES = ['running', 'done', 'failed'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

export const backupSchema = z.object({
  _id: z.uuid(),
  reason: z.enum(BACKUP_REASONS),
  state: z.enum(BACKUP_STATES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The archive's size in bytes, once done. */
  size: z.number().int().nullable(),
  /** What went wrong, for a failed one. */
  error: z.string().nullable(),
  /** The admin who asked for it (a manual backup, or the import's restore point); null for a scheduled one. */
  startedBy: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  /** Newest first. */
  items: z.array(backupSchema),
  /** The daily backup's time (HH:MM in India), or null when only admins start them. */
  dailyAt: z.string().nullable(),
  /** How many finished backups are kept; older ones are deleted. */
  keep: z.number().int(),
  /** Where archives go, as an operator would recognise it ("/srv/campus/backups" or "s3://bucket/prefix"). */
  destination: z.string(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupResponseSchema = z.object({ message: z.string(), backup: backupSchema });
export type BackupResponse = z.infer<typeof backupResponseSchema>;
