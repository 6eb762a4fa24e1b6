import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import { createZodDto, ZodSerializerDto } from 'nestjs-zod';
import { z } from 'zod';

const replyDtos = new WeakMap<z.ZodType, ReturnType<typeof createZodDto>>();

/** The schema's title; a list is named after its entries ("AdminGuestList"), so lists of different records never share a name. */
function replyTitle(schema: z.ZodType): string | undefined {
  const title = (schema.meta() as { title?: string } | undefined)?.title;
  if (title) return title;
  if (schema instanceof z.ZodArray) {
    const entry = replyTitle(schema.element as z.ZodType);
    return entry && `${entry}List`;
  }
  return undefined;
}

type PropertyMetadata = Record<string, unknown> & { type?: unknown };

/**
 * zod (4.5 and later) writes a plain nullable field as `type: ['string', 'null']`, which Swagger
 * mistakes for a list; such a field is documented as the nullable type it is.
 */
function nullableAsOpenApi30(properties: Record<string, PropertyMetadata>): Record<string, PropertyMetadata> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      if (!Array.isArray(property.type) || !property.type.includes('null')) return [key, property];
      const types = property.type.filter((type) => type !== 'null');
      if (types.length !== 1) return [key, property];
      const { 'x-nestjs_zod-empty-type': _emptyType, ...rest } = property;
      return [key, { ...rest, type: types[0], nullable: true }];
    }),
  );
}

/** One DTO class per reply schema, named after the schema's title so OpenAPI shows a readable name. */
function replyDto(schema: z.ZodType) {
  let dto = replyDtos.get(schema);
  if (!dto) {
    // codec: replies are encoded (a Date becomes ISO text) and documented as they travel.
    dto = createZodDto(schema, { codec: true });
    const title = replyTitle(schema);
    if (title) Object.defineProperty(dto, 'name', { value: title });
    const metadata = (dto as unknown as { _OPENAPI_METADATA_FACTORY: () => Record<string, PropertyMetadata> })._OPENAPI_METADATA_FACTORY.bind(dto);
    Object.defineProperty(dto, '_OPENAPI_METADATA_FACTORY', { value: () => nullableAsOpenApi30(metadata()) });
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
