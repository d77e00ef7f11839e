// The deployed entry: the handler with this function's secrets. Everything else lives in handler.ts.
import { emailConfigFromEnv } from './config.ts';
import { createSendContactEmail } from './handler.ts';

Deno.serve(createSendContactEmail(emailConfigFromEnv(Deno.env)));
