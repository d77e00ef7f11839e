import assert from 'node:assert/strict';
import type { GhlConfig } from '../submit-to-ghl/config.ts';
import { splitName } from '../submit-to-ghl/contact.ts';
import { createSubmitToGhl } from '../submit-to-ghl/handler.ts';
import { captureLogs, closedUrl, invoke, type Recorded, type Reply, startStandIn } from './standin.ts';

const KEY = '0b7e4c1d-2f3a-4b5c-9d8e-7f6a5b4c3d2e';

const lead = {
  name: 'Maria Lopez Garcia',
  email: 'maria.lopez@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back has been stiff for a week.',
  source: 'contact-form',
};

/** LeadConnector's upsert as it behaves: one contact per e-mail, `new` only the first time. */
function upsertByEmail() {
  const contacts = new Map<string, string>();
  return (request: Recorded): Reply => {
    const email = (request.body as { email: string }).email;
    const known = contacts.get(email);
    const id = known ?? `contact-${contacts.size + 1}`;
    contacts.set(email, id);
    return { status: known ? 200 : 201, body: { new: !known, contact: { id }, traceId: 'trace-1' } };
  };
}

async function withGhl(
  reply: (request: Recorded) => Reply,
  run: (s: {
    ghl: ReturnType<typeof startStandIn>;
    config: GhlConfig;
    handler: (req: Request) => Promise<Response>;
  }) => Promise<void>,
) {
  const ghl = startStandIn(reply);
  const config: GhlConfig = { token: 'pit-test-token', locationId: 'loc-123', apiUrl: ghl.url, timeoutMs: 2000 };
  try {
    // The function's log lines are checked in a test of their own; here they would only be noise.
    await captureLogs(() => run({ ghl, config, handler: createSubmitToGhl(config) }));
  } finally {
    await ghl.close();
  }
}

const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });

