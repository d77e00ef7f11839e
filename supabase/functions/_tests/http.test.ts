import assert from 'node:assert/strict';
import { createSendContactEmail } from '../send-contact-email/handler.ts';
import { createSubmitToGhl } from '../submit-to-ghl/handler.ts';
import { captureLogs, startStandIn } from './standin.ts';

/** Both handlers behind a real HTTP server, as the Edge Runtime runs them, called as the site calls them. */
async function withServed(run: (urls: { email: string; ghl: string }) => Promise<void>) {
  const provider = startStandIn(() => ({ status: 200, body: { id: 'email-1', new: true, contact: { id: 'c-1' } } }));
  const timeoutMs = 2000;
  const email = createSendContactEmail({
    apiKey: 'k',
    to: ['clinic@example.com'],
    from: 'forms@example.com',
    apiUrl: provider.url,
    timeoutMs,
  });
  const ghl = createSubmitToGhl({ token: 't', locationId: 'l', apiUrl: provider.url, timeoutMs });
  const servers = [email, ghl].map((handler) =>
    Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler)
  );
  try {
    const [a, b] = servers.map((s) => `http://127.0.0.1:${s.addr.port}/`);
    await captureLogs(() => run({ email: a!, ghl: b! }));
  } finally {
    for (const server of servers) await server.shutdown();
    await provider.close();
  }
}

const message = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '7275550199',
  message: 'Hello there, clinic!',
  source: 'contact-form',
};

Deno.test('over HTTP: a POST of JSON is delivered; the success flag is in the answer', async () => {
  await withServed(async (urls) => {
    for (
      const [url, expected] of [
        [urls.email, { success: true, id: 'email-1' }],
        [urls.ghl, { success: true, contactId: 'c-1', created: true }],
      ] as const
    ) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-idempotency-key': 'key-1', Authorization: 'Bearer anon' },
        body: JSON.stringify(message),
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await res.json(), expected);
    }
  });
});

Deno.test('over HTTP: other methods, other types, broken JSON, huge bodies and odd keys are refused (4xx)', async () => {
  await withServed(async (urls) => {
    for (const url of [urls.email, urls.ghl]) {
      const get = await fetch(url);
      assert.equal(get.status, 405);
      assert.equal(get.headers.get('allow'), 'POST');
      await get.body?.cancel();
      const cases: [RequestInit, number, string][] = [
        [{ headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(message) }, 415, 'unsupported_media_type'],
        [{ headers: { 'Content-Type': 'application/json' }, body: '{"name":' }, 400, 'invalid_json'],
        [{ headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(70_000) }, 413, 'payload_too_large'],
        [
          {
            headers: { 'Content-Type': 'application/json', 'x-idempotency-key': 'a b' },
            body: JSON.stringify(message),
          },
          400,
          'invalid_idempotency_key',
        ],
      ];
      for (const [init, status, error] of cases) {
        const res = await fetch(url, { method: 'POST', ...init });
        assert.equal(res.status, status, error);
        assert.equal((await res.json()).error, error);
      }
    }
  });
});
