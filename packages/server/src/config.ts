import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminLoginSchema, emailSchema, LANGUAGES, type Language } from '@campus/domain';
import { z } from 'zod';
import type { HttpsProviderSettings } from './lib/messaging/https-provider.js';
import type { SmppSettings } from './lib/messaging/smpp-provider.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Files only the app hands out, to whom it may (lesson attachments), kept out of uploadsDir's public URLs. */
  privateFilesDir: string;
  /** Unset: uploaded pictures are kept on local disk under uploadsDir. */
  objectStorage: ObjectStorageConfig | undefined;
  /** Tests only: the moment the services' clock starts from (it then runs on); unset: the machine's clock. */
  clockStart: Date | undefined;
  /** Where students pay by UPI (the institute's VPA and the name their UPI app shows); unset: no UPI links. */
  upi: { vpa: string; payeeName: string } | undefined;
  /** The time of day (HH:MM in Asia/Kolkata) of the daily late-fee run; unset: none (admins run it by hand). */
  lateFeesAt: string | undefined;
  backups: BackupConfig;
  /** The built web app, served on the same port when present. */
  webDir: string | undefined;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Demo data on an empty database: on unless SEED_DEMO=0, and never when NODE_ENV=production. */
  seedDemo: boolean;
  /**
   * Failed sign-ins allowed in the window per account (max) and per address (addressMax), counted apart for student
   * and staff sign-ins; Redis keys start with keyPrefix.
   */
  loginRateLimit: { max: number; addressMax: number; timeWindowMs: number; keyPrefix: string };
  /** Where browsers reach the app; the Google redirect URI is built from it. */
  publicUrl: string;
  /** Unset: Google sign-in is off. */
  google: GoogleConfig | undefined;
  /** How long the admin dashboard's figures are reused; 0 computes them on every request. */
  dashboardCacheMs: number;
  logLevel: LogLevel;
  /** Addresses or subnets of the reverse proxies in front; X-Forwarded-For is believed only as far as they wrote it. */
  trustedProxies: string[];
  /** Printed at the head of every receipt. */
  /** `language`: what receipts, certificates, statements and report cards print in, and who chose none is sent (#46). */
  institute: { name: string; address: string | undefined; language: Language };
  email: EmailConfig;
  /** Unset: GET /metrics does not exist. Set: it answers only to this bearer token. */
  metricsToken: string | undefined;
  /** Worker processes server.ts starts (node:cluster); more than 1 only on PostgreSQL. */
  workers: number;
  /** Changes are refused (503) while the file system holding dataDir has less free space than this; 0 never refuses. */
  minFreeDiskBytes: number;
  /** The process ends itself when its event loop has been blocked this long, for a supervisor to restart it; 0: never. */
  watchdogMs: number;
  /** How long a client may take to send a whole request, and how long a connection may stay silent either way. */
  requestTimeoutMs: number;
  /** Pictures (profile pictures, course images) each user may send in a minute; more answer 429. */
  pictureUploadsPerMinute: number;
  /** Files (PDFs, pictures) each teacher may attach to lessons in a minute; more answer 429. */
  attachmentUploadsPerMinute: number;
  attendance: AttendanceRules;
  messaging: MessagingConfig;
}

/** The SMS and WhatsApp providers; each unset is a channel that sends nothing. At most one SMS provider. */
export interface MessagingConfig {
  smpp: SmppSettings | undefined;
  smsHttps: HttpsProviderSettings | undefined;
  whatsappHttps: HttpsProviderSettings | undefined;
}

/** The institute's attendance rules. */
export interface AttendanceRules {
  /** An instructor may change a class's attendance until this many days after its date; after that only an admin. */
  editDays: number;
  /** The attendance (percent of the classes held) a student needs, exam eligibility in India's common rule. */
  minPercent: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, R2…) holding the uploaded pictures of every instance. */
