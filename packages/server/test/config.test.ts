import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentSchema, loadConfig } from '../src/config.js';

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
const SECRET = 'a-production-secret-of-at-least-32-characters';

const dataDir = mkdtempSync(join(tmpdir(), 'campus-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { JWT_SECRET: SECRET, DATA_DIR: dataDir };

/** The message loadConfig refuses the environment with; fails when it accepts it. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('refuses production without JWT_SECRET, and does not make one up', () => {
    expect(refusal({ NODE_ENV: 'production', DATA_DIR: dataDir })).toBe(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes UPI and the late-fee time, and a test clock anywhere but in production', () => {
    const config = loadConfig({
      ...base,
      UPI_VPA: 'sunrise@okaxis',
      LATE_FEES_AT: 'off',
      TEST_CLOCK: '2027-01-20T06:00:00Z',
    });
    expect(config).toMatchObject({
      upi: { vpa: 'sunrise@okaxis', payeeName: 'Campus' },
      lateFeesAt: undefined,
      clockStart: new Date('2027-01-20T06:00:00Z'),
    });
    expect(loadConfig(base)).toMatchObject({ upi: undefined, lateFeesAt: '00:30', clockStart: undefined });
    expect(refusal({ ...base, NODE_ENV: 'production', TEST_CLOCK: '2027-01-20T06:00:00Z' })).toBe(
      'TEST_CLOCK must be unset when NODE_ENV=production (it is for tests)',
    );
    expect(refusal({ ...base, UPI_VPA: 'not a vpa' })).toBe(
      'UPI_VPA must be a UPI address (VPA) such as institute@okaxis (got "not a vpa")',
    );
  });

  it('backs up daily at 02:00 into DATA_DIR/backups, keeping 7, and before imports, unless told otherwise', () => {
    expect(loadConfig(base).backups).toEqual({
      destination: { dir: join(dataDir, 'backups') },
      dailyAt: '02:00',
      keep: 7,
      beforeImport: true,
    });
    const s3 = { STORAGE: 's3', S3_BUCKET: 'campus-files' };
    expect(
      loadConfig({
        ...base,
        ...s3,
        BACKUP_S3_PREFIX: 'nightly',
        BACKUP_AT: 'off',
        BACKUP_KEEP: '30',
        BACKUP_BEFORE_IMPORT: 'no',
      }).backups,
    ).toEqual({ destination: { s3Prefix: 'nightly/' }, dailyAt: undefined, keep: 30, beforeImport: false });
    expect(refusal({ ...base, BACKUP_S3_PREFIX: 'nightly/' })).toBe(
      'BACKUP_S3_PREFIX must be unset unless STORAGE=s3 (its bucket)',
    );
    expect(refusal({ ...base, ...s3, BACKUP_S3_PREFIX: 'nightly/', BACKUP_DIR: '/srv/backups' })).toBe(
      'BACKUP_DIR must be unset when BACKUP_S3_PREFIX is set (one place)',
    );
    expect(refusal({ ...base, BACKUP_KEEP: '0' })).toBe('BACKUP_KEEP must be a whole number of at least 1 (got "0")');
    expect(refusal({ ...base, BACKUP_AT: '25:00' })).toBe(
      'BACKUP_AT must be a time of day as HH:MM (24-hour, Asia/Kolkata), such as 02:00, or off (got "25:00")',
    );
  });

  it('takes the production secret from JWT_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.production).toBe(true);
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
  });

  it('uses the documented defaults when nothing is set, and counts an empty variable as unset', () => {
    const expected = {
      production: false,
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      tokenTtlSeconds: 7200,
      redisUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      seedDemo: true,
      loginRateLimit: { max: 10, addressMax: 200, timeWindowMs: 15 * 60 * 1000, keyPrefix: 'campus:login-failures' },
      publicUrl: 'http://localhost:3000',
      google: undefined,
      dashboardCacheMs: 10_000,
      logLevel: 'info',
      trustedProxies: [],
      institute: { name: 'Campus', address: undefined },
      minFreeDiskBytes: 256 * 1024 * 1024,
      watchdogMs: 60_000,
      requestTimeoutMs: 60_000,
      pictureUploadsPerMinute: 10,
      attachmentUploadsPerMinute: 30,
    };
    expect(loadConfig(base)).toMatchObject(expected);
    const empty = Object.fromEntries(Object.keys(environmentSchema.shape).map((name) => [name, '']));
    expect(loadConfig({ ...empty, ...base })).toMatchObject(expected);
  });

  it.each([
    [{ PORT: '8080' }, { port: 8080, publicUrl: 'http://localhost:8080' }],
    [{ HOST: '::' }, { host: '::' }],
    [
      { DATABASE_URL: 'postgresql://campus@db.example:5432/campus' },
      { databaseUrl: expect.stringMatching(/^postgresql:/) },
    ],
    [{ TOKEN_TTL_SECONDS: '60' }, { tokenTtlSeconds: 60 }],
    [{ REDIS_URL: 'rediss://cache.example:6380' }, { redisUrl: 'rediss://cache.example:6380' }],
    [
      { ADMIN_EMAIL: ' Principal@School.test ', ADMIN_PASSWORD: 'a long password' },
      { adminEmail: 'principal@school.test', adminPassword: 'a long password' },
    ],
    [{ SEED_DEMO: '0' }, { seedDemo: false }],
    [{ SEED_DEMO: 'false' }, { seedDemo: false }],
    [{ LOGIN_RATE_LIMIT_MAX: '1000' }, { loginRateLimit: expect.objectContaining({ max: 1000 }) }],
    [{ DASHBOARD_CACHE_SECONDS: '0' }, { dashboardCacheMs: 0 }],
    [{ DATA_DIR_MIN_FREE_MB: '0' }, { minFreeDiskBytes: 0 }],
    [{ DATA_DIR_MIN_FREE_MB: '1024' }, { minFreeDiskBytes: 1024 * 1024 * 1024 }],
    [{ WATCHDOG_SECONDS: '0' }, { watchdogMs: 0 }],
    [{ WATCHDOG_SECONDS: '300' }, { watchdogMs: 300_000 }],
    [{ REQUEST_TIMEOUT_SECONDS: '120' }, { requestTimeoutMs: 120_000 }],
    [{ PICTURE_UPLOADS_PER_MINUTE: '30' }, { pictureUploadsPerMinute: 30 }],
    [{ ATTACHMENT_UPLOADS_PER_MINUTE: '5' }, { attachmentUploadsPerMinute: 5 }],
    [{ LOG_LEVEL: 'warn' }, { logLevel: 'warn' }],
    [{ TRUST_PROXY: '10.0.0.0/8' }, { trustedProxies: ['10.0.0.0/8'] }],
    [{ TRUST_PROXY: 'loopback, 192.168.1.7,::1' }, { trustedProxies: ['loopback', '192.168.1.7', '::1'] }],
    [{ TRUST_PROXY: '0' }, { trustedProxies: [] }],
    [{ NODE_ENV: 'test' }, { production: false }],
    [
      { INSTITUTE_NAME: ' Sunrise Learning Institute ', INSTITUTE_ADDRESS: '12 MG Road, Bengaluru 560001' },
      { institute: { name: 'Sunrise Learning Institute', address: '12 MG Road, Bengaluru 560001' } },
    ],
  ])('accepts %j', (env, expected) => {
    expect(loadConfig({ ...base, ...env })).toMatchObject(expected);
  });

  it.each([
    ['NODE_ENV', 'prod', 'NODE_ENV must be production, development or test (got "prod")'],
    ['PORT', 'eighty', 'PORT must be a port number from 0 to 65535 (got "eighty")'],
    ['PORT', '65536', 'PORT must be a port number from 0 to 65535 (got "65536")'],
    ['HOST', 'my host', 'HOST must be an IP address or host name to listen on (got "my host")'],
    [
      'WEB_DIR',
      dataDir,
      `WEB_DIR must be a folder holding the built web app (index.html, landing.html and pages.json) (got "${dataDir}")`,
    ],
    ['TOKEN_TTL_SECONDS', 'abc', 'TOKEN_TTL_SECONDS must be a whole number of seconds of at least 5 (got "abc")'],
    ['TOKEN_TTL_SECONDS', '4', 'TOKEN_TTL_SECONDS must be a whole number of seconds of at least 5 (got "4")'],
    ['TOKEN_TTL_SECONDS', '7200.5', 'TOKEN_TTL_SECONDS must be a whole number of seconds of at least 5 (got "7200.5")'],
    ['ADMIN_EMAIL', 'principal', 'ADMIN_EMAIL must be an email address (got "principal")'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO must be 1 or 0 (or true/false, yes/no, on/off) (got "maybe")'],
    ['LOGIN_RATE_LIMIT_MAX', '0', 'LOGIN_RATE_LIMIT_MAX must be a whole number of at least 1 (got "0")'],
    ['LOGIN_RATE_LIMIT_MAX', '2.5', 'LOGIN_RATE_LIMIT_MAX must be a whole number of at least 1 (got "2.5")'],
    ['DASHBOARD_CACHE_SECONDS', 'x', 'DASHBOARD_CACHE_SECONDS must be a whole number of seconds, 0 or more (got "x")'],
    [
      'DASHBOARD_CACHE_SECONDS',
      '-1',
      'DASHBOARD_CACHE_SECONDS must be a whole number of seconds, 0 or more (got "-1")',
    ],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [
      'TRUST_PROXY',
      '1',
      'TRUST_PROXY must be 0, or the addresses or subnets of the reverse proxies in front, comma-separated (such as 10.0.0.0/8 or loopback) (got "1")',
    ],
    [
      'PUBLIC_URL',
      'campus.example',
      'PUBLIC_URL must be an http or https address such as https://campus.example (got "campus.example")',
    ],
    [
      'GOOGLE_ISSUER',
      'accounts.google.com',
      'GOOGLE_ISSUER must be an http or https address (got "accounts.google.com")',
    ],
    [
      'INSTITUTE_NAME',
      'x'.repeat(101),
      `INSTITUTE_NAME must be a name of at most 100 characters on one line (got "${'x'.repeat(101)}")`,
    ],
    [
      'INSTITUTE_ADDRESS',
      '12 MG Road\nBengaluru',
      'INSTITUTE_ADDRESS must be an address of at most 300 characters on one line (got "12 MG Road\\nBengaluru")',
    ],
  ])('refuses %s=%j with one line naming it', (name, value, line) => {
    expect(refusal({ ...base, [name]: value })).toBe(line);
  });

  it.each([
    ['JWT_SECRET', 'short-secret', 'JWT_SECRET must be at least 32 characters long'],
    ['ADMIN_PASSWORD', 'x'.repeat(257), 'ADMIN_PASSWORD must be a password of 1 to 256 characters'],
    [
      'DATABASE_URL',
      'mysql://campus:hunter2@db.example/campus',
      'DATABASE_URL must be a PostgreSQL connection string such as postgres://user@host:5432/db',
    ],
    ['REDIS_URL', 'cache.example:hunter2', 'REDIS_URL must be a Redis address such as redis://host:6379'],
  ])('refuses a bad %s without repeating the secret it may hold', (name, value, line) => {
    const env = { ...base, [name]: value, ...(name === 'ADMIN_PASSWORD' && { ADMIN_EMAIL: 'principal@school.test' }) };
    expect(refusal(env)).toBe(line);
  });

  it.each([
    [{ ADMIN_EMAIL: 'principal@school.test' }, 'ADMIN_PASSWORD must be set too when ADMIN_EMAIL is set'],
    [{ ADMIN_PASSWORD: 'a long password' }, 'ADMIN_EMAIL must be set too when ADMIN_PASSWORD is set'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET must be set too when GOOGLE_CLIENT_ID is set'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID must be set too when GOOGLE_CLIENT_SECRET is set'],
  ])('refuses half of a pair: %j', (env, line) => {
    expect(refusal({ ...base, ...env })).toBe(line);
  });

  it('names every refused variable in the same line', () => {
    expect(refusal({ ...base, PORT: '-1', TOKEN_TTL_SECONDS: 'abc' })).toBe(
      'PORT must be a port number from 0 to 65535 (got "-1"); ' +
        'TOKEN_TTL_SECONDS must be a whole number of seconds of at least 5 (got "abc")',
    );
    expect(refusal({ ...base, LOG_LEVEL: 'info\nsecond line' })).not.toContain('\n');
  });
});

describe('email settings', () => {
  const smtp = { SMTP_URL: 'smtp://user:p%40ss@mail.example:587', MAIL_FROM: 'Campus Office <office@campus.example>' };

  it('leaves email off unless SMTP_URL and MAIL_FROM are set, reminding at 09:00 every 7 days, attendance at 18:00, 600 a minute', () => {
    expect(loadConfig(base).email).toMatchObject({
      smtp: undefined,
      ratePerMinute: 600,
      reminderAt: '09:00',
      reminderEveryDays: 7,
      attendanceEmailsAt: '18:00',
    });
    expect(loadConfig({ ...base, ATTENDANCE_EMAILS_AT: 'off' }).email.attendanceEmailsAt).toBeUndefined();
    expect(loadConfig({ ...base, ATTENDANCE_EMAILS_AT: '21:30' }).email.attendanceEmailsAt).toBe('21:30');
    expect(loadConfig({ ...base, ...smtp }).email.smtp).toEqual({
      url: smtp.SMTP_URL,
      from: { name: 'Campus Office', address: 'office@campus.example' },
    });
    expect(loadConfig({ ...base, ...smtp, MAIL_FROM: 'office@campus.example' }).email.smtp?.from).toEqual({
      name: undefined,
      address: 'office@campus.example',
    });
  });

  it('refuses half of the pair, other addresses and bad values, without showing the SMTP password', () => {
    expect(refusal({ ...base, SMTP_URL: smtp.SMTP_URL })).toBe('MAIL_FROM must be set too when SMTP_URL is set');
    expect(refusal({ ...base, MAIL_FROM: smtp.MAIL_FROM })).toBe('SMTP_URL must be set too when MAIL_FROM is set');
    const badUrl = refusal({ ...base, ...smtp, SMTP_URL: 'http://user:secret@mail.example' });
    expect(badUrl).toBe('SMTP_URL must be an smtp or smtps address such as smtp://user:pass@mail.example:587');
    expect(refusal({ ...base, ...smtp, MAIL_FROM: 'Campus <not an address>' })).toMatch(/^MAIL_FROM must be /);
    expect(refusal({ ...base, REMINDER_AT: '9:00' })).toMatch(/^REMINDER_AT must be a time of day as HH:MM/);
    expect(refusal({ ...base, REMINDER_AT: '24:00' })).toMatch(/^REMINDER_AT must be /);
    expect(refusal({ ...base, REMINDER_EVERY_DAYS: '0' })).toMatch(/^REMINDER_EVERY_DAYS must be /);
    expect(refusal({ ...base, ATTENDANCE_EMAILS_AT: '6pm' })).toBe(
      'ATTENDANCE_EMAILS_AT must be a time of day as HH:MM (24-hour, Asia/Kolkata), such as 18:00, or off (got "6pm")',
    );
    expect(refusal({ ...base, MAIL_RATE_PER_MINUTE: 'fast' })).toMatch(/^MAIL_RATE_PER_MINUTE must be /);
  });
});

describe('settings for several instances', () => {
  const s3 = {
    STORAGE: 's3',
    S3_ENDPOINT: 'https://minio.example:9000',
    S3_BUCKET: 'campus-pictures',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'campus',
    S3_SECRET_ACCESS_KEY: 'a-secret-key',
    S3_FORCE_PATH_STYLE: '1',
  };

  it('keeps pictures on disk, /metrics off and one process unless told otherwise', () => {
    expect(loadConfig(base)).toMatchObject({ objectStorage: undefined, metricsToken: undefined, workers: 1 });
  });

  it('reads the bucket, the metrics token and the number of workers', () => {
    const config = loadConfig({
      ...base,
      ...s3,
      METRICS_TOKEN: 'a-token-of-16-chars',
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://campus@db.example/campus',
    });
    expect(config).toMatchObject({
      objectStorage: {
        endpoint: 'https://minio.example:9000',
        bucket: 'campus-pictures',
        region: 'auto',
        credentials: { accessKeyId: 'campus', secretAccessKey: 'a-secret-key' },
        forcePathStyle: true,
      },
      metricsToken: 'a-token-of-16-chars',
      workers: 4,
    });
    // Without keys, the AWS SDK finds its own (its environment variables, shared files, an instance role).
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...keyless } = s3;
    expect(loadConfig({ ...base, ...keyless }).objectStorage?.credentials).toBeUndefined();
  });

  it('lets instructors change attendance for 7 days and asks for 75% unless told otherwise', () => {
    expect(loadConfig(base).attendance).toEqual({ editDays: 7, minPercent: 75 });
    expect(loadConfig({ ...base, ATTENDANCE_EDIT_DAYS: '0', ATTENDANCE_MIN_PERCENT: '80' }).attendance).toEqual({
      editDays: 0,
      minPercent: 80,
    });
  });

  it.each([
    [{ ATTENDANCE_EDIT_DAYS: '-1' }, 'ATTENDANCE_EDIT_DAYS must be a whole number of days from 0 to 365 (got "-1")'],
    [{ ATTENDANCE_MIN_PERCENT: '0' }, 'ATTENDANCE_MIN_PERCENT must be a whole number from 1 to 100 (got "0")'],
    [{ ATTENDANCE_MIN_PERCENT: '75.5' }, 'ATTENDANCE_MIN_PERCENT must be a whole number from 1 to 100 (got "75.5")'],
    [{ STORAGE: 's3' }, 'S3_BUCKET must be set when STORAGE=s3'],
    [{ STORAGE: 'nfs' }, 'STORAGE must be local or s3 (got "nfs")'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY must be set too when S3_ACCESS_KEY_ID is set'],
    [{ ...s3, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID must be set too when S3_SECRET_ACCESS_KEY is set'],
    [
      { ...s3, S3_BUCKET: 'Campus_Pictures' },
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens) (got "Campus_Pictures")',
    ],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ DATA_DIR_MIN_FREE_MB: '-1' }, 'DATA_DIR_MIN_FREE_MB must be a whole number of megabytes, 0 or more (got "-1")'],
    [
      { WATCHDOG_SECONDS: '2' },
      'WATCHDOG_SECONDS must be a whole number of seconds: 0 (off), or from 5 to 3600 (got "2")',
    ],
    [
      { REQUEST_TIMEOUT_SECONDS: '10' },
      'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 30 to 3600 (got "10")',
    ],
    [
      { WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db.example/campus' },
      'WEB_CONCURRENCY must be a whole number of worker processes from 1 to 64 (got "0")',
    ],
    [
      { WEB_CONCURRENCY: '2' },
      'WEB_CONCURRENCY must be 1 without DATABASE_URL (processes cannot share a PGlite data folder)',
    ],
  ])('refuses %j with one line', (env, line) => {
    expect(refusal({ ...base, ...env })).toBe(line);
  });
});

describe('SMS and WhatsApp settings', () => {
  const smpp = {
    SMPP_URL: 'smpp://smsc.example:2775',
    SMPP_SYSTEM_ID: 'campus',
    SMPP_PASSWORD: 'smpp-pw',
    SMS_SENDER_ID: 'CAMPUS',
    SMS_DLT_ENTITY_ID: '1201159100000012345',
    SMS_DLT_TEMPLATES: 'absence=1207161234567890123, fee-due=1207161234567890124',
  };
  const templates = new Map([
    ['absence', '1207161234567890123'],
    ['fee-due', '1207161234567890124'],
  ]);
  const secret = 'a-gateway-secret-of-32-characters-at-least';
  const caDir = mkdtempSync(join(tmpdir(), 'campus-ca-'));
  afterAll(() => rmSync(caDir, { recursive: true, force: true }));
  const caFile = join(caDir, 'gateway-ca.pem');
  const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

  it('sends no SMS or WhatsApp unless a provider is configured', () => {
    expect(loadConfig(base).messaging).toEqual({ smpp: undefined, smsHttps: undefined, whatsappHttps: undefined });
  });

  it('reads the SMPP link, the sender id and the DLT ids of each kind', () => {
    expect(loadConfig({ ...base, ...smpp }).messaging.smpp).toEqual({
      url: 'smpp://smsc.example:2775',
      systemId: 'campus',
      password: 'smpp-pw',
      senderId: 'CAMPUS',
      dltEntityId: '1201159100000012345',
      templates,
      senders: new Map(),
    });
  });

  it('reads the sender id a kind’s template is registered under, when it is not SMS_SENDER_ID', () => {
    const { smpp: settings } = loadConfig({
      ...base,
      ...smpp,
      SMS_DLT_TEMPLATES: 'absence=1207161234567890123,fee-due=1207161234567890124@CAMPUSF',
    }).messaging;
    expect(settings).toMatchObject({ senderId: 'CAMPUS', templates, senders: new Map([['fee-due', 'CAMPUSF']]) });
  });

  it('reads the HTTPS gateways and the certificate authority they are trusted with', () => {
    writeFileSync(caFile, pem);
    const { messaging } = loadConfig({
      ...base,
      SMS_HTTPS_URL: 'https://sms.example/campus',
      SMS_HTTPS_SECRET: secret,
      SMS_SENDER_ID: 'CAMPUS',
      SMS_DLT_TEMPLATES: 'absence=1207161234567890123,fee-due=1207161234567890124',
      WHATSAPP_HTTPS_URL: 'https://whatsapp.example/campus',
      WHATSAPP_HTTPS_SECRET: secret,
      MESSAGE_PROVIDERS_CA_FILE: caFile,
    });
    expect(messaging).toEqual({
      smpp: undefined,
      smsHttps: {
        channel: 'sms',
        url: 'https://sms.example/campus',
        secret,
        ca: pem,
        senderId: 'CAMPUS',
        templates,
        senders: new Map(),
      },
      whatsappHttps: { channel: 'whatsapp', url: 'https://whatsapp.example/campus', secret, ca: pem },
    });
  });

  it.each([
    [{ ...smpp, SMPP_PASSWORD: '' }, 'SMPP_PASSWORD must be set too when SMPP_URL is set'],
    [{ ...smpp, SMS_DLT_ENTITY_ID: '' }, 'SMS_DLT_ENTITY_ID must be set too when SMPP_URL is set'],
    [
      { ...smpp, SMS_DLT_TEMPLATES: '' },
      'SMS_DLT_TEMPLATES must be set too when SMPP_URL is set (operators send only DLT-registered SMS)',
    ],
    [{ SMPP_SYSTEM_ID: 'campus' }, 'SMPP_SYSTEM_ID must be unset unless SMPP_URL is set'],
    [
      { ...smpp, SMS_HTTPS_URL: 'https://sms.example', SMS_HTTPS_SECRET: secret },
      'SMS_HTTPS_URL must be unset when SMPP_URL is set (one SMS provider)',
    ],
    [
      { SMS_HTTPS_URL: 'https://sms.example', SMS_HTTPS_SECRET: secret, SMS_DLT_TEMPLATES: smpp.SMS_DLT_TEMPLATES },
      'SMS_SENDER_ID must be set too when SMS_HTTPS_URL is set (operators send only DLT-registered SMS)',
    ],
    [
      { WHATSAPP_HTTPS_URL: 'https://whatsapp.example' },
      'WHATSAPP_HTTPS_SECRET must be set too when WHATSAPP_HTTPS_URL is set',
    ],
    [{ WHATSAPP_HTTPS_SECRET: secret }, 'WHATSAPP_HTTPS_URL must be set too when WHATSAPP_HTTPS_SECRET is set'],
    [
      { ...smpp, SMPP_URL: 'http://smsc.example' },
      'SMPP_URL must be an smpp or ssmpp address such as smpp://smsc.example:2775 (got "http://smsc.example")',
    ],
    [{ ...smpp, SMPP_PASSWORD: 'too-long-a-password' }, 'SMPP_PASSWORD must be an SMPP password of 1 to 8 characters'],
    [
      { ...smpp, SMS_SENDER_ID: 'CAMPUS-1' },
      'SMS_SENDER_ID must be a sender id (header) of 3 to 11 letters or digits, as registered on DLT, such as CAMPUS (got "CAMPUS-1")',
    ],
    [
      { ...smpp, SMS_DLT_TEMPLATES: 'absence=1207161234567890123,absence=1207161234567890124' },
      'SMS_DLT_TEMPLATES must be kind=template id pairs separated by commas, each kind once, such as absence=1207161234567890123,fee-due=1207161234567890124@CAMPUSF (after @, the sender id a template is registered under, if not SMS_SENDER_ID) (got "absence=1207161234567890123,absence=1207161234567890124")',
    ],
    [
      { ...smpp, SMS_DLT_TEMPLATES: 'absence:1207161234567890123' },
      'SMS_DLT_TEMPLATES must be kind=template id pairs separated by commas, each kind once, such as absence=1207161234567890123,fee-due=1207161234567890124@CAMPUSF (after @, the sender id a template is registered under, if not SMS_SENDER_ID) (got "absence:1207161234567890123")',
    ],
    [
      { WHATSAPP_HTTPS_URL: 'http://whatsapp.example', WHATSAPP_HTTPS_SECRET: secret },
      'WHATSAPP_HTTPS_URL must be an https address such as https://whatsapp.example/campus',
    ],
    [
      { WHATSAPP_HTTPS_URL: 'https://whatsapp.example', WHATSAPP_HTTPS_SECRET: 'short' },
      'WHATSAPP_HTTPS_SECRET must be at least 32 characters long',
    ],
    [
      { MESSAGE_PROVIDERS_CA_FILE: '/nowhere/ca.pem' },
      'MESSAGE_PROVIDERS_CA_FILE must be a PEM file of certificates such as /etc/campus/gateway-ca.pem (got "/nowhere/ca.pem")',
    ],
  ])('refuses %j with one line', (env, line) => {
    expect(refusal({ ...base, ...env })).toBe(line);
  });
});

describe("README's configuration table", () => {
  const section = readFileSync(README, 'utf8')
    .split(/^## Configuration$/m)[1]!
    .split(/^## /m)[0]!;
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  const named = (row: string) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
  const testsOnly = (row: string) => row.includes('(tests only)');
  const documented = rows.filter((row) => !testsOnly(row)).flatMap(named);
  const variables = Object.keys(environmentSchema.shape);

  it('lists every variable the server reads', () => {
    expect(variables.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists no variable the server does not read, except ones marked as for tests only', () => {
    expect(documented.filter((name) => !variables.includes(name))).toEqual([]);
    expect(rows.filter(testsOnly).flatMap(named)).toEqual(['TEST_DATABASE_URL']);
  });

  it('allows 10 failed sign-ins per account and 200 per address in 15 minutes unless told otherwise', () => {
    const env = { JWT_SECRET: SECRET, DATA_DIR: dataDir };
    expect(loadConfig(env).loginRateLimit).toMatchObject({ max: 10, addressMax: 200, timeWindowMs: 15 * 60 * 1000 });
    expect(loadConfig({ ...env, LOGIN_RATE_LIMIT_MAX: '1000' }).loginRateLimit.max).toBe(1000);
    expect(loadConfig({ ...env, LOGIN_RATE_LIMIT_ADDRESS_MAX: '500' }).loginRateLimit.addressMax).toBe(500);
    for (const name of ['LOGIN_RATE_LIMIT_MAX', 'LOGIN_RATE_LIMIT_ADDRESS_MAX']) {
      for (const bad of ['0', '-1', '2.5', 'ten']) {
        expect(() => loadConfig({ ...env, [name]: bad })).toThrow(new RegExp(`^${name} `));
      }
    }
  });
});

describe('node dist/server.js', () => {
  /** Starts the built server with `env`; stops it after 30 s if it is still running. */
  async function start(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    return { code, stdout, stderr };
  }

  it('exits with 1 and one readable line when production has no JWT_SECRET', async () => {
    expect(await start({ NODE_ENV: 'production' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Campus cannot start: JWT_SECRET must be set when NODE_ENV=production\n',
    });
  });

  it.each([
    ['TOKEN_TTL_SECONDS', 'abc', 'TOKEN_TTL_SECONDS must be a whole number of seconds of at least 5 (got "abc")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
  ])(
    'exits with 1 and one line naming %s=%s',
    async (name, value, line) => {
      expect(await start({ JWT_SECRET: SECRET, [name]: value })).toEqual({
        code: 1,
        stdout: '',
        stderr: `Campus cannot start: ${line}\n`,
      });
    },
    40_000,
  );
});
