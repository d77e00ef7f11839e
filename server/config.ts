import { z } from 'zod';
import { defaultEmbeds, type Embeds } from '../shared/clinic.js';

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), `${name} must be an absolute http(s) URL`);

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
  .transform((v) => ['true', '1', 'yes'].includes(v));

/** TRUST_PROXY is a hop count (or false); `true` would let any client spoof its IP. */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === 'false' || v === '0' || /^[1-9]\d?$/.test(v), 'must be false or a hop count such as 1')
  .transform((v) => (v === 'false' ? 0 : Number(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: int(0, 65535).default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    SITE_URL: url('SITE_URL').optional(),
    SUPABASE_URL: url('SUPABASE_URL').optional(),
    // The functions keep verify_jwt on: a key that is not a JWT (a new sb_publishable_… key) is refused by every call.
    SUPABASE_ANON_KEY: z
      .string()
      .trim()
      .regex(
        /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/,
        "must be the project's legacy anon key, a JWT (eyJ…): an sb_publishable_… key is refused by the functions",
      )
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(0),
    RATE_LIMIT_MAX: int(1, 1_000_000).default(10),
    RATE_LIMIT_WINDOW_MS: int(1000, 86_400_000).default(900_000),
    BLOG_SOURCE: z.enum(['embedded', 'supabase']).default('embedded'),
    BLOG_CACHE_TTL_SECONDS: int(1, 86_400).default(300),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    OUTBOX_RETRY_BASE_MS: int(10, 3_600_000).default(5000),
    OUTBOX_MAX_WAITING: int(1, 10_000_000).default(10_000),
    OUTBOX_MAX_WAITING_PER_ADDRESS: int(1, 10_000_000).default(20),
    OUTBOX_STUCK_AFTER_SECONDS: int(1, 31_536_000).default(3600),
    DEAD_LETTER_RETENTION_DAYS: int(1, 3650).default(30),
    CDN_MAX_AGE_SECONDS: int(0, 31_536_000).default(60),
    CDN_STALE_WHILE_REVALIDATE_SECONDS: int(0, 31_536_000).default(240),
    CDN_STALE_IF_ERROR_SECONDS: int(0, 31_536_000).default(86_400),
    BOOKING_WIDGET_URL: url('BOOKING_WIDGET_URL').default(defaultEmbeds.bookingWidgetUrl),
    BOOKING_WIDGET_URL_ES: url('BOOKING_WIDGET_URL_ES').optional(),
    PAYMENT_FORM_URL: url('PAYMENT_FORM_URL').default(defaultEmbeds.paymentFormUrl),
    PAYMENT_SCRIPT_URL: url('PAYMENT_SCRIPT_URL').default(defaultEmbeds.paymentScriptUrl),
    HERO_VIDEO_URL: url('HERO_VIDEO_URL').default(defaultEmbeds.heroVideoUrl),
    MAP_EMBED_URL: url('MAP_EMBED_URL').default(defaultEmbeds.mapEmbedUrl),
    PRETTY_LOGS: bool.optional(),
    REDIS_URL: z
      .string()
      .trim()
      .refine(
        (v) => /^rediss?:\/\/[^/?#]/i.test(v) && URL.canParse(v),
        'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      )
      .optional(),
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (a random secret)').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.BLOG_SOURCE === 'supabase' && !env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['BLOG_SOURCE'],
        message: 'BLOG_SOURCE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY',
      });
    }
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      const missing = env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'must be set together with ' +
          (env.SUPABASE_URL ? 'SUPABASE_URL' : 'SUPABASE_ANON_KEY') +
          " (set both for the forms' delivery and a Supabase blog, or neither)",
      });
    }
  });

