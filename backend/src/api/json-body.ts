import { isUtf8 } from 'node:buffer';
import { BadRequestException, HttpException, HttpStatus, type INestApplication, SetMetadata } from '@nestjs/common';
import { INTERCEPTORS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { pathToRegexp } from 'path-to-regexp';
import secureJson from 'secure-json-parse';
import type { HttpServerConfig } from '../config/app-config.js';
import { BODY_MESSAGES, MAX_JSON_DEPTH } from '@hochzeit/contracts';
import { type AppRoute, appRoutes } from './app-routes.js';

/**
 * What a JSON body may be before anything reads it. A route's body is at most its limit in bytes
 * (the default suits every form; a route that takes more declares it with `@JsonBodyLimit`), and
 * nested at most MAX_JSON_DEPTH levels (the story's columns, the deepest contract, need 9). Both
 * are checked on the raw bytes, so a hostile body costs one pass over at most `limit` bytes.
 */
export const DEFAULT_JSON_BODY_LIMIT = 100 * 1024;
/** Form posts (Twilio's webhooks): flat fields only, never nested. */
export const FORM_BODY_LIMIT = 100 * 1024;

const JSON_BODY_LIMIT = 'api:json-body-limit';
const BODY_CONTENT_TYPE = 'api:body-content-type';

/** A route whose body is a form post, not JSON (Twilio's webhooks). */
export const FormBody = () => SetMetadata(BODY_CONTENT_TYPE, 'application/x-www-form-urlencoded');

/**
 * The static mark of an interceptor that reads the body itself (the upload interceptor: multipart),
 * so its routes are no JSON routes.
 */
export const READS_OWN_BODY = 'readsOwnBody';

/** A route that legitimately takes a larger JSON body than the default (the whole story at once). */
export const JsonBodyLimit = (bytes: number) => SetMetadata(JSON_BODY_LIMIT, bytes);

class JsonTooDeepError extends Error {
  readonly type = 'entity.too.deep';
}

/** Bytes that are no UTF-8: read on, they would be stored as U+FFFD, the sender's text silently changed. */
class InvalidUtf8Error extends Error {
  readonly type = 'entity.invalid.utf8';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper than `maxDepth` arrays/objects, read from its UTF-8 bytes without
 * parsing (brackets inside strings do not count). Stops at the first level too deep, so a body of
 * a million '[' costs as much as one of `maxDepth + 1`. Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}

function verifyJson(_req: Request, _res: Response, bytes: Buffer): void {
  if (!isUtf8(bytes)) throw new InvalidUtf8Error();
  if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) throw new JsonTooDeepError();
}

/** A form declared (or taken) as UTF-8 must be UTF-8; one declared ISO-8859-1 is read as such. */
function verifyForm(req: Request, _res: Response, bytes: Buffer): void {
  if (declaresUtf8(req) && !isUtf8(bytes)) throw new InvalidUtf8Error();
}

/** body-parser's errors (http-errors with a `type`) as German replies. */
function germanBodyError(error: unknown, limit: number): HttpException {
  const type = (error as { type?: string }).type;
  switch (type) {
    case 'entity.too.large':
      return new HttpException({ msg: BODY_MESSAGES.tooLarge(limit) }, HttpStatus.PAYLOAD_TOO_LARGE);
    case 'entity.too.deep':
      return new BadRequestException({ msg: BODY_MESSAGES.tooDeep });
    case 'entity.parse.failed':
      return new BadRequestException({ msg: BODY_MESSAGES.invalidJson });
    case 'entity.invalid.utf8':
      return new BadRequestException({ msg: BODY_MESSAGES.invalidUtf8 });
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new HttpException({ msg: BODY_MESSAGES.unsupportedEncoding }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    case 'parameters.too.many':
      return new HttpException({ msg: BODY_MESSAGES.tooLarge(limit) }, HttpStatus.PAYLOAD_TOO_LARGE);
    default:
      // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR …): the body does not unpack.
      if (/^Z_/.test((error as { code?: string }).code ?? '')) return new BadRequestException({ msg: BODY_MESSAGES.invalidCompression });
      // request.aborted, request.size.invalid, stream errors: the client's side, never a 500.
      return new BadRequestException({ msg: BODY_MESSAGES.aborted });
  }
}

/** Only UTF-8 JSON: the depth scan reads bytes, and no client sends UTF-16 or UTF-32. */
function declaresUtf8(req: Request): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  return !charset || /^utf-?8$/i.test(charset);
}

