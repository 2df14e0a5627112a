import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { dateInIndia } from '@campus/domain';
import { dailyJob } from '../../lib/daily-job.js';
import { backupKey } from '../../lib/backups/encryption.js';
import { bucketStore, folderStore } from '../../lib/backups/store.js';
import { BACKUP_LEASE_MS, scheduledBackupRunning } from '../../repositories/backups.js';
import { startBackup } from '../../services/backups.js';
import type { BackupSetup } from '../../services/context.js';
import { s3Client } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupSetup;
  }
}

/**
 * Where backups go (BACKUP_DIR, or BACKUP_S3_PREFIX in the bucket) and the daily one at BACKUP_AT (and at start-up
 * once that time has passed today): every instance tries, the first to claim the day takes it. A failure is logged
 * and kept on the backup, which admins see and /metrics counts.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { backups: config, objectStorage, dataDir } = opts.config;
    let store;
    if ('dir' in config.destination) {
      store = folderStore(config.destination.dir);
    } else {
      const client = s3Client(objectStorage!);
      fastify.addHook('onClose', async () => client.destroy());
      store = bucketStore(client, objectStorage!.bucket, config.destination.s3Prefix, join(dataDir, 'backups-partial'));
    }
    fastify.decorate('backups', {
      database: opts.database,
      store,
      keep: config.keep,
      dailyAt: config.dailyAt,
      beforeImport: config.beforeImport,
      key: config.encryptionKey ? await backupKey(config.encryptionKey) : undefined,
      running: new Set(),
    } satisfies BackupSetup);
    // Last of all, the archives still being written (an admin's, a restore point's, the day's) are finished.
    fastify.addHook('onClose', async () => {
      await Promise.allSettled(fastify.backups.running);
    });

    const at = config.dailyAt;
    if (!at) return;
    const closing = new AbortController();
    fastify.addHook('preClose', async () => closing.abort());
    dailyJob(
      fastify,
      at,
      async () => {
        const scheduledOn = dateInIndia(fastify.services.now());
        let started;
        for (;;) {
          started = await startBackup(fastify.services, { reason: 'scheduled', scheduledOn });
          if (started) break;
          // The day's backup is another instance's, or one cut short whose heartbeat has not yet run out: looked at
          // again once it would have, so that a day whose backup was interrupted still gets one.
          if (!(await scheduledBackupRunning(fastify.db, scheduledOn))) return;
          const waited = await sleep(BACKUP_LEASE_MS, true, { signal: closing.signal }).catch(() => false);
          if (!waited) return;
        }
        const backup = await started.done;
        if (backup.state === 'done')
          fastify.log.info({ backup: backup._id, size: backup.size }, 'took the daily backup');
        else fastify.log.error({ backup: backup._id, error: backup.error }, 'the daily backup failed');
      },
      'could not start the daily backup',
    );
  },
  { name: 'backups', dependencies: ['database', 'storage'] },
);
