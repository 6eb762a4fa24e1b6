import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/**
 * zod 4.6 writes a plain nullable value or a union of plain types as a type list
 * (`type: ['number', 'string']`). @nestjs/swagger reads a type list as "array of the first type",
 * so a body field `price: number | string` would be documented as `number[]`. Before the document
 * is built, the OpenAPI metadata of every request body and query DTO is rewritten to say the same
 * with `anyOf`, which nestjs-zod's cleanup turns into OpenAPI 3.0 (`nullable: true` for null).
 * Request DTOs are patched before the document is built; reply DTOs when `@Reply` creates them.
 */
const FACTORY = '_OPENAPI_METADATA_FACTORY';
const THREE_POINT_ONE = 'x-nestjs_zod-uses-3-point-1-syntax';
const patched = new WeakSet<object>();

type JsonSchema = Record<string, unknown>;

/** Rewrites type lists in a schema and everything nested in it; true if something changed. */
function rewriteTypeLists(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (Array.isArray(schema)) return schema.map(rewriteTypeLists).some(Boolean);
  const node = schema as JsonSchema;
  let changed = false;
  for (const value of Object.values(node)) if (rewriteTypeLists(value)) changed = true;
  if (Array.isArray(node.type)) {
    const types = node.type as string[];
    node.anyOf = types.map((type) => ({ type }));
    delete node.type;
    changed = true;
  }
  return changed;
}

/** Makes one zod DTO class document its type lists as `anyOf`. */
export function documentTypeListsAsAnyOf(dto: unknown): void {
  if (typeof dto !== 'function' || !(dto as { isZodDto?: boolean }).isZodDto) return;
  // Patch the class that owns the factory: swagger calls it on every class of the prototype chain.
  let owner: object | null = dto;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, FACTORY)) owner = Object.getPrototypeOf(owner) as object | null;
  if (!owner || patched.has(owner)) return;
  patched.add(owner);
  const original = (owner as Record<string, () => Record<string, JsonSchema>>)[FACTORY];
  Object.defineProperty(owner, FACTORY, {
    configurable: true,
    value(this: unknown) {
      const properties = original.call(this);
      for (const property of Object.values(properties)) {
        const { type } = property;
        if (!rewriteTypeLists(property)) continue;
        // A top-level property keeps an (empty) type for swagger; nestjs-zod removes it again.
        if (Array.isArray(type)) property.type = '';
        property[THREE_POINT_ONE] = true;
      }
      return properties;
    },
  });
}

/** Applies the rewrite to every DTO a controller route takes (body, query). */
export function documentZodTypeLists(app: INestApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as Type | null)?.prototype as object | undefined;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        if (name === 'constructor') continue;
        const paramTypes = (Reflect.getMetadata('design:paramtypes', prototype, name) as unknown[] | undefined) ?? [];
        paramTypes.forEach(documentTypeListsAsAnyOf);
      }
    }
  }
}
