/**
 * Both functions under /functions/v1/<name> on 127.0.0.1, as Supabase serves them, for a local run of
 * the site and its end-to-end test. Secrets from the environment, as in the deployed entries. Prints
 * the port it listens on (PORT, or one the system picks) as its first line.
 */
import { emailConfigFromEnv } from '../send-contact-email/config.ts';
import { createSendContactEmail } from '../send-contact-email/handler.ts';
import { ghlConfigFromEnv } from '../submit-to-ghl/config.ts';
import { createSubmitToGhl } from '../submit-to-ghl/handler.ts';
import { json } from '../_shared/http.ts';

const functions: Record<string, (req: Request) => Promise<Response>> = {
  'send-contact-email': createSendContactEmail(emailConfigFromEnv(Deno.env)),
  'submit-to-ghl': createSubmitToGhl(ghlConfigFromEnv(Deno.env)),
};

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('PORT') ?? 0),
    onListen: ({ port }) => console.log(`listening on ${port}`),
  },
  (req) => {
    const name = new URL(req.url).pathname.match(/^\/functions\/v1\/([^/]+)\/?$/)?.[1];
    const handler = name ? functions[name] : undefined;
    return handler ? handler(req) : json(404, { error: 'not_found' });
  },
);
