import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  diskFull: msg`The disk where backups are kept is full: free some space there (or keep fewer backups), then back up again`,
  gone: msg`This backup’s archive is no longer where backups are kept`,
  notDone: msg`This backup has no archive to download`,
  notFound: msg`Backup not found`,
  running: msg`A backup is already running. Wait for it to finish.`,
  started: msg`Backup started. It will be listed as done when the archive is complete.`,
} satisfies DomainTexts;