Deno.test('upserts the contact: token, API version, location, split name, e-mail, phone, source as tag', async () => {
  await withGhl(upsertByEmail(), async ({ ghl, handler }) => {
    const res = await handler(invoke(lead, { 'x-idempotency-key': KEY }));
    assert.deepEqual(await answerOf(res), {
      status: 200,
      body: { success: true, contactId: 'contact-1', created: true },
    });
    assert.equal(ghl.requests.length, 1);
    const [sent] = ghl.requests as [Recorded];
    assert.equal(sent.method, 'POST');
    assert.equal(sent.path, '/contacts/upsert');
    assert.equal(sent.headers.get('authorization'), 'Bearer pit-test-token');
    assert.equal(sent.headers.get('version'), '2021-07-28');
    assert.equal(sent.headers.get('idempotency-key'), KEY);
    assert.match(sent.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(sent.body, {
      locationId: 'loc-123',
      firstName: 'Maria',
      lastName: 'Lopez Garcia',
      email: 'maria.lopez@example.com',
      phone: '(727) 555-0199',
      tags: ['contact-form'],
      source: 'contact-form',
    });
  });
});

Deno.test('tags a lead written in Spanish, so the clinic answers in Spanish; an English lead as before', async () => {
  await withGhl(upsertByEmail(), async ({ ghl, handler }) => {
    assert.equal((await handler(invoke({ ...lead, language: 'es' }))).status, 200);
    assert.equal((await handler(invoke({ ...lead, email: 'ana@example.com', language: 'en' }))).status, 200);
    assert.deepEqual(ghl.requests.map((r) => (r.body as { tags: string[] }).tags), [
      ['contact-form', 'Spanish'],
      ['contact-form'],
    ]);
  });
});

Deno.test('a retried lead carries the same key and body, and stays one contact', async () => {
  await withGhl(upsertByEmail(), async ({ ghl, handler }) => {
    const first = await answerOf(await handler(invoke(lead, { 'x-idempotency-key': KEY })));
    const again = await answerOf(await handler(invoke(lead, { 'x-idempotency-key': KEY })));
    assert.deepEqual(first.body, { success: true, contactId: 'contact-1', created: true });
    assert.deepEqual(again.body, { success: true, contactId: 'contact-1', created: false });
    assert.deepEqual(ghl.requests.map((r) => r.headers.get('idempotency-key')), [KEY, KEY]);
    assert.deepEqual(ghl.requests[0]!.body, ghl.requests[1]!.body);
  });
});

Deno.test('splits a name at its first space; one word is a first name alone', () => {
  assert.deepEqual(splitName('Maria'), { firstName: 'Maria' });
  assert.deepEqual(splitName('  Ana   Ruiz '), { firstName: 'Ana', lastName: 'Ruiz' });
  assert.deepEqual(splitName('Mary Ann de la Cruz'), { firstName: 'Mary', lastName: 'Ann de la Cruz' });
});

Deno.test('a refusal by LeadConnector (4xx but 408 and 429) is a refusal: 422', async () => {
  for (const status of [400, 401, 403, 422]) {
    await withGhl(
      () => ({ status, body: { message: ['phone must be a valid phone number'] } }),
      async ({ handler }) => {
        const { status: answered, body } = await answerOf(await handler(invoke(lead, { 'x-idempotency-key': KEY })));
        assert.equal(answered, 422, String(status));
        assert.equal(body.error, 'provider_refused');
        assert.equal(body.providerStatus, status);
        assert.equal(body.success, undefined);
      },
    );
  }
});

Deno.test('a failure that may pass (5xx, 408, 429) is transient: 503', async () => {
  for (const status of [500, 502, 503, 408, 429]) {
    await withGhl(() => ({ status, body: {} }), async ({ handler }) => {
      const { status: answered, body } = await answerOf(await handler(invoke(lead)));
      assert.equal(answered, 503, String(status));
      assert.deepEqual(body, { error: 'provider_unavailable', providerStatus: status });
    });
  }
});

Deno.test('LeadConnector not answering in time, or out of reach, is transient: 503', async () => {
  await withGhl(() => 'hang', async ({ config }) => {
    const started = Date.now();
    const res = await createSubmitToGhl({ ...config, timeoutMs: 150 })(invoke(lead));
    assert.deepEqual(await answerOf(res), { status: 503, body: { error: 'provider_timeout' } });
    assert.ok(Date.now() - started < 1500);
    const unreachable = await createSubmitToGhl({ ...config, apiUrl: closedUrl() })(invoke(lead));
    assert.deepEqual(await answerOf(unreachable), { status: 503, body: { error: 'provider_unreachable' } });
  });
});

Deno.test('a lead outside the contract (the home form rules) is refused with 400 naming the field', async () => {
  await withGhl(upsertByEmail(), async ({ ghl, handler }) => {
    const cases: [unknown, string][] = [
      [{ ...lead, phone: '555' }, 'phone'],
      [{ ...lead, name: 'M' }, 'name'],
      [{ ...lead, email: 'maria' }, 'email'],
      [{ ...lead, message: 'short' }, 'message'],
      [{ ...lead, source: 'crm-import' }, 'source'],
      [{ ...lead, language: 'Spanish' }, 'language'],
      [[lead], 'body'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await answerOf(await handler(invoke(body)));
      assert.equal(status, 400, field);
      assert.equal(typeof answer.fields[field], 'string', `${field}: ${JSON.stringify(answer.fields)}`);
    }
    assert.equal(ghl.requests.length, 0);
  });
});

Deno.test('no CRM set up: the lead is accepted and skipped; half set up: 500 naming the missing secret', async () => {
  await withGhl(upsertByEmail(), async ({ ghl, config }) => {
    const off = createSubmitToGhl({ ...config, token: undefined, locationId: undefined });
    assert.deepEqual(await answerOf(await off(invoke(lead))), {
      status: 200,
      body: { success: true, skipped: 'not_configured' },
    });
    const half = createSubmitToGhl({ ...config, locationId: undefined });
    assert.deepEqual(await answerOf(await half(invoke(lead))), {
      status: 500,
      body: { error: 'not_configured', missing: ['GHL_LOCATION_ID'] },
    });
    assert.equal(ghl.requests.length, 0);
  });
});

Deno.test('logs ids and statuses, never a visitor value', async () => {
  await withGhl(upsertByEmail(), async ({ handler }) => {
    const { lines } = await captureLogs(async () => {
      await handler(invoke(lead, { 'x-idempotency-key': KEY }));
      await handler(invoke({ ...lead, phone: '12' }, { 'x-idempotency-key': KEY }));
    });
    assert.deepEqual(lines.map((line) => JSON.parse(line)), [
      {
        fn: 'submit-to-ghl',
        key: KEY,
        outcome: 'upserted',
        status: 200,
        providerStatus: 201,
        providerId: 'contact-1',
        ms: JSON.parse(lines[0]!).ms,
      },
      { fn: 'submit-to-ghl', key: KEY, outcome: 'invalid', status: 400 },
    ]);
  });
});
