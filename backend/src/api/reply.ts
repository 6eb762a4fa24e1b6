import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import { createZodDto, ZodSerializerDto } from 'nestjs-zod';
import { z } from 'zod';

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

const USES_OPENAPI_3_1 = 'x-nestjs_zod-uses-3-point-1-syntax';

/**
 * zod writes a plain nullable value as `type: ['string', 'null']`, which @nestjs/swagger reads as
 * "an array of strings". Written as `anyOf` instead, nestjs-zod's cleanup turns it into OpenAPI
 * 3.0's `nullable: true`, so `description: string | null` is documented as exactly that.
 * Returns whether anything was rewritten.
 */
function nullableAsAnyOf(node: unknown, topLevel = false): boolean {
  if (Array.isArray(node)) return node.map((item) => nullableAsAnyOf(item)).some(Boolean);
  if (!node || typeof node !== 'object') return false;
  const schema = node as Record<string, unknown>;
  let changed = false;
  for (const value of Object.values(schema)) changed = nullableAsAnyOf(value) || changed;
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    schema.anyOf = (schema.type as string[]).map((type) => ({ type }));
    // A route's top-level properties keep an empty type, which nestjs-zod's cleanup removes.
    if (topLevel) schema.type = '';
    else delete schema.type;
    changed = true;
  }
  return changed;
}

/** One DTO class per reply schema, named after the schema so OpenAPI shows a readable name. */
function replyDto(schema: z.ZodType) {
  let dto = replyDtos.get(schema);
  if (!dto) {
    // codec: replies are encoded (a Date becomes ISO text) and documented as they travel.
    dto = createZodDto(schema, { codec: true });
    Object.defineProperty(dto, 'name', { value: replyName(schema) });
    const metadata = (dto as unknown as { _OPENAPI_METADATA_FACTORY: () => Record<string, Record<string, unknown>> })._OPENAPI_METADATA_FACTORY.bind(dto);
    Object.defineProperty(dto, '_OPENAPI_METADATA_FACTORY', {
      value: () => {
        const properties = metadata();
        const changed = Object.values(properties).map((property) => nullableAsAnyOf(property, true)).some(Boolean);
        if (changed) for (const property of Object.values(properties)) property[USES_OPENAPI_3_1] = true;
        return properties;
      },
    });
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
