import { describe, expect, it } from 'vitest';
import { runServerToExit, startServer } from '../helpers/server-process.js';

describe('start-up', () => {
  it('exits 1 with one clear line when PORT is not a number', async () => {
    const { code, stderr, stdout } = await runServerToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: PORT must be a whole number\n');
    expect(stdout).toBe('');
  });

  it('exits 1 with one clear line when REDIS_URL is malformed', async () => {
    const { code, stderr, stdout } = await runServerToExit({ REDIS_URL: 'localhost:6379' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379\n',
    );
    expect(stdout).toBe('');
  });

  it('exits 1 with one clear line when only SUPABASE_URL is set', async () => {
    const { code, stderr } = await runServerToExit({ SUPABASE_URL: 'https://abc.supabase.co' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: SUPABASE_ANON_KEY must be set together with SUPABASE_URL/);
    expect(stderr).not.toMatch(/\bat \S+ \(/);
  });

  it('exits 1 with one clear line when the port is taken', async () => {
    const first = await startServer();
    try {
      const { code, stderr } = await runServerToExit({ PORT: String(first.port) });
      expect(code).toBe(1);
      expect(stderr).toBe(`Cannot listen on 127.0.0.1:${first.port}: EADDRINUSE\n`);
    } finally {
      await first.stop();
    }
  });

  it('starts with no configuration, serves pages, and exits 0 on SIGTERM', async () => {
    const server = await startServer();
    const res = await fetch(server.url + '/');
    expect(res.status).toBe(200);
    await res.text();
    expect(await server.stop()).toBe(0);
    expect(server.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
  });
});
