import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions, trustProxyOption } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { bootstrapDatabase } from './db/bootstrap.js';
import { openDatabase } from './db/client.js';
import { loggerOptions } from './lib/logging.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what it is, without a stack trace.
  console.error(`Campus cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const demo = await bootstrapDatabase(database.db, config);

const app = Fastify({
  ...serverOptions,
  logger: loggerOptions(config.logLevel),
  trustProxy: trustProxyOption(config.trustedProxies),
});
await app.register(fp(serviceApp), { config, database });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  `Campus is running at ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
];
if (demo) {
  lines.push('Demo data was created. Sign in with:');
  if (demo.admin)
    lines.push(`  Admin    ${url}/admin/login  email ${demo.admin.email}  password ${demo.admin.password}`);
  if (demo.accountant) {
    const { email, password } = demo.accountant;
    lines.push(`  Accountant  ${url}/admin/login  email ${email}  password ${password}`);
  }
  for (const s of demo.students) lines.push(`  Student  ${url}/login  email ${s.email}  date of birth ${s.password}`);
}
console.log(lines.join('\n'));
