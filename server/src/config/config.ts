/**
 * Configuration from the environment, validated once at start. A bad value stops the
 * process with a message naming the variable, instead of failing later at first use.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SQUAD_HOLD_MINUTES_DEFAULT, WAITLIST_OFFER_SECONDS_DEFAULT } from '@squadhub/shared';
import { DEFAULT_WEB_DIST, ENV_FILE_PATH } from './paths.js';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts, PUSH_SERVICE_HOSTS_HELP } from './push-services.js';
import { parseTrustProxy, TRUST_PROXY_HELP } from './trust-proxy.js';
import { defaultVapidSubject, devVapidKeys, vapidKeyProblems, vapidSubjectProblem } from './vapid.js';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const isTrue = (v: unknown) => ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase());
const optionalBool = z.preprocess((v) => (v === undefined || v === '' ? undefined : isTrue(v)), z.boolean().optional());
const bool = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);

export const CORS_ORIGINS_HELP =
  'each origin must be scheme://host[:port] with no path, such as https://squadhub.example (never *, null or file://)';

/**
 * One exact origin, as a browser sends it: a wildcard, `null` (sandboxed frames, local files) or
 * `file://` would let any page or file on a user's disk call the API (docs/configuration.md).
 */
function isExactOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const origin = url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
  return url.host !== '' && url.protocol !== 'file:' && origin === text && !text.includes('*');
}

/** Production must be given these: real secrets, real payments, real mail and the address users open. */
export const REQUIRED_IN_PRODUCTION = [
  'JWT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'PUBLIC_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
] as const;

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where PGlite data, uploads and the development JWT secret live. */
  DATA_DIR: z.string().default('./data'),
  /** A real PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Address users open; used in e-mailed links and checkout return addresses. */
  PUBLIC_URL: optionalUrl,
  /** Extra origins allowed by CORS, comma separated (the web and desktop apps' origins are always allowed). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const bad = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !isExactOrigin(s));
      if (bad.length) ctx.addIssue({ code: 'custom', message: `${CORS_ORIGINS_HELP}; not ${bad.join(', ')}` });
    }),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  JWT_EXPIRES_IN: z.string().default('7d'),
  /** The `iss` every access token carries and must carry (auth/tokens.ts). */
  JWT_ISSUER: z.string().min(1).default('squadhub'),
  /** The `aud` every access token carries and must carry: tokens of another service sharing the secret are refused. */
  JWT_AUDIENCE: z.string().min(1).default('squadhub-api'),
  /** nodemailer transport address (smtp://user:pass@host:port); without it mail goes to the dev outbox in the log. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Squadhub <no-reply@squadhub.local>'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Points the Stripe SDK at another host (tests use a local stand-in), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalUrl,
  SUPER_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SUPER_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** Shared state of several API instances: socket.io fan-out and rate-limit counters. */
  REDIS_URL: optionalUrl,
  /** Starts every Redis key and channel of this deployment, so deployments (and test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('squadhub:'),
  /** Which proxies in front of the server to believe about the client address (see trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx) => {
      const setting = parseTrustProxy(value);
      if (setting === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return setting ?? z.NEVER;
    }),
  /** Seed demo users and tournaments when the database is empty. Default: true outside production. */
  SEED_DEMO: optionalBool,
  /** Folder of the built web client; served at / with history fallback when it exists. */
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Disables rate limits (benchmarks only). */
  RATE_LIMITS: bool(true),
  /** How long a reserved team's free slots stay held for the captain's squad (docs/product/squads.md). */
  SQUAD_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(SQUAD_HOLD_MINUTES_DEFAULT),
  /** How long a freed seat stays offered to the first player of the waitlist. */
  WAITLIST_OFFER_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(WAITLIST_OFFER_SECONDS_DEFAULT),
  /**
   * Result screenshots read at once, each on an OCR worker thread (docs/product/results.md#reading-a-screenshot).
   * Default: half the cores, so the event loop and the database keep the rest.
   */
  RESULT_READ_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  /** Screenshots that may wait for a worker; one more gets 429 with Retry-After. */
  RESULT_READ_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  /** How long one read may take, waiting included, before it fails with 503. */
  RESULT_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How often each instance looks for deadlines due: holds and offers ending, check-ins opening, starts. */
  DEADLINES_EVERY_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Bearer token that GET /metrics requires; without it /metrics answers 404 (docs/operations.md#metrics). */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** How long a stopping instance answers /api/health 503 while still serving. Default: 5 s in production, else 0. */
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).optional()),
  /** Web Push's key pair, base64url (docs/design/phones.md#keys); kept in DATA_DIR outside production. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Whom push services contact about this server's pushes: mailto: or https:. Default: MAIL_FROM's address. */
  VAPID_SUBJECT: optionalString,
  /** How often each instance looks for pushes left waiting: retries due, and those of a stopped instance. */
  PUSH_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** The wait before the first retry of a failed push; each next retry waits four times longer. */
  PUSH_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /** The push services an endpoint may be on: the server POSTs to it (config/push-services.ts). */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((value, ctx) => {
      const hosts = parsePushServiceHosts(value);
      if (!hosts?.length) ctx.addIssue({ code: 'custom', message: PUSH_SERVICE_HOSTS_HELP });
      return hosts ?? z.NEVER;
    }),
  /** Tests only: endpoints at any http(s) address, a local push service included. Refused in production. */
  PUSH_ALLOW_INSECURE_ENDPOINTS: bool(false),
  /** bcrypt-equivalent cost knob for argon2 (memory in KiB); tests lower it for speed. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO' | 'SHUTDOWN_DRAIN_MS'> & {
  SEED_DEMO: boolean;
  SHUTDOWN_DRAIN_MS: number;
  JWT_SECRET: string;
  PUBLIC_URL: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  /** PUBLIC_URL was not set and follows the listening port (the server fixes it up when PORT=0). */
  PUBLIC_URL_FROM_PORT: boolean;
};

