// The deployed entry: the handler with this function's secrets. Everything else lives in handler.ts.
import { ghlConfigFromEnv } from './config.ts';
import { createSubmitToGhl } from './handler.ts';

Deno.serve(createSubmitToGhl(ghlConfigFromEnv(Deno.env)));