function jsonParser(limit: number): RequestHandler {
  const parse = express.json({ limit, verify: verifyJson });
  return (req, res, next) => {
    if (req.is('application/json') && !declaresUtf8(req)) {
      next(new HttpException({ msg: BODY_MESSAGES.unsupportedEncoding }, HttpStatus.UNSUPPORTED_MEDIA_TYPE));
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error) return next(germanBodyError(error, limit));
      try {
        // A prototype key is harmless as parsed, but dangerous to any later merge (Object.assign, ORM assign).
        const body: unknown = req.body;
        if (body !== null && typeof body === 'object') secureJson.scan(body, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return next(new BadRequestException({ msg: BODY_MESSAGES.forbiddenKey }));
      }
      next();
    });
  };
}

function formParser(): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, verify: verifyForm });
  return (req, res, next) => parse(req, res, (error?: unknown) => next(error ? germanBodyError(error, FORM_BODY_LIMIT) : undefined));
}

/**
 * A body that has not fully arrived within `ms` is answered with 408 and its connection closed: a
 * client sending a form a few bytes a second would otherwise hold it until the server's
 * requestTimeout, which must leave uploads (their own interceptor, not this parser) minutes.
 */
function withDeadline(parse: RequestHandler, ms: number): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req) || req.complete) return parse(req, res, next);
    let answered = false;
    const timer = setTimeout(() => {
      if (req.complete) return;
      answered = true;
      res.setHeader('Connection', 'close');
      next(new HttpException({ msg: BODY_MESSAGES.tooSlow }, HttpStatus.REQUEST_TIMEOUT));
    }, ms);
    parse(req, res, (error?: unknown) => {
      clearTimeout(timer);
      if (!answered) next(error);
    });
  };
}

/**
 * The body parsers of the application (JSON and form posts; uploads are multipart and stream to
 * disk in their own interceptor). Each JSON route gets its own size limit: routes are matched as
 * Nest's router matches them (case-insensitive, trailing slash ignored), from the controllers' metadata.
 */
export function bodyParsers(app: INestApplication, limits: Pick<HttpServerConfig, 'bodyTimeoutMs'>): RequestHandler[] {
  const routes = appRoutes(app);
  const largerRoutes = routes.flatMap((route) => {
    const limit = Reflect.getMetadata(JSON_BODY_LIMIT, route.handler) as number | undefined;
    return limit === undefined ? [] : [{ method: route.method, pattern: pathToRegexp(route.path, { sensitive: false, trailing: true }).regexp, parse: jsonParser(limit) }];
  });
  const parseDefault = jsonParser(DEFAULT_JSON_BODY_LIMIT);
  const jsonRoutes = routes.filter(takesJsonBody).map(({ method, path }) => ({ method, pattern: pathToRegexp(path, { sensitive: false, trailing: true }).regexp }));
  const json: RequestHandler = (req, res, next) => {
    // A JSON route given a body of another type (a form, text, multipart) refuses it rather than reading it as empty.
    if (hasBody(req) && !req.is('application/json') && jsonRoutes.some(({ method, pattern }) => (method === req.method || method === 'ALL') && pattern.test(req.path))) {
      next(new HttpException({ msg: BODY_MESSAGES.notJson }, HttpStatus.UNSUPPORTED_MEDIA_TYPE));
      return;
    }
    const route = largerRoutes.find(({ method, pattern }) => (method === req.method || method === 'ALL') && pattern.test(req.path));
    (route?.parse ?? parseDefault)(req, res, next);
  };
  return [withDeadline(json, limits.bodyTimeoutMs), withDeadline(formParser(), limits.bodyTimeoutMs)];
}


/** A body with content (an empty POST's 'Content-Length: 0' is none). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** A route reading its @Body() as JSON: not a form post (`@FormBody`), not an upload (an interceptor that reads its own body). */
function takesJsonBody(route: AppRoute): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<string, unknown>;
  if (!Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.BODY))) return false;
  if (Reflect.getMetadata(BODY_CONTENT_TYPE, route.handler) ?? Reflect.getMetadata(BODY_CONTENT_TYPE, route.controller)) return false;
  const interceptors = [...((Reflect.getMetadata(INTERCEPTORS_METADATA, route.controller) ?? []) as unknown[]), ...((Reflect.getMetadata(INTERCEPTORS_METADATA, route.handler) ?? []) as unknown[])];
  return !interceptors.some((interceptor) => typeof interceptor === 'function' && READS_OWN_BODY in interceptor);
}
