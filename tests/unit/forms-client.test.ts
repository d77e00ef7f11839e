import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type ApiResult } from '../../client/lib/api.js';
import { sendForm } from '../../client/components/forms/send.js';
import { formAddressesIn, formIds, formPosts } from '../../shared/schemas/form-posts.js';
import { HONEYPOT_FIELD } from '../../shared/schemas/mapping.js';
import { uiTexts } from '../../client/texts/ui.js';

describe('postJson', () => {
  let base: string;
  let server: http.Server;
  const seen: { path: string; type?: string; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ path: req.url!, type: req.headers['content-type'], body });
        const reply: Record<string, [number, string, string?]> = {
          '/ok': [200, '{"ok":true}'],
          '/queued': [202, '{"ok":true,"queued":true}'],
          '/invalid': [
            400,
            '{"error":"validation","fields":{"name":"Name must be at least 2 characters"},"message":"Please check the highlighted fields."}',
          ],
          '/refused': [502, '{"error":"delivery_failed","message":"We could not deliver your message."}'],
          '/html': [502, '<html>Bad gateway</html>', 'text/html'],
          '/not-ok': [200, '{"ok":false}'],
        };
        const [status, text, type = 'application/json'] = reply[req.url!] ?? [404, '{}'];
        res.writeHead(status, { 'Content-Type': type }).end(text);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts JSON and reads success, the queued flag, field errors and messages', async () => {
    expect(await postJson(`${base}/ok`, { a: 1 })).toEqual({ ok: true, status: 200, queued: false });
    expect(seen[0]).toEqual({ path: '/ok', type: 'application/json', body: '{"a":1}' });
    expect(await postJson(`${base}/queued`, {})).toEqual({ ok: true, status: 202, queued: true });
    expect(await postJson(`${base}/invalid`, {})).toEqual({
      ok: false,
      status: 400,
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fields: { name: 'Name must be at least 2 characters' },
    });
    expect(await postJson(`${base}/refused`, {})).toMatchObject({
      ok: false,
      status: 502,
      message: 'We could not deliver your message.',
    });
  });

  it('never throws: a non-JSON answer, a 200 without ok, and a network failure are failures', async () => {
    expect(await postJson(`${base}/html`, {})).toEqual({
      ok: false,
      status: 502,
      error: 'http',
      message: undefined,
      fields: undefined,
    });
    expect((await postJson(`${base}/not-ok`, {})).ok).toBe(false);
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    expect(await postJson(`http://127.0.0.1:${port}/x`, {})).toEqual({ ok: false, status: 0, error: 'network' });
  });
});

describe('sending the forms', () => {
  const recorder = (answers: Record<string, ApiResult>) => {
    const calls: [string, unknown][] = [];
    const post = async (path: string, body: unknown) => {
      calls.push([path, body]);
      return answers[path]!;
    };
    return { calls, post };
  };
  const ok: ApiResult = { ok: true, status: 200, queued: false };

  it.each(formIds)('%s: its own values and the honeypot, as JSON to the address it posts to natively', async (form) => {
    const values = Object.fromEntries(formPosts[form].fields.map((field) => [field, `${field} value`]));
    const { calls, post } = recorder({ [formPosts[form].action]: ok });
    expect(await sendForm(form, 'en', values, 'bot', post)).toEqual(ok);
    expect(calls).toEqual([[formPosts[form].action, { ...values, [HONEYPOT_FIELD]: 'bot' }]]);
  });

  it.each(formIds)(
    '%s on a Spanish page: to the Spanish page it posts to natively, which answers in Spanish',
    async (form) => {
      const values = Object.fromEntries(formPosts[form].fields.map((field) => [field, `${field} valor`]));
      const action = formAddressesIn(form, 'es').action;
      expect(action).toBe(form === 'home' ? '/es' : '/es/contact');
      const { calls, post } = recorder({ [action]: ok });
      expect(await sendForm(form, 'es', values, '', post)).toEqual(ok);
      expect(calls).toEqual([[action, { ...values, [HONEYPOT_FIELD]: '' }]]);
    },
  );

  it('toasts carry the exact words', () => {
    expect(uiTexts.en.forms.toasts).toEqual({
      home: {
        success: {
          title: 'Success!',
          description: "Your message has been sent successfully. We'll get back to you soon!",
        },
        failure: {
          title: 'Error',
          description: 'There was an error sending your message. Please try again or call us directly.',
        },
      },
      contactPage: {
        success: { title: 'Message sent', description: "Thanks! We'll be in touch shortly." },
        failure: { title: 'Failed to send', fallback: 'Please try again later.' },
      },
    });
  });
});