export interface ObjectStorageConfig {
  /** Unset: AWS S3 in `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, shared files, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export interface BackupConfig {
  /** Where archives are kept: a folder, or a prefix in the S3 bucket of STORAGE=s3. */
  destination: { dir: string } | { s3Prefix: string };
  /** The daily backup's time (HH:MM in Asia/Kolkata); unset: none. */
  dailyAt: string | undefined;
  /** How many finished backups are kept. */
  keep: number;
  /** A restore point is taken before every bulk import. */
  beforeImport: boolean;
  /** An age secret key (AGE-SECRET-KEY-1…): archives are written encrypted for it, and read with it. */
  encryptionKey?: string | undefined;
}

export interface EmailConfig {
  /** Unset: no email is queued, and the admin pages say that email is not configured. */
  smtp: { url: string; from: Mailbox } | undefined;
  /** At most this many sending attempts start in any minute, across every instance. */
  ratePerMinute: number;
  /** Attempts before an email is marked failed. */
  maxAttempts: number;
  /** The wait before the first retry, doubled after each failure up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How often each instance looks for emails that are due, besides being woken when one is queued. */
  pollIntervalMs: number;
  /** How long an email may stay claimed by an instance before another takes it over (its sender died). */
  leaseMs: number;
  /** The time of day (HH:MM in Asia/Kolkata) of the overdue-fee reminders. */
  reminderAt: string;
  /** No student gets a second reminder within this many days. */
  reminderEveryDays: number;
  /** The time of day (HH:MM in Asia/Kolkata) of the day's absence emails and attendance warnings; unset: none. */
  attendanceEmailsAt: string | undefined;
}

export interface Mailbox {
  name: string | undefined;
  address: string;
}

export interface GoogleConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The files the server reads from a built web app. */
const isBuiltWebApp = (dir: string) =>
  ['index.html', 'landing.html', 'pages.json'].every((file) => existsSync(join(dir, file)));

/**
 * One environment variable: `schema` reads its text; when it cannot, the variable is refused with
 * "<NAME> must be <expects> (got "<text>")", without the text for a secret or a connection string.
 */
