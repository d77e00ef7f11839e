import assert from 'node:assert/strict';
import type { EmailConfig } from '../send-contact-email/config.ts';
import { createSendContactEmail } from '../send-contact-email/handler.ts';
import { contactPayloadLimits } from '../_shared/schemas/payloads.ts';
import { captureLogs, closedUrl, invoke, type Reply, type StandIn, startStandIn } from './standin.ts';

const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-0c1d2e3f4a5b';

const contactPage = {
  name: 'Ana <b>"Bo"</b> & Ruiz',
  email: 'ana.ruiz@example.com',
  phone: '(727) 555-0199',
  message: 'Parking\n\nWhere do I park? <script>alert(1)</script>',
  source: 'contact-page',
};

function setup(reply: (n: number) => Reply = () => ({ status: 200, body: { id: 'email-123' } })) {
  let calls = 0;
  const resend = startStandIn(() => reply(++calls));
  const config: EmailConfig = {
    apiKey: 're_test_key',
    to: ['front-desk@clinic.example'],
    from: 'Clinic website <forms@clinic.example>',
    apiUrl: resend.url,
    timeoutMs: 2000,
  };
  return { resend, config, handler: createSendContactEmail(config) };
}

async function withResend(
  reply: ((n: number) => Reply) | undefined,
  run: (s: ReturnType<typeof setup>) => Promise<void>,
) {
  const s = setup(reply);
  try {
    // The function's log lines are checked in a test of their own; here they would only be noise.
    await captureLogs(() => run(s));
  } finally {
    await s.resend.close();
  }
}

const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });

