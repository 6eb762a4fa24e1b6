import { applyDecorators, HttpCode, SetMetadata } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { createZodDto, ZodSerializerDto } from 'nestjs-zod';
import { z } from 'zod';
import { documentTypeListsAsAnyOf } from './zod-type-lists.js';

const replyDtos = new WeakMap<z.ZodType, ReturnType<typeof createZodDto>>();

/**
 * The OpenAPI name of a reply: its schema's title, or "<title>List" for a list of titled records.
 * Every reply needs one: nameless DTO classes would all share one OpenAPI schema, and every route
 * would then be documented with whichever reply was registered first.
 */
function replyName(schema: z.ZodType): string {
  const title = (schema.meta() as { title?: string } | undefined)?.title;
  if (title) return title;
  if (schema instanceof z.ZodArray) return `${replyName(schema.element as z.ZodType)}List`;
  throw new Error('Ein Antwort-Schema braucht einen Namen: .meta({ title: "…" }) am Schema (oder an den Einträgen einer Liste)');
}

/** One DTO class per reply schema, named after the schema so OpenAPI shows a readable name. */
function replyDto(schema: z.ZodType) {
  let dto = replyDtos.get(schema);
  if (!dto) {
    // codec: replies are encoded (a Date becomes ISO text) and documented as they travel.
    dto = createZodDto(schema, { codec: true });
    Object.defineProperty(dto, 'name', { value: replyName(schema) });
    documentTypeListsAsAnyOf(dto);
    replyDtos.set(schema, dto);
  }
  return dto;
}

/**
 * The route's reply: documented in OpenAPI from the contract schema, and the returned value is
 * encoded through that schema, so nothing the contract does not name (a password hash, an
 * internal key) ever leaves the server.
 */
export function Reply(schema: z.ZodType, status = 200) {
  return applyDecorators(HttpCode(status), ZodSerializerDto(replyDto(schema)), ApiResponse({ status, type: replyDto(schema) }));
}

/** A route that answers a file (QR code, download, video) instead of JSON; one route may answer several types. */
export function FileReply(contentType: string | readonly string[], status = 200) {
  const types = typeof contentType === 'string' ? [contentType] : [...contentType];
  const binary = { schema: { type: 'string', format: 'binary' } } as const;
  return applyDecorators(
    ApiProduces(...types),
    ApiResponse({ status, description: 'Datei', content: Object.fromEntries(types.map((type) => [type, binary])) }),
  );
}

/** The error statuses the reference documents, each with what it means on this API. */
export const ERROR_STATUSES = {
  400: 'The request is invalid; the message names the field.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in, but this account may not do this.',
  404: 'Not found.',
  409: 'Conflicts with what is stored (a name already taken, still in use, …).',
  413: 'The body or upload is too large.',
  415: 'The body has a type or encoding this route does not take.',
  429: 'Too many attempts; try again later.',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The OpenAPI name of the `{msg}` shape every error answers with. */
export const ERROR_REPLY = 'ErrorReply';
export const EXTRA_ERRORS = 'api:extra-errors';

/**
 * The route's one-line summary in the reference, and the error statuses it answers beyond those
 * read from the route itself (api/openapi-operations.ts: sign-in, parameters, body): a 409 of a
 * uniqueness check, the 401 of a wrong password, the 429 of a rate limit.
 */
export function ApiDoc(summary: string, ...errors: ErrorStatus[]) {
  return applyDecorators(ApiOperation({ summary }), SetMetadata(EXTRA_ERRORS, errors));
}