function setting<T extends z.ZodType>(expects: string, schema: T, { secret = false } = {}) {
  return z.string().transform((text, ctx) => {
    const parsed = schema.safeParse(text);
    if (parsed.success) return parsed.data as z.output<T>;
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: secret ? expects : `${expects} (got ${JSON.stringify(text)})`,
    });
    return z.NEVER;
  });
}

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));
const address = (protocols: RegExp) => z.url({ protocol: protocols });
/** proxy-addr's names for whole ranges, as Fastify's trustProxy takes them. */
const proxyRange = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);
const proxyList = z.union([
  z.literal('0').transform((): string[] => []),
  z
    .string()
    .transform((text) => text.split(',').map((entry) => entry.trim()))
    .pipe(z.array(proxyRange)),
]);
/** One line of text: a line break or other control character has no place in it. */
const lineOfText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/);
/** "office@campus.example" or "Campus Office <office@campus.example>". */
const mailbox = z
  .string()
  .trim()
  .transform((text, ctx): Mailbox => {
    const named = /^([^<>]*?)\s*<([^<>]+)>$/.exec(text);
    const [name, address] = named ? [named[1] || undefined, named[2]!] : [undefined, text];
    if (!emailSchema.safeParse(address).success || (name && /["\\\r\n]/.test(name))) {
      ctx.issues.push({ code: 'custom', input: text, message: 'not a mailbox' });
      return z.NEVER;
    }
    return { name, address };
  });
const digits = z.string().regex(/^\d{1,30}$/);
/**
 * "absence=1207161234567890123,fee-due=1207161234567890124@CAMPUSF": each kind of SMS once, with its DLT template id
 * and, after an @, the sender id (header) that template is registered under when it is not SMS_SENDER_ID.
 */
const dltTemplates = z.string().transform((text, ctx) => {
  const entries = text
    .split(',')
    .map((entry) => /^\s*([a-zA-Z][\w-]*)=(\d{1,30})(?:@([a-zA-Z0-9]{3,11}))?\s*$/.exec(entry));
  const kinds = entries.map((entry) => entry?.[1]);
  if (entries.some((entry) => !entry) || new Set(kinds).size !== kinds.length) {
    ctx.issues.push({ code: 'custom', input: text, message: 'not kind=template id pairs' });
    return z.NEVER;
  }
  return {
    templates: new Map(entries.map((entry) => [entry![1]!, entry![2]!])) as ReadonlyMap<string, string>,
    senders: new Map(
      entries.filter((entry) => entry![3] !== undefined).map((entry) => [entry![1]!, entry![3]!]),
    ) as ReadonlyMap<string, string>,
  };
});
/** The certificates of a PEM file, read at start-up. */
const pemFile = z.string().transform((path, ctx) => {
  try {
    const pem = readFileSync(path, 'utf8');
    if (pem.includes('-----BEGIN CERTIFICATE-----')) return pem;
  } catch {
    // Not readable: refused below, as a file without a certificate is.
  }
  ctx.issues.push({ code: 'custom', input: path, message: 'not a PEM file of certificates' });
  return z.NEVER;
});
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const yesOrNo = '1 or 0 (or true/false, yes/no, on/off)';

/** Every environment variable the server reads, one entry each; README's configuration table lists them all. */
export const environmentSchema = z
  .object({
    NODE_ENV: setting('production, development or test', z.enum(['production', 'development', 'test'])).optional(),
    PORT: setting('a port number from 0 to 65535', wholeNumber(0, 65535)).default(3000),
    HOST: setting('an IP address or host name to listen on', z.union([z.ipv4(), z.ipv6(), z.hostname()])).default(
      '0.0.0.0',
    ),
    DATABASE_URL: setting(
      'a PostgreSQL connection string such as postgres://user@host:5432/db',
      address(/^postgres(ql)?$/),
      { secret: true },
    ).optional(),
    DATA_DIR: z.string().default('./data'),
    WEB_DIR: setting(
      'a folder holding the built web app (index.html, landing.html and pages.json)',
      z.string().refine(isBuiltWebApp),
    ).optional(),
    JWT_SECRET: setting('at least 32 characters long', z.string().min(32), { secret: true }).optional(),
    TOKEN_TTL_SECONDS: setting('a whole number of seconds of at least 5', wholeNumber(5)).default(2 * 60 * 60),
    REDIS_URL: setting('a Redis address such as redis://host:6379', address(/^rediss?$/), { secret: true }).optional(),
    ADMIN_EMAIL: setting('an email address', emailSchema).optional(),
    ADMIN_PASSWORD: setting('a password of 1 to 256 characters', adminLoginSchema.shape.password, {
      secret: true,
    }).optional(),
    SEED_DEMO: setting(yesOrNo, z.stringbool()).optional(),
    LOGIN_RATE_LIMIT_MAX: setting('a whole number of at least 1', wholeNumber(1)).default(10),
    LOGIN_RATE_LIMIT_ADDRESS_MAX: setting('a whole number of at least 1', wholeNumber(1)).default(200),
    DASHBOARD_CACHE_SECONDS: setting('a whole number of seconds, 0 or more', wholeNumber(0)).default(10),
    LOG_LEVEL: setting(`one of ${LOG_LEVELS.join(', ')}`, z.enum(LOG_LEVELS)).default('info'),
    TRUST_PROXY: setting(
      '0, or the addresses or subnets of the reverse proxies in front, comma-separated (such as 10.0.0.0/8 or loopback)',
      proxyList,
    ).default([]),
    PUBLIC_URL: setting('an http or https address such as https://campus.example', address(/^https?$/)).optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: setting('an http or https address', address(/^https?$/)).default('https://accounts.google.com'),
    INSTITUTE_NAME: setting('a name of at most 100 characters on one line', lineOfText(100)).default('Campus'),
    INSTITUTE_ADDRESS: setting('an address of at most 300 characters on one line', lineOfText(300)).optional(),
    INSTITUTE_LANGUAGE: setting(`one of ${LANGUAGES.join(', ')}`, z.enum(LANGUAGES)).default('en'),
    SMTP_URL: setting('an smtp or smtps address such as smtp://user:pass@mail.example:587', address(/^smtps?$/), {
      secret: true,
    }).optional(),
    MAIL_FROM: setting('an email address, with a name if wanted: Campus <office@campus.example>', mailbox).optional(),
    MAIL_RATE_PER_MINUTE: setting('a whole number of at least 1', wholeNumber(1)).default(600),
    REMINDER_AT: setting('a time of day as HH:MM (24-hour, Asia/Kolkata), such as 09:00', timeOfDay).default('09:00'),
    UPI_VPA: setting(
      'a UPI address (VPA) such as institute@okaxis',
      z.string().regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/),
    ).optional(),
    UPI_PAYEE_NAME: setting('a name of at most 50 characters on one line', lineOfText(50)).optional(),
    TEST_CLOCK: setting(
      'a moment such as 2027-01-20T06:00:00Z',
      z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
    ).optional(),
    LATE_FEES_AT: setting(
      'a time of day as HH:MM (24-hour, Asia/Kolkata), such as 00:30, or off',
      z.union([timeOfDay, z.literal('off')]),
    ).default('00:30'),
    REMINDER_EVERY_DAYS: setting('a whole number of days of at least 1', wholeNumber(1)).default(7),
    ATTENDANCE_EMAILS_AT: setting(
      'a time of day as HH:MM (24-hour, Asia/Kolkata), such as 18:00, or off',
      z.union([timeOfDay, z.literal('off')]),
    ).default('18:00'),
    BACKUP_AT: setting(
      'a time of day as HH:MM (24-hour, Asia/Kolkata), such as 02:00, or off',
      z.union([timeOfDay, z.literal('off')]),
    ).default('02:00'),
    BACKUP_DIR: z.string().optional(),
    BACKUP_S3_PREFIX: setting(
      'a key prefix such as campus-backups/ (letters, digits, dots, hyphens, underscores and slashes)',
      z.string().regex(/^[\w.-]+(\/[\w.-]+)*\/?$/),
    ).optional(),
    BACKUP_KEEP: setting('a whole number of at least 1', wholeNumber(1)).default(7),
    BACKUP_BEFORE_IMPORT: setting(yesOrNo, z.stringbool()).default(true),
    // Checked whole (its checksum too) by backupKey() where it is used, at the start of the server and the scripts.
    BACKUP_ENCRYPTION_KEY: setting(
      'an age secret key (AGE-SECRET-KEY-1…, as age-keygen prints it)',
      z.string().regex(/^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/),
      { secret: true },
    ).optional(),
    STORAGE: setting('local or s3', z.enum(['local', 's3'])).default('local'),
    S3_ENDPOINT: setting('an http or https address such as https://minio.example:9000', address(/^https?$/)).optional(),
    S3_BUCKET: setting(
      'a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    ).optional(),
    S3_REGION: setting('a region name such as eu-central-1', z.string().regex(/^[a-z0-9-]+$/)).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: setting('a secret key', z.string(), { secret: true }).optional(),
    S3_FORCE_PATH_STYLE: setting(yesOrNo, z.stringbool()).default(false),
    METRICS_TOKEN: setting('at least 16 characters long', z.string().min(16), { secret: true }).optional(),
    WEB_CONCURRENCY: setting('a whole number of worker processes from 1 to 64', wholeNumber(1, 64)).default(1),
    DATA_DIR_MIN_FREE_MB: setting('a whole number of megabytes, 0 or more', wholeNumber(0)).default(256),
    WATCHDOG_SECONDS: setting(
      'a whole number of seconds: 0 (off), or from 5 to 3600',
      wholeNumber(0, 3600).refine((seconds) => seconds === 0 || seconds >= 5),
    ).default(60),
    PICTURE_UPLOADS_PER_MINUTE: setting('a whole number of at least 1', wholeNumber(1)).default(10),
    ATTACHMENT_UPLOADS_PER_MINUTE: setting('a whole number of at least 1', wholeNumber(1)).default(30),
    REQUEST_TIMEOUT_SECONDS: setting('a whole number of seconds from 30 to 3600', wholeNumber(30, 3600)).default(60),
    ATTENDANCE_EDIT_DAYS: setting('a whole number of days from 0 to 365', wholeNumber(0, 365)).default(7),
    ATTENDANCE_MIN_PERCENT: setting('a whole number from 1 to 100', wholeNumber(1, 100)).default(75),
    SMPP_URL: setting('an smpp or ssmpp address such as smpp://smsc.example:2775', address(/^s?smpp$/)).optional(),
    SMPP_SYSTEM_ID: setting('an SMPP system id of 1 to 15 characters', z.string().max(15)).optional(),
    SMPP_PASSWORD: setting('an SMPP password of 1 to 8 characters', z.string().max(8), { secret: true }).optional(),
    SMS_SENDER_ID: setting(
      'a sender id (header) of 3 to 11 letters or digits, as registered on DLT, such as CAMPUS',
      z.string().regex(/^[a-zA-Z0-9]{3,11}$/),
    ).optional(),
    SMS_DLT_ENTITY_ID: setting('the principal entity id registered on DLT (up to 30 digits)', digits).optional(),
    SMS_DLT_TEMPLATES: setting(
      'kind=template id pairs separated by commas, each kind once, such as absence=1207161234567890123,fee-due=1207161234567890124@CAMPUSF (after @, the sender id a template is registered under, if not SMS_SENDER_ID)',
      dltTemplates,
    ).optional(),
    // A gateway's address may carry its API key: never repeated in a refusal.
    SMS_HTTPS_URL: setting('an https address such as https://sms.example/campus', address(/^https$/), {
      secret: true,
    }).optional(),
    SMS_HTTPS_SECRET: setting('at least 32 characters long', z.string().min(32), { secret: true }).optional(),
    WHATSAPP_HTTPS_URL: setting('an https address such as https://whatsapp.example/campus', address(/^https$/), {
      secret: true,
    }).optional(),
    WHATSAPP_HTTPS_SECRET: setting('at least 32 characters long', z.string().min(32), { secret: true }).optional(),
    MESSAGE_PROVIDERS_CA_FILE: setting(
      'a PEM file of certificates such as /etc/campus/gateway-ca.pem',
      pemFile,
    ).optional(),
  })
  .superRefine((env, ctx) => {
    const refuse = (variable: keyof typeof env, message: string) =>
      ctx.issues.push({ code: 'custom', input: env[variable], path: [variable], message });
    const production = env.NODE_ENV === 'production';
    if (production && !env.JWT_SECRET) refuse('JWT_SECRET', 'set when NODE_ENV=production');
    if (production && env.TEST_CLOCK) refuse('TEST_CLOCK', 'unset when NODE_ENV=production (it is for tests)');
    if (production && env.SEED_DEMO) {
      refuse('SEED_DEMO', '0 or unset when NODE_ENV=production (anyone can sign in to the demo data)');
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) refuse('ADMIN_PASSWORD', 'set too when ADMIN_EMAIL is set');
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) refuse('ADMIN_EMAIL', 'set too when ADMIN_PASSWORD is set');
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
      refuse('GOOGLE_CLIENT_SECRET', 'set too when GOOGLE_CLIENT_ID is set');
    }
    if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID) {
      refuse('GOOGLE_CLIENT_ID', 'set too when GOOGLE_CLIENT_SECRET is set');
    }
    if (env.SMTP_URL && !env.MAIL_FROM) refuse('MAIL_FROM', 'set too when SMTP_URL is set');
    if (env.MAIL_FROM && !env.SMTP_URL) refuse('SMTP_URL', 'set too when MAIL_FROM is set');
    if (env.STORAGE === 's3' && !env.S3_BUCKET) refuse('S3_BUCKET', 'set when STORAGE=s3');
    if (env.BACKUP_S3_PREFIX && env.STORAGE !== 's3')
      refuse('BACKUP_S3_PREFIX', 'unset unless STORAGE=s3 (its bucket)');
    if (env.BACKUP_S3_PREFIX && env.BACKUP_DIR) refuse('BACKUP_DIR', 'unset when BACKUP_S3_PREFIX is set (one place)');
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
      refuse('S3_SECRET_ACCESS_KEY', 'set too when S3_ACCESS_KEY_ID is set');
    }
    if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
      refuse('S3_ACCESS_KEY_ID', 'set too when S3_SECRET_ACCESS_KEY is set');
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      refuse('WEB_CONCURRENCY', '1 without DATABASE_URL (processes cannot share a PGlite data folder)');
    }
    if (env.SMPP_URL) {
      for (const name of ['SMPP_SYSTEM_ID', 'SMPP_PASSWORD', 'SMS_DLT_ENTITY_ID'] as const) {
        if (!env[name]) refuse(name, 'set too when SMPP_URL is set');
      }
    } else {
      for (const name of ['SMPP_SYSTEM_ID', 'SMPP_PASSWORD'] as const) {
        if (env[name]) refuse(name, 'unset unless SMPP_URL is set');
      }
    }
    if (env.SMPP_URL && env.SMS_HTTPS_URL) refuse('SMS_HTTPS_URL', 'unset when SMPP_URL is set (one SMS provider)');
    const smsProvider = env.SMPP_URL ? 'SMPP_URL' : env.SMS_HTTPS_URL ? 'SMS_HTTPS_URL' : undefined;
    for (const name of ['SMS_SENDER_ID', 'SMS_DLT_TEMPLATES'] as const) {
      if (smsProvider && !env[name])
        refuse(name, `set too when ${smsProvider} is set (operators send only DLT-registered SMS)`);
    }
    for (const [url, secret] of [
      ['SMS_HTTPS_URL', 'SMS_HTTPS_SECRET'],
      ['WHATSAPP_HTTPS_URL', 'WHATSAPP_HTTPS_SECRET'],
    ] as const) {
      if (env[url] && !env[secret]) refuse(secret, `set too when ${url} is set`);
      if (env[secret] && !env[url]) refuse(url, `set too when ${secret} is set`);
    }
    if (production && env.GOOGLE_CLIENT_ID && !env.GOOGLE_ISSUER.startsWith('https:')) {
      refuse('GOOGLE_ISSUER', `an https address when NODE_ENV=production (got ${JSON.stringify(env.GOOGLE_ISSUER)})`);
    }
  });

