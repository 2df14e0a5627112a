// The backups of the database and stored files (admins' Backups page). Not spec texts: the spec has no backups.

export const started = 'Backup started. It will be listed as done when the archive is complete.';
export const notFound = 'Backup not found';
export const notDone = 'This backup has no archive to download';
export const running = 'A backup is already running. Wait for it to finish.';
export const gone = 'This backup’s archive is no longer where backups are kept';
export const diskFull =
  'The disk where backups are kept is full: free some space there (or keep fewer backups), then back up again';
export const restorePointFailed = (reason: string) =>
  `The import was not started: the backup taken before an import failed (${reason}). Nothing was changed.`;
