import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed and validated here and nowhere else
 * (DESIGN section 6). Unset means the embedded defaults: PGlite, local adapters, demo data.
 */
const boolish = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: boolish.optional(),
  APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ReferralHub <no-reply@referralhub.local>'),
  MAPBOX_TOKEN: z.string().optional(),
  MAPBOX_API_BASE: z.url().default('https://api.mapbox.com'),
  FILES_DIR: z.string().optional(),
  STORAGE_URL: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  FAX_PROVIDER: z.enum(['local', 'interfax']).default('local'),
  INTERFAX_USERNAME: z.string().optional(),
  INTERFAX_PASSWORD: z.string().optional(),
  INTERFAX_API_BASE: z.url().default('https://rest.interfax.net'),
  FAX_WEBHOOK_SECRET: z.string().optional(),
  FAX_INBOX_DIR: z.string().optional(),
  INBOUND_FAX_API_BASE: z.url().default('https://platform.ringcentral.com'),
  INBOUND_FAX_API_TOKEN: z.string().optional(),
  INBOUND_FAX_POLL_SECONDS: z.coerce.number().int().min(30).max(3600).default(60),
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  OCR_ENGINE: z.enum(['auto', 'native', 'js']).default('auto'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  DEMO_FAX_OCR: z.enum(['live', 'precomputed']).default('live'),
  TEST_RESET_TOKEN: z
    .string()
    .min(32, 'TEST_RESET_TOKEN must be at least 32 characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  ALLOW_HTTP: boolish.optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  appKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set: real address suggestions from Mapbox Address Autofill; unset: offline suggestions. */
  mapboxToken: string | undefined;
  mapboxApiBase: string;
  /** Stored documents and fax images with the local storage adapter. */
  filesDir: string;
  /** Where documents and fax images are stored: `filesDir` (the default) or an S3 bucket. */
  storage: StorageConfig;
  /** Set (all three): real SMS through Twilio; unset: the local outbox. */
  twilio: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  fax:
    | { provider: 'local'; webhookSecret: string | undefined }
    | {
        provider: 'interfax';
        username: string;
        password: string;
        apiBase: string;
        webhookSecret: string | undefined;
      };
  /**
   * Received faxes (issue 8). The drop folder is read on the local default; the webhook takes
   * RingCentral-shaped deliveries signed with FAX_WEBHOOK_SECRET and downloads the PDF from
   * `apiBase` only (with `apiToken`); InterFAX's inbound list is polled when FAX_PROVIDER=interfax.
   */
  inboundFax: {
    dropDir: string;
    apiBase: string;
    apiToken: string | undefined;
    pollMs: number;
  };
  /** How long a claimed job stays leased without a renewal (its worker renews it while running). */
  jobLeaseMs: number;
  /**
   * Text recognition: the engine (OCR_ENGINE; `auto` is the machine's `tesseract` when it answers,
   * else tesseract.js) and the pool size (OCR_WORKERS; unset: the engine's default).
   */
  ocr: { engine: 'auto' | 'native' | 'js'; workers: number | undefined };
  /**
   * How the demo's received faxes get their recognised text: 'live' runs the real intake after
   * start (what a user sees), 'precomputed' stores the committed results of that intake
   * (seed/demo-inbound-faxes.recognised.json) so browser tests do not pay for OCR at every boot.
   */
  demoFaxOcr: 'live' | 'precomputed';
  /**
   * Set only for the browser tests (NODE_ENV=test): the secret of the test-only database reset
   * route (modules/dev/test-reset.routes.ts). Unset, the route does not exist.
   */
  testResetToken: string | undefined;
  logLevel: string;
  /**
   * 'pretty': one readable line per record (lib/pretty-log.ts), the default in development on a
   * terminal; 'json': pino's lines, for anything that reads them (production, pipes, benchmarks).
   */
  logFormat: 'json' | 'pretty';
  webDist: string;
  secureCookies: boolean;
  /**
   * Which proxies in front of the server are believed about the client's address
   * (X-Forwarded-For), as Fastify's `trustProxy` takes it: `false` (the default: the socket's
   * address is the client's), a hop count, or a list of proxy addresses and CIDR ranges.
   * Rate limits key on the address this yields.
   */
  trustProxy: TrustProxy;
}

export type TrustProxy = false | number | string[];

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** '' or a folder ending in '/'. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** S3's rules for a bucket name (3 to 63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * STORAGE_URL: unset or empty keeps the local folder; `s3://bucket` or `s3://bucket/prefix` stores
 * in that bucket with the S3_* variables, whose keys are then required. Refused at start rather
 * than found out at the first upload.
 */
function parseStorage(e: z.infer<typeof envSchema>): StorageConfig {
  const url = e.STORAGE_URL?.trim() ?? '';
  if (!url) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name],
    );
    if (stray.length) {
      throw new ConfigError(`${stray.join(', ')} set without STORAGE_URL (s3://bucket/prefix)`);
    }
    return { kind: 'local' };
  }
  const m = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/.exec(url);
  const bucket = m?.[1] ?? '';
  const prefix = (m?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (!m || !BUCKET.test(bucket) || (prefix && (!PREFIX.test(prefix) || prefix.includes('..')))) {
    throw new ConfigError(
      // Not echoed: a URL with credentials in it would put them in the log.
      "STORAGE_URL must be s3://bucket or s3://bucket/prefix (an S3 bucket name, and a folder of letters, digits, '.', '_' and '-')",
    );
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('STORAGE_URL=s3://... needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** Names proxy-addr (under Fastify's trustProxy) accepts for well-known ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  if (rest.length || !ip) return false;
  const family = isIP(ip);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `false`, `off` or `0` trust nobody; a whole number trusts that many
 * hops; otherwise a comma-separated list of addresses, CIDR ranges or the names `loopback`,
 * `linklocal`, `uniquelocal`. `true` (trust every hop) is refused: any client could then choose
 * its own address by sending X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (['', 'false', 'off', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length || !entries.length) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (got ${bad.join(', ') || v})`,
    );
  }
  return entries;
}

export class ConfigError extends Error {}

/**
 * `terminal`: whether standard output is a terminal, where development logs default to the
 * readable format.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // Unset, links in e-mails point at this server as a local user reaches it.
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.NODE_ENV === 'production' && !e.APP_KEY) {
    throw new ConfigError('APP_KEY is required in production');
  }
  if (e.FAX_PROVIDER === 'interfax' && (!e.INTERFAX_USERNAME || !e.INTERFAX_PASSWORD)) {
    throw new ConfigError('FAX_PROVIDER=interfax needs INTERFAX_USERNAME and INTERFAX_PASSWORD');
  }
  if (e.TEST_RESET_TOKEN && e.NODE_ENV !== 'test') {
    throw new ConfigError('TEST_RESET_TOKEN is allowed only with NODE_ENV=test');
  }
  // Over plain HTTP cookies cannot be Secure and HSTS means nothing: a production server says so
  // at start rather than running that way unnoticed (issue 18 item 15).
  if (e.NODE_ENV === 'production' && !appUrl.startsWith('https://') && !e.ALLOW_HTTP) {
    throw new ConfigError(
      'APP_URL must be https:// when NODE_ENV=production (set ALLOW_HTTP=1 to run over plain HTTP anyway)',
    );
  }
  if (e.NODE_ENV === 'production' && e.LOG_FORMAT === 'pretty') {
    throw new ConfigError('LOG_FORMAT=pretty is for development: production logs are JSON lines');
  }
  const twilioSet = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean);
  if (twilioSet.length !== 0 && twilioSet.length !== 3) {
    throw new ConfigError(
      'Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    appKey: e.APP_KEY ?? embeddedAppKey(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mapboxToken: e.MAPBOX_TOKEN || undefined,
    mapboxApiBase: e.MAPBOX_API_BASE.replace(/\/$/, ''),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    storage: parseStorage(e),
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE.replace(/\/$/, ''),
          }
        : undefined,
    fax:
      e.FAX_PROVIDER === 'interfax'
        ? {
            provider: 'interfax',
            username: e.INTERFAX_USERNAME ?? '',
            password: e.INTERFAX_PASSWORD ?? '',
            apiBase: e.INTERFAX_API_BASE.replace(/\/$/, ''),
            webhookSecret: e.FAX_WEBHOOK_SECRET || undefined,
          }
        : { provider: 'local', webhookSecret: e.FAX_WEBHOOK_SECRET || undefined },
    inboundFax: {
      dropDir: path.resolve(e.FAX_INBOX_DIR ?? path.join(dataDir, 'fax-inbox')),
      apiBase: e.INBOUND_FAX_API_BASE.replace(/\/$/, ''),
      apiToken: e.INBOUND_FAX_API_TOKEN || undefined,
      pollMs: e.INBOUND_FAX_POLL_SECONDS * 1000,
    },
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    ocr: { engine: e.OCR_ENGINE, workers: e.OCR_WORKERS },
    demoFaxOcr: e.DEMO_FAX_OCR,
    testResetToken: e.TEST_RESET_TOKEN,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && terminal ? 'pretty' : 'json'),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/** On the embedded default the key is generated once into DATA_DIR so restarts keep it. */
function embeddedAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
