import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions, timeoutOptions, trustProxyOption } from './app.js';
import { isWorker, onPrimaryShutDown, superviseWorkers } from './cluster.js';
import { loadConfig, type AppConfig } from './config.js';
import { startDatabase } from './db/bootstrap.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirInUse } from './db/data-dir-lock.js';
import { loggerOptions } from './lib/logging.js';
import { startWatchdog } from './lib/watchdog.js';
import type { DemoLogins } from './scripts/seed-demo.js';

// Everything the server writes (DATA_DIR, PGlite's files, pictures, the development JWT secret) is its own alone:
// folders 0700, files 0600.
process.umask(0o077);

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what it is, without a stack trace.
  console.error(`Campus cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/** What is printed once the server listens: where, on which database, and the demo sign-ins if they were made. */
function startMessage(databaseName: string, demo: DemoLogins | undefined): string {
  const url = `http://localhost:${config.port}`;
  const workers = config.workers > 1 ? `, ${config.workers} worker processes` : '';
  const lines = [`Campus is running at ${url}  (database: ${databaseName}${workers})`];
  if (demo) {
    lines.push(
      'Demo data was created, for trying Campus only: it is not for production, since anyone reading this can sign ' +
        'in. Sign in with:',
    );
    if (demo.admin)
      lines.push(
        `  Admin    ${url}/admin/login  email ${demo.admin.email}  password ${demo.admin.password}` +
          '  (choose a new one at first sign-in)',
      );
    if (demo.accountant) {
      const { email, password } = demo.accountant;
      lines.push(`  Accountant  ${url}/admin/login  email ${email}  password ${password}`);
    }
    if (demo.instructor) {
      const { email, password } = demo.instructor;
      lines.push(`  Instructor  ${url}/admin/login  email ${email}  password ${password}`);
    }
    for (const s of demo.students) lines.push(`  Student  ${url}/login  email ${s.email}  date of birth ${s.password}`);
  }
  return lines.join('\n');
}

const databaseName = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;

/** The configured database; another process with the embedded one open stops this one with one line. */
async function open(): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      minFreeDiskBytes: config.minFreeDiskBytes,
    });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`Campus cannot start: ${error.message}`);
    process.exit(1);
  }
}

if (isWorker(config)) {
  // Until this worker listens nothing is in flight, so the primary's word to stop ends it at once.
  let stop = (): void => process.exit(0);
  onPrimaryShutDown(() => stop());
  // The primary has migrated and bootstrapped the database, and says when the workers all listen.
  const database = await open();
  stop = await serve(database);
} else {
  const database = await open();
  const demo = await startDatabase(database, config);
  if (config.workers > 1) {
    await database.close();
    superviseWorkers(config.workers, () => console.log(startMessage(databaseName, demo)));
  } else {
    await serve(database);
    console.log(startMessage(databaseName, demo));
  }
}

/** Starts the app and listens; answers how to close it gracefully, as SIGTERM does. */
async function serve(database: Database): Promise<() => void> {
  const app = Fastify({
    ...serverOptions,
    ...timeoutOptions(config),
    logger: loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustedProxies),
  });
  await app.register(fp(serviceApp), { config, database });

  let closing = false;
  let stopWatchdog: (() => Promise<void>) | undefined;
  const grace = closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'closing because of an error');
    await app.close();
    await database.close();
    await stopWatchdog?.();
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.watchdogMs > 0) stopWatchdog = startWatchdog(config.watchdogMs);
  return () => {
    // A worker that got the signal itself (Ctrl-C reaches the whole process group) is closing already.
    if (!closing) grace.close();
  };
}