/** Every variable the server reads (for `.env.example` and its test). */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /**
   * The listening socket systemd passed (socket activation: LISTEN_FDS and LISTEN_PID, the first passed
   * descriptor is 3), used instead of HOST and PORT; null when started otherwise.
   */
  listenFd: number | null;
  siteUrl: string;
  supabase: { url: string; anonKey: string } | null;
  logLevel: string;
  prettyLogs: boolean;
  trustProxy: number;
  rateLimit: { max: number; windowMs: number };
  /** Where the blog's posts come from: the shipped content/blog files, or Supabase's tables. Set apart from the forms' Supabase. */
  blogSource: 'embedded' | 'supabase';
  blogCacheTtlSeconds: number;
  dataDir: string;
  outboxRetryBaseMs: number;
  /** Waiting messages past which new ones are refused (429); dead letters do not count. */
  outboxMaxWaiting: number;
  /** Messages from one client IP that may wait at once, per process (OUTBOX_MAX_WAITING_PER_ADDRESS). */
  outboxMaxWaitingPerAddress: number;
  /** A message still undelivered after this long is logged as an error (once an hour while it waits). */
  outboxStuckAfterSeconds: number;
  /** Dead letters (visitors' messages a function refused) older than this are deleted. */
  deadLetterRetentionDays: number;
  /** How long a shared cache (CDN, nginx) may keep a page: fresh, then stale while it refetches, then stale while the origin fails. */
  cdn: { maxAgeSeconds: number; staleWhileRevalidateSeconds: number; staleIfErrorSeconds: number };
  embeds: Embeds;
  /** Shared rate limits and message queue for several instances; null: memory limits and the disk outbox. */
  redisUrl: string | null;
  /** The bearer token /metrics asks for; null: no /metrics. */
  metricsToken: string | null;
  /** SITE_URL was not set: links, the sitemap and robots.txt name localhost (production-warnings.ts says so). */
  siteUrlFromDefault: boolean;
  /** The embed variables left unset: their example addresses from shared/clinic.ts are in use. */
  defaultEmbedVars: string[];
};

export class ConfigError extends Error {}

const EMBED_VARS = [
  'BOOKING_WIDGET_URL',
  'PAYMENT_FORM_URL',
  'PAYMENT_SCRIPT_URL',
  'HERO_VIDEO_URL',
  'MAP_EMBED_URL',
] as const;

/** For a process entry: the config, or exit 1 with the one line naming the variable on stderr. */
export function loadConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env, process.pid);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(err.message + '\n');
    process.exit(1);
  }
}

/** systemd's first passed descriptor (sd_listen_fds(3)). */
const SD_LISTEN_FDS_START = 3;

/**
 * Parses the environment once; throws ConfigError with one line naming the variable. `pid`: this
 * process's, to tell systemd's LISTEN_FDS meant for it from one inherited by accident.
 */
export function loadConfig(env: Record<string, string | undefined>, pid?: number): Config {
  // An empty variable means "not set", as in most deploy tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const message = issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // Set by systemd, not by the operator: not in the schema, nor in .env.example.
    listenFd:
      pid !== undefined && Number(env.LISTEN_PID) === pid && Number(env.LISTEN_FDS) >= 1 ? SD_LISTEN_FDS_START : null,
    // Unset, the site is where `npm start` serves it (a port of 0 is chosen at start: 3000 stands in).
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, ''),
    supabase: e.SUPABASE_URL && e.SUPABASE_ANON_KEY ? { url: e.SUPABASE_URL, anonKey: e.SUPABASE_ANON_KEY } : null,
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.PRETTY_LOGS ?? e.NODE_ENV === 'development',
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    blogSource: e.BLOG_SOURCE,
    blogCacheTtlSeconds: e.BLOG_CACHE_TTL_SECONDS,
    dataDir: e.DATA_DIR,
    outboxRetryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    outboxMaxWaiting: e.OUTBOX_MAX_WAITING,
    outboxMaxWaitingPerAddress: e.OUTBOX_MAX_WAITING_PER_ADDRESS,
    outboxStuckAfterSeconds: e.OUTBOX_STUCK_AFTER_SECONDS,
    deadLetterRetentionDays: e.DEAD_LETTER_RETENTION_DAYS,
    cdn: {
      maxAgeSeconds: e.CDN_MAX_AGE_SECONDS,
      staleWhileRevalidateSeconds: e.CDN_STALE_WHILE_REVALIDATE_SECONDS,
      staleIfErrorSeconds: e.CDN_STALE_IF_ERROR_SECONDS,
    },
    embeds: {
      bookingWidgetUrl: e.BOOKING_WIDGET_URL,
      ...(e.BOOKING_WIDGET_URL_ES ? { bookingWidgetUrlIn: { es: e.BOOKING_WIDGET_URL_ES } } : {}),
      paymentFormUrl: e.PAYMENT_FORM_URL,
      paymentScriptUrl: e.PAYMENT_SCRIPT_URL,
      heroVideoUrl: e.HERO_VIDEO_URL,
      mapEmbedUrl: e.MAP_EMBED_URL,
    },
    redisUrl: e.REDIS_URL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    siteUrlFromDefault: present.SITE_URL === undefined,
    defaultEmbedVars: EMBED_VARS.filter((name) => present[name] === undefined),
  };
}