/** A load balancer checking every 2 s takes an instance out after two failed checks, with time to spare. */
export const PRODUCTION_DRAIN_MS = 5_000;

export class ConfigError extends Error {}

/** The optional `.env` file at the repository root; variables already in the environment win. */
export const ENV_FILE = ENV_FILE_PATH;

/** Parses the environment; throws ConfigError with one line per bad or missing variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // `NAME=` (as in .env.example) means "not set": use the default.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(set);
  const lines = [
    ...(parsed.error?.issues ?? []).map((i) => {
      const name = i.path.join('.');
      return `${name}: ${i.message}${describeValue(name, env[name])}`;
    }),
    ...productionProblems(set),
    ...vapidKeyProblems(set.VAPID_PUBLIC_KEY, set.VAPID_PRIVATE_KEY),
    ...[vapidSubjectProblem(set.VAPID_SUBJECT) ?? []].flat(),
  ];
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  const cfg = parsed.data;
  const publicUrl = cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`;
  // Relative folders are taken from where the user ran `npm start` (npm's INIT_CWD), not from the
  // workspace folder npm switches to, so ./data is the data folder the user sees.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, cfg.DATA_DIR);
  return {
    ...cfg,
    SEED_DEMO: cfg.SEED_DEMO ?? cfg.NODE_ENV !== 'production',
    SHUTDOWN_DRAIN_MS: cfg.SHUTDOWN_DRAIN_MS ?? (cfg.NODE_ENV === 'production' ? PRODUCTION_DRAIN_MS : 0),
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve(base, cfg.WEB_DIST),
    PUBLIC_URL: publicUrl.replace(/\/$/, ''),
    PUBLIC_URL_FROM_PORT: cfg.PUBLIC_URL === undefined,
    JWT_SECRET: cfg.JWT_SECRET ?? devJwtSecret({ ...cfg, DATA_DIR: dataDir }),
    ...vapid(cfg, dataDir),
  };
}

/**
 * Production never runs on development stand-ins: each missing variable is named, and demo data
 * (known accounts, free coins) is refused outright.
 */
function productionProblems(set: Record<string, string | undefined>): string[] {
  if (set.NODE_ENV !== 'production') return [];
  const problems: string[] = REQUIRED_IN_PRODUCTION.filter((name) => set[name] === undefined).map(
    (name) => `${name}: required in production`,
  );
  if (set.SEED_DEMO !== undefined && isTrue(set.SEED_DEMO))
    problems.push('SEED_DEMO: demo data is never seeded in production (set it to false or leave it unset)');
  if (set.PUSH_ALLOW_INSECURE_ENDPOINTS !== undefined && isTrue(set.PUSH_ALLOW_INSECURE_ENDPOINTS))
    problems.push('PUSH_ALLOW_INSECURE_ENDPOINTS: a test setting, never on in production (push to services only)');
  return problems;
}

/** Shows the offending value, except for variables that may hold secrets or credentials. */
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined || /SECRET|PASSWORD|KEY|URL|TOKEN/.test(name)) return '';
  return ` (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
}

/** The configured VAPID pair and subject, or (outside production, which must set them) the kept ones. */
function vapid(cfg: z.infer<typeof configSchema>, dataDir: string) {
  const keys =
    cfg.VAPID_PUBLIC_KEY && cfg.VAPID_PRIVATE_KEY
      ? { publicKey: cfg.VAPID_PUBLIC_KEY, privateKey: cfg.VAPID_PRIVATE_KEY }
      : devVapidKeys(dataDir, cfg.NODE_ENV === 'test');
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: cfg.VAPID_SUBJECT ?? defaultVapidSubject(cfg.MAIL_FROM),
  };
}

/** Outside production (which must set JWT_SECRET) a random secret is kept in DATA_DIR so tokens survive restarts. */
function devJwtSecret(cfg: z.infer<typeof configSchema>): string {
  if (cfg.NODE_ENV === 'test') return randomBytes(32).toString('hex');
  const file = path.join(cfg.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