Deno.test('sends Resend the e-mail: auth, idempotency key, sender, clinic, reply-to, subject, both parts', async () => {
  await withResend(undefined, async ({ resend, handler }) => {
    const res = await handler(invoke(contactPage, { 'x-idempotency-key': KEY }));
    assert.deepEqual(await answerOf(res), { status: 200, body: { success: true, id: 'email-123' } });
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');

    assert.equal(resend.requests.length, 1);
    const [sent] = resend.requests as [StandIn['requests'][number]];
    assert.equal(sent.method, 'POST');
    assert.equal(sent.path, '/emails');
    assert.equal(sent.headers.get('authorization'), 'Bearer re_test_key');
    assert.equal(sent.headers.get('idempotency-key'), KEY);
    assert.match(sent.headers.get('content-type') ?? '', /^application\/json/);
    const email = sent.body as Record<string, string>;
    assert.deepEqual(Object.keys(email).sort(), ['from', 'html', 'reply_to', 'subject', 'text', 'to']);
    assert.equal(email.from, 'Clinic website <forms@clinic.example>');
    assert.deepEqual(email.to, ['front-desk@clinic.example']);
    assert.equal(email.reply_to, 'ana.ruiz@example.com');
    assert.equal(email.subject, 'New message from the website contact page');

    // The plain part carries the values as typed; the HTML part only escaped.
    for (const value of [contactPage.name, contactPage.email, contactPage.phone, contactPage.message]) {
      assert.ok(email.text!.includes(value), value);
    }
    assert.ok(email.html!.includes('Ana &lt;b&gt;&quot;Bo&quot;&lt;/b&gt; &amp; Ruiz'));
    assert.ok(email.html!.includes('Where do I park? &lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(!email.html!.includes('<script>'));
    assert.ok(!email.html!.includes('<b>"Bo"'));
    assert.ok(email.text!.includes(KEY) && email.html!.includes(KEY));
  });
});

Deno.test('names the form in the subject: home page form, contact page, or the default', async () => {
  await withResend(undefined, async ({ resend, handler }) => {
    const home = { ...contactPage, name: 'Maria Lopez', message: 'My lower back has been stiff.' };
    for (const source of ['contact-form', 'contact-page', 'Website Contact Form']) {
      assert.equal((await handler(invoke({ ...home, source }))).status, 200);
    }
    assert.equal((await handler(invoke({ ...home, source: undefined }))).status, 200);
    assert.deepEqual(resend.requests.map((r) => (r.body as { subject: string }).subject), [
      'New message from the website home page form',
      'New message from the website contact page',
      'New message from the Website Contact Form',
      'New message from the Website Contact Form',
    ]);
    // No key from the caller: none invented for Resend.
    assert.equal(resend.requests[0]!.headers.get('idempotency-key'), null);
  });
});

Deno.test('says which language the visitor wrote in: a Spanish message is marked in the subject and the body', async () => {
  await withResend(undefined, async ({ resend, handler }) => {
    for (const language of ['es', 'en', undefined]) {
      assert.equal((await handler(invoke({ ...contactPage, language }))).status, 200);
    }
    const emails = resend.requests.map((r) => r.body as Record<string, string>);
    assert.deepEqual(emails.map((email) => email.subject), [
      '[Spanish] New message from the website contact page',
      'New message from the website contact page',
      // A message queued before messages named their language was written in English.
      'New message from the website contact page',
    ]);
    assert.ok(emails[0]!.text!.includes('Language: Spanish'));
    assert.ok(
      emails[0]!.html!.includes('<th align="left" style="padding:2px 12px 2px 0">Language</th><td>Spanish</td>'),
    );
    assert.ok(emails[1]!.text!.includes('Language: English') && emails[2]!.text!.includes('Language: English'));
  });
});

Deno.test('a retried message goes to Resend with the same idempotency key each time', async () => {
  await withResend(
    (n) => n === 1 ? { status: 500, body: { name: 'application_error' } } : { status: 200, body: { id: 'e-1' } },
    async ({ resend, handler }) => {
      assert.equal((await handler(invoke(contactPage, { 'x-idempotency-key': KEY }))).status, 503);
      assert.equal((await handler(invoke(contactPage, { 'x-idempotency-key': KEY }))).status, 200);
      assert.deepEqual(resend.requests.map((r) => r.headers.get('idempotency-key')), [KEY, KEY]);
      assert.deepEqual(resend.requests[0]!.body, resend.requests[1]!.body);
    },
  );
});

Deno.test('a refusal by Resend (4xx but 408 and 429) is a refusal: 422 with its status and error', async () => {
  for (const status of [400, 401, 403, 422]) {
    await withResend(
      () => ({ status, body: { name: 'validation_error', message: 'Invalid `from` field.' } }),
      async ({ handler }) => {
        const { status: answered, body } = await answerOf(
          await handler(invoke(contactPage, { 'x-idempotency-key': KEY })),
        );
        assert.equal(answered, 422, String(status));
        assert.equal(body.error, 'provider_refused');
        assert.equal(body.providerStatus, status);
        assert.match(body.detail, /Invalid `from` field/);
      },
    );
  }
  // The same key with another body is a mistake Resend will always refuse.
  await withResend(() => ({ status: 409, body: { name: 'invalid_idempotent_request' } }), async ({ handler }) => {
    assert.equal((await handler(invoke(contactPage, { 'x-idempotency-key': KEY }))).status, 422);
  });
});

Deno.test('a failure that may pass (5xx, 408, 429, the same key still sending) is transient: 503', async () => {
  const cases: [number, unknown][] = [
    [500, { name: 'application_error' }],
    [502, '<html>Bad gateway</html>'],
    [503, {}],
    [408, {}],
    [429, { name: 'rate_limit_exceeded' }],
    [409, { name: 'concurrent_idempotent_requests' }],
  ];
  for (const [status, body] of cases) {
    await withResend(() => ({ status, body, headers: { 'Retry-After': '7' } }), async ({ handler }) => {
      const res = await handler(invoke(contactPage, { 'x-idempotency-key': KEY }));
      assert.deepEqual(await answerOf(res), {
        status: 503,
        body: { error: 'provider_unavailable', providerStatus: status },
      });
      assert.equal(res.headers.get('retry-after'), '7');
    });
  }
});

Deno.test('Resend not answering in time is transient: 503 as soon as the timeout passes', async () => {
  await withResend(() => 'hang', async ({ config, resend }) => {
    const handler = createSendContactEmail({ ...config, timeoutMs: 150 });
    const started = Date.now();
    const res = await handler(invoke(contactPage, { 'x-idempotency-key': KEY }));
    assert.deepEqual(await answerOf(res), { status: 503, body: { error: 'provider_timeout' } });
    assert.ok(Date.now() - started < 1500);
    assert.equal(resend.requests.length, 1);
  });
});

Deno.test('Resend out of reach is transient: 503', async () => {
  await withResend(undefined, async ({ config }) => {
    const handler = createSendContactEmail({ ...config, apiUrl: closedUrl() });
    assert.deepEqual(await answerOf(await handler(invoke(contactPage))), {
      status: 503,
      body: { error: 'provider_unreachable' },
    });
  });
});

Deno.test('a payload outside the contract is refused with 400 naming the field, and nothing is sent', async () => {
  await withResend(undefined, async ({ resend, handler }) => {
    const cases: [unknown, string][] = [
      [{ ...contactPage, email: 'not-an-address' }, 'email'],
      [{ ...contactPage, name: '   ' }, 'name'],
      [{ ...contactPage, name: 'Ana\r\nBcc: someone@example.com' }, 'name'],
      [{ ...contactPage, source: 'elsewhere' }, 'source'],
      [{ ...contactPage, language: 'fr' }, 'language'],
      // The home form's rules when it names the home form as its source.
      [{ ...contactPage, source: 'contact-form', phone: '' }, 'phone'],
      [{ ...contactPage, message: 'x'.repeat(contactPayloadLimits.message + 1) }, 'message'],
      [{ email: 'ana@example.com', message: 'Hello' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await answerOf(await handler(invoke(body)));
      assert.equal(status, 400, field);
      assert.equal(answer.error, 'validation');
      assert.equal(typeof answer.fields[field], 'string', `${field}: ${JSON.stringify(answer.fields)}`);
    }
    // The server reads the rule each field broke, not a visitor's message.
    const { body: answer } = await answerOf(await handler(invoke({ ...contactPage, name: '', phone: '1'.repeat(21) })));
    assert.deepEqual(answer.fields, { name: 'required', phone: 'max' });
    assert.equal(resend.requests.length, 0);
  });
});

Deno.test('without its secrets the function answers 500 (kept and retried by the site) and sends nothing', async () => {
  await withResend(undefined, async ({ resend, config }) => {
    const handler = createSendContactEmail({ ...config, apiKey: undefined, to: [] });
    const { status, body } = await answerOf(await handler(invoke(contactPage)));
    assert.equal(status, 500);
    assert.deepEqual(body, { error: 'not_configured', missing: ['RESEND_API_KEY', 'CONTACT_TO_EMAIL'] });
    assert.equal(resend.requests.length, 0);
  });
});

Deno.test('logs ids and statuses, never a visitor value', async () => {
  await withResend(
    (n) => n === 1 ? { status: 200, body: { id: 'email-123' } } : { status: 422, body: { message: contactPage.email } },
    async ({ handler }) => {
      const { lines } = await captureLogs(async () => {
        await handler(invoke(contactPage, { 'x-idempotency-key': KEY }));
        await handler(invoke(contactPage, { 'x-idempotency-key': KEY }));
        await handler(invoke({ ...contactPage, email: 'ana-at-example' }, { 'x-idempotency-key': KEY }));
      });
      assert.equal(lines.length, 3);
      assert.deepEqual(lines.map((line) => JSON.parse(line).outcome), ['sent', 'provider-error', 'invalid']);
      assert.equal(JSON.parse(lines[0]!).providerId, 'email-123');
      for (const line of lines) {
        assert.equal(JSON.parse(line).key, KEY);
        for (const value of ['Ana', 'ana.ruiz', 'ana-at-example', '555-0199', 'park']) {
          assert.ok(!line.includes(value), `${value} in ${line}`);
        }
      }
    },
  );
});
