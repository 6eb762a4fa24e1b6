import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import { createZodDto, ZodSerializerDto } from 'nestjs-zod';
import type { z } from 'zod';

const replyDtos = new WeakMap<z.ZodType, ReturnType<typeof createZodDto>>();

/** The schema's title; a list is named after its entries ("TimelineEventList"). */
function replyName(schema: z.ZodType): string | undefined {
  const title = (schema.meta() as { title?: string } | undefined)?.title;
  if (title) return title;
  const element = (schema as { element?: z.ZodType }).element;
  const elementName = schema.def.type === 'array' && element ? replyName(element) : undefined;
  return elementName && `${elementName}List`;
}

/**
 * One DTO class per reply schema, named after the schema so OpenAPI shows a readable name (unnamed
 * reply classes would all be called the same and overwrite each other in the document).
 */
function replyDto(schema: z.ZodType) {
  let dto = replyDtos.get(schema);
  if (!dto) {
    // codec: replies are encoded (a Date becomes ISO text) and documented as they travel.
    dto = createZodDto(schema, { codec: true });
    const name = replyName(schema);
    if (name) Object.defineProperty(dto, 'name', { value: name });
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

/** A route that answers a file (QR code, download, video) instead of JSON. */
export function FileReply(contentType: string, status = 200) {
  return applyDecorators(
    ApiProduces(contentType),
    ApiResponse({ status, description: 'Datei', content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } }),
  );
}
