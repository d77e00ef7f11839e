import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Locale } from '../../shared/locale.js';
import { formTexts } from './language.js';

/** A native post: a full contact-page message in any script, percent-encoded, fits with room to spare. */
export const NATIVE_BODY_LIMIT = '64kb';
/** The browser's script posts JSON, as small as the API's. */
export const JSON_BODY_LIMIT = '12kb';

export type BodyType = 'urlencoded' | 'json';

/** The body's media type when it is one a form post may have, else null (answered 415). */
export function bodyType(req: Request): BodyType | null {
  const type = req.headers['content-type'] ?? '';
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return 'urlencoded';
  if (/^application\/json\s*(;|$)/i.test(type)) return 'json';
  return null;
}

/** Why a body could not be read: a status, the API's error code, and which of the forms' texts words it. */
export type UnreadableBody = {
  status: 400 | 413 | 415;
  error: 'payload_too_large' | 'invalid_json' | 'unsupported_media_type' | 'bad_request';
  reason: 'tooLarge' | 'invalidJson' | 'charset' | 'badRequest' | 'mediaType';
};

export const unsupportedMediaType: UnreadableBody = {
  status: 415,
  error: 'unsupported_media_type',
  reason: 'mediaType',
};

/** The JSON answer to a body that could not be read, in the language of the address it was posted to. */
export const unreadableAnswer = (why: UnreadableBody, locale: Locale) => ({
  error: why.error,
  message: formTexts(locale).unreadable[why.reason],
});

export type ReadBody = { ok: true; body: Record<string, unknown> } | ({ ok: false } & UnreadableBody);

// extended: false reads `a[b]=c` as the key `a[b]`, never nesting; a repeated field becomes an array.
const parsers: Record<BodyType, RequestHandler> = {
  urlencoded: express.urlencoded({ extended: false, limit: NATIVE_BODY_LIMIT, parameterLimit: 100, type: () => true }),
  json: express.json({ limit: JSON_BODY_LIMIT, strict: true, type: () => true }),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** body-parser's refusals by kind, as the API names them; anything else is a body it could not read. */
function unreadable(err: unknown): UnreadableBody {
  switch ((err as { type?: unknown } | null)?.type) {
    case 'entity.too.large':
    case 'parameters.too.many':
      return { status: 413, error: 'payload_too_large', reason: 'tooLarge' };
    case 'entity.parse.failed':
      return { status: 400, error: 'invalid_json', reason: 'invalidJson' };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { ...unsupportedMediaType, reason: 'charset' };
    default:
      return { status: 400, error: 'bad_request', reason: 'badRequest' };
  }
}

/**
 * Reads a form post's body. A body that is not an object (a JSON array, nothing at all) reads as an
 * empty form, so every required field is named, as the API does.
 */
export function readBody(req: Request, res: Response, type: BodyType): Promise<ReadBody> {
  return new Promise((resolve) => {
    parsers[type](req, res, (err?: unknown) => {
      if (err) return resolve({ ok: false, ...unreadable(err) });
      resolve({ ok: true, body: isObject(req.body) ? req.body : {} });
    });
  });
}