/**
 * Reads the environment once at start-up. A bad value throws one line naming every refused variable and what it
 * expects; an empty variable counts as unset. The scripts (backup, restore) sign nothing: `createSecret: false` keeps
 * them from creating the development secret in DATA_DIR.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { createSecret = true }: { createSecret?: boolean } = {},
): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${String(issue.path[0])} must be ${issue.message}`).join('; '));
  }
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  const dataDir = resolve(settings.DATA_DIR);
  const webDir = resolve(settings.WEB_DIR ?? DEFAULT_WEB_DIR);
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = settings;

  return {
    production,
    host: settings.HOST,
    port: settings.PORT,
    databaseUrl: settings.DATABASE_URL,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    privateFilesDir: join(dataDir, 'files'),
    objectStorage: settings.STORAGE === 's3' ? objectStorage(settings) : undefined,
    webDir: isBuiltWebApp(webDir) ? webDir : undefined,
    clockStart: settings.TEST_CLOCK,
    upi: settings.UPI_VPA
      ? { vpa: settings.UPI_VPA, payeeName: settings.UPI_PAYEE_NAME ?? settings.INSTITUTE_NAME }
      : undefined,
    lateFeesAt: settings.LATE_FEES_AT === 'off' ? undefined : settings.LATE_FEES_AT,
    backups: {
      destination: settings.BACKUP_S3_PREFIX
        ? { s3Prefix: settings.BACKUP_S3_PREFIX.replace(/\/?$/, '/') }
        : { dir: resolve(settings.BACKUP_DIR ?? join(dataDir, 'backups')) },
      dailyAt: settings.BACKUP_AT === 'off' ? undefined : settings.BACKUP_AT,
      keep: settings.BACKUP_KEEP,
      beforeImport: settings.BACKUP_BEFORE_IMPORT,
      encryptionKey: settings.BACKUP_ENCRYPTION_KEY,
    },
    jwtSecret: jwtSecret(settings.JWT_SECRET, dataDir, createSecret),
    tokenTtlSeconds: settings.TOKEN_TTL_SECONDS,
    redisUrl: settings.REDIS_URL,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    // Never in production: an empty database there (a first start, a restore that failed) gets no published sign-ins.
    seedDemo: settings.SEED_DEMO ?? !production,
    loginRateLimit: {
      max: settings.LOGIN_RATE_LIMIT_MAX,
      addressMax: settings.LOGIN_RATE_LIMIT_ADDRESS_MAX,
      timeWindowMs: 15 * 60 * 1000,
      keyPrefix: 'campus:login-failures',
    },
    publicUrl: new URL(settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).origin,
    google: clientId && clientSecret ? { issuer: new URL(settings.GOOGLE_ISSUER), clientId, clientSecret } : undefined,
    dashboardCacheMs: settings.DASHBOARD_CACHE_SECONDS * 1000,
    logLevel: settings.LOG_LEVEL,
    trustedProxies: settings.TRUST_PROXY,
    institute: {
      name: settings.INSTITUTE_NAME,
      address: settings.INSTITUTE_ADDRESS,
      language: settings.INSTITUTE_LANGUAGE,
    },
    email: {
      smtp: settings.SMTP_URL && settings.MAIL_FROM ? { url: settings.SMTP_URL, from: settings.MAIL_FROM } : undefined,
      ratePerMinute: settings.MAIL_RATE_PER_MINUTE,
      maxAttempts: 10,
      retryDelayMs: 30_000,
      maxRetryDelayMs: 60 * 60_000,
      pollIntervalMs: 10_000,
      leaseMs: 5 * 60_000,
      reminderAt: settings.REMINDER_AT,
      reminderEveryDays: settings.REMINDER_EVERY_DAYS,
      attendanceEmailsAt: settings.ATTENDANCE_EMAILS_AT === 'off' ? undefined : settings.ATTENDANCE_EMAILS_AT,
    },
    metricsToken: settings.METRICS_TOKEN,
    workers: settings.WEB_CONCURRENCY,
    minFreeDiskBytes: settings.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
    watchdogMs: settings.WATCHDOG_SECONDS * 1000,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_SECONDS * 1000,
    pictureUploadsPerMinute: settings.PICTURE_UPLOADS_PER_MINUTE,
    attachmentUploadsPerMinute: settings.ATTACHMENT_UPLOADS_PER_MINUTE,
    attendance: { editDays: settings.ATTENDANCE_EDIT_DAYS, minPercent: settings.ATTENDANCE_MIN_PERCENT },
    messaging: messaging(settings),
  };
}

function messaging(settings: z.output<typeof environmentSchema>): MessagingConfig {
  const ca = settings.MESSAGE_PROVIDERS_CA_FILE;
  const senderId = settings.SMS_SENDER_ID!;
  // The DLT template ids (and any kind's own sender id); set whenever an SMS provider is (checked above).
  const dlt = settings.SMS_DLT_TEMPLATES!;
  const { SMPP_URL: smppUrl, SMS_HTTPS_URL: smsUrl, WHATSAPP_HTTPS_URL: whatsappUrl } = settings;
  return {
    smpp: smppUrl
      ? {
          url: smppUrl,
          systemId: settings.SMPP_SYSTEM_ID!,
          password: settings.SMPP_PASSWORD!,
          senderId,
          dltEntityId: settings.SMS_DLT_ENTITY_ID!,
          ...dlt,
        }
      : undefined,
    smsHttps: smsUrl
      ? { channel: 'sms', url: smsUrl, secret: settings.SMS_HTTPS_SECRET!, ca, senderId, ...dlt }
      : undefined,
    whatsappHttps: whatsappUrl
      ? { channel: 'whatsapp', url: whatsappUrl, secret: settings.WHATSAPP_HTTPS_SECRET!, ca }
      : undefined,
  };
}

function objectStorage(settings: z.output<typeof environmentSchema>): ObjectStorageConfig {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return {
    endpoint: settings.S3_ENDPOINT,
    bucket: settings.S3_BUCKET!,
    region: settings.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Production is always given a secret (the schema refuses it without one). In development one is generated once
 * and kept under the data folder, so tokens survive restarts without anyone having to configure anything.
 */
function jwtSecret(fromEnv: string | undefined, dataDir: string, create: boolean): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    if (!create) return new Uint8Array();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
