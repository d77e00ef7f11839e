import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { defaultEmbeds } from '../../shared/clinic.js';

const fail = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to throw');
};

describe('loadConfig', () => {
  it('needs nothing: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      siteUrl: 'http://localhost:3000',
      supabase: null,
      logLevel: 'info',
      trustProxy: 0,
      rateLimit: { max: 10, windowMs: 900_000 },
      blogCacheTtlSeconds: 300,
      dataDir: './data',
      outboxRetryBaseMs: 5000,
      outboxMaxWaiting: 10_000,
      outboxStuckAfterSeconds: 3600,
      deadLetterRetentionDays: 30,
      cdn: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 240, staleIfErrorSeconds: 86_400 },
      redisUrl: null,
      metricsToken: null,
    });
    expect(config.embeds.bookingWidgetUrl).toBe(defaultEmbeds.bookingWidgetUrl);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      SITE_URL: 'https://www.example.com/',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW_MS: '60000',
      BLOG_CACHE_TTL_SECONDS: '60',
      DATA_DIR: '/var/lib/clinic',
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_MAX_WAITING: '500',
      OUTBOX_STUCK_AFTER_SECONDS: '600',
      DEAD_LETTER_RETENTION_DAYS: '7',
      CDN_MAX_AGE_SECONDS: '0',
      CDN_STALE_WHILE_REVALIDATE_SECONDS: '30',
      CDN_STALE_IF_ERROR_SECONDS: '600',
      REDIS_URL: 'rediss://:secret@redis.internal:6380/2',
      METRICS_TOKEN: 'a-long-random-metrics-token',
      BOOKING_WIDGET_URL: 'https://book.example.org/w',
      MAP_EMBED_URL: 'https://maps.example.org/e',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'https://www.example.com',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig' },
      logLevel: 'warn',
      trustProxy: 1,
      rateLimit: { max: 20, windowMs: 60_000 },
      blogCacheTtlSeconds: 60,
      dataDir: '/var/lib/clinic',
      outboxRetryBaseMs: 1000,
      outboxMaxWaiting: 500,
      outboxStuckAfterSeconds: 600,
      deadLetterRetentionDays: 7,
      cdn: { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 30, staleIfErrorSeconds: 600 },
      redisUrl: 'rediss://:secret@redis.internal:6380/2',
      metricsToken: 'a-long-random-metrics-token',
    });
    expect(config.embeds.bookingWidgetUrl).toBe('https://book.example.org/w');
    expect(config.embeds.mapEmbedUrl).toBe('https://maps.example.org/e');
  });

  it('records what was left at its default: SITE_URL and each embed variable', () => {
    expect(loadConfig({})).toMatchObject({
      siteUrlFromDefault: true,
      defaultEmbedVars: [
        'BOOKING_WIDGET_URL',
        'PAYMENT_FORM_URL',
        'PAYMENT_SCRIPT_URL',
        'HERO_VIDEO_URL',
        'MAP_EMBED_URL',
      ],
    });
    // Set, even to the default's own value, is a choice: nothing left to warn about.
    const chosen = loadConfig({
      SITE_URL: 'http://localhost:3000',
      BOOKING_WIDGET_URL: defaultEmbeds.bookingWidgetUrl,
      MAP_EMBED_URL: 'https://maps.example.org/e',
    });
    expect(chosen.siteUrlFromDefault).toBe(false);
    expect(chosen.defaultEmbedVars).toEqual(['PAYMENT_FORM_URL', 'PAYMENT_SCRIPT_URL', 'HERO_VIDEO_URL']);
    // An empty variable is unset, as everywhere else.
    expect(loadConfig({ SITE_URL: '', HERO_VIDEO_URL: '' })).toMatchObject({
      siteUrl: 'http://localhost:3000',
      siteUrlFromDefault: true,
      defaultEmbedVars: expect.arrayContaining(['HERO_VIDEO_URL']),
    });
  });

  it('defaults SITE_URL to where the server listens', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', SITE_URL: 'https://clinic.example/' }).siteUrl).toBe('https://clinic.example');
  });

  it("listens on systemd's socket only when LISTEN_PID names this process", () => {
    const passed = { LISTEN_FDS: '1', LISTEN_PID: '4242' };
    expect(loadConfig(passed, 4242).listenFd).toBe(3);
    expect(loadConfig(passed, 4243).listenFd).toBeNull();
    expect(loadConfig({ ...passed, LISTEN_FDS: '0' }, 4242).listenFd).toBeNull();
    expect(loadConfig({}, 4242).listenFd).toBeNull();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' })).toMatchObject({
      port: 3000,
      supabase: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535'],
    [{ SITE_URL: 'localhost:3000' }, 'Invalid configuration: SITE_URL must be an absolute http(s) URL'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL'],
    [{ TRUST_PROXY: 'true' }, 'Invalid configuration: TRUST_PROXY must be false or a hop count such as 1'],
    [{ RATE_LIMIT_MAX: '0' }, 'Invalid configuration: RATE_LIMIT_MAX must be between 1 and 1000000'],
    [
      { OUTBOX_STUCK_AFTER_SECONDS: '0' },
      'Invalid configuration: OUTBOX_STUCK_AFTER_SECONDS must be between 1 and 31536000',
    ],
    [
      { DEAD_LETTER_RETENTION_DAYS: 'forever' },
      'Invalid configuration: DEAD_LETTER_RETENTION_DAYS must be a whole number',
    ],
    [
      { REDIS_URL: 'http://127.0.0.1:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    ],
    [
      { REDIS_URL: 'redis://' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    ],
    [
      { METRICS_TOKEN: 'short' },
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters (a random secret)',
    ],
    [{ CDN_MAX_AGE_SECONDS: '-5' }, 'Invalid configuration: CDN_MAX_AGE_SECONDS must be a whole number'],
    [
      { PAYMENT_SCRIPT_URL: 'javascript:alert(1)' },
      'Invalid configuration: PAYMENT_SCRIPT_URL must be an absolute http(s) URL',
    ],
    [
      { SUPABASE_URL: 'https://abc.supabase.co' },
      'Invalid configuration: SUPABASE_ANON_KEY must be set together with SUPABASE_URL',
    ],
    [
      { SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig' },
      'Invalid configuration: SUPABASE_URL must be set together with SUPABASE_ANON_KEY',
    ],
    [
      { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_abc123' },
      "Invalid configuration: SUPABASE_ANON_KEY must be the project's legacy anon key, a JWT (eyJ…)",
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    const text = fail(env);
    expect(text.startsWith(message)).toBe(true);
    expect(text).not.toContain('\n');
  });
});
