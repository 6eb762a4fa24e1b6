import { USER_TYPES } from '@hochzeit/contracts';
import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { IS_PUBLIC, ROLES } from '../auth/decorators.js';
import type { UserType } from '../auth/auth.types.js';
import { ERROR_REPLY, ERROR_STATUSES, type ErrorStatus, EXTRA_ERRORS } from './reply.js';

/** Every error answers this shape: the message in German, ready to show. */
const errorReplySchema: SchemaObject = { type: 'object', properties: { msg: { type: 'string', description: 'Die Meldung für den Menschen, auf Deutsch.' } }, required: ['msg'] };

interface RouteFacts {
  tag: string;
  isPublic: boolean;
  roles: readonly UserType[];
  extraErrors: ErrorStatus[];
}

/** 'EventSettingsModule' → 'Event settings'. */
function tagOf(module: string): string {
  const words = module.replace(/Module$/, '').split(/(?=[A-Z])/);
  return [words[0], ...words.slice(1).map((word) => word.toLowerCase())].join(' ');
}

/** What the reference needs of each handler, by its operationId (`<Controller without suffix>_<method>`, as openapi.ts names them). */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        // As the global guard reads them: the handler's mark first, then the controller's.
        const read = <T>(key: string): T | undefined => (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;
        facts.set(`${controller.name.replace(/Controller$/, '')}_${name}`, {
          tag: tagOf(module.metatype.name),
          isPublic: read<boolean>(IS_PUBLIC) === true,
          roles: read<UserType[]>(ROLES) ?? ['admin'],
          extraErrors: (Reflect.getMetadata(EXTRA_ERRORS, handler) ?? []) as ErrorStatus[],
        });
      }
    }
  }
  return facts;
}

/**
 * The error replies a route can give, read from what it is: a route behind the guard answers 401
 * (and 403 unless every account type may use it), one with path parameters 400 for a malformed id
 * and 404 for an unknown one, one with a query or body 400 when it does not validate, one with a
 * body 413 and 415 (too large, wrong type or encoding). The rest the route names with @ApiDoc.
 */
function errorsOf(operation: OperationObject, facts: RouteFacts): ErrorStatus[] {
  const parameters = (operation.parameters ?? []).filter((p): p is ParameterObject => !('$ref' in p));
  const errors = new Set<ErrorStatus>(facts.extraErrors);
  if (!facts.isPublic) {
    errors.add(401);
    if (!USER_TYPES.every((type) => facts.roles.includes(type))) errors.add(403);
  }
  if (parameters.some((p) => p.in === 'path')) errors.add(400).add(404);
  if (parameters.some((p) => p.in === 'query')) errors.add(400);
  if (operation.requestBody) errors.add(400).add(413).add(415);
  return [...errors].sort((a, b) => a - b);
}

/**
 * Completes each operation from its route: its security (none on @Public routes, else the bearer
 * token), its tag (the module), its error replies with the `{msg}` shape.
 */
export function documentOperations(app: INestApplication, doc: OpenAPIObject): void {
  const facts = routeFacts(app);
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, [ERROR_REPLY]: errorReplySchema } };
  const error: ReferenceObject = { $ref: `#/components/schemas/${ERROR_REPLY}` };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const) {
      const operation = item[method];
      if (!operation) continue;
      // A handler on several paths has one operation on each, numbered: 'Guests_qrCode[0]'.
      const route = operation.operationId ? facts.get(operation.operationId.replace(/\[\d+\]$/, '')) : undefined;
      if (!route) throw new Error(`OpenAPI: keine Route zu ${method.toUpperCase()} ${path} (${operation.operationId})`);
      operation.security = route.isPublic ? [] : [{ bearer: [] }];
      operation.tags = [route.tag];
      tags.add(route.tag);
      for (const status of errorsOf(operation, route)) {
        const reply: ResponseObject = { description: ERROR_STATUSES[status], content: { 'application/json': { schema: error } } };
        operation.responses[status] ??= reply;
      }
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name }));
}

/** Keys whose values are data (examples, defaults, enum values), not schemas: left as they are. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'required']);

/**
 * Schemas as OpenAPI 3.0 reads them: `nullable` needs a `type` beside it, so a nullable choice
 * (`anyOf` without a type, as nestjs-zod writes `z.union([…]).nullable()`) gets a branch that is
 * only null instead; `const` (3.1) becomes a one-value `enum`; the fixed keys of a record are
 * named. Walks the whole document.
 */
export function normalizeSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normalizeSchemas(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (DATA_KEYS.has(key)) continue;
    // `properties` maps field names (which may be 'const' or 'nullable') to schemas.
    if (key === 'properties' && typeof value === 'object' && value !== null) for (const property of Object.values(value)) normalizeSchemas(property);
    else normalizeSchemas(value);
  }
  normalizeSchema(record);
}

function normalizeSchema(schema: SchemaObject & { const?: unknown }): void {
  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  // A record with fixed keys (`z.record(z.enum([…]), …)`) requires keys it does not name: named with the value schema.
  const values = schema.additionalProperties;
  if (typeof values === 'object' && schema.required?.length) {
    const properties = (schema.properties ??= {});
    for (const key of schema.required) properties[key] ??= values;
  }
  if (schema.nullable !== true || schema.type !== undefined) return;
  const choices = schema.anyOf ?? schema.oneOf;
  const type = (choices?.find((choice): choice is SchemaObject => 'type' in choice)?.type ?? 'string') as SchemaObject['type'];
  const onlyNull: SchemaObject = { type, nullable: true, enum: [null] };
  delete schema.nullable;
  if (choices) {
    choices.push(onlyNull);
    return;
  }
  // A nullable reference or allOf: the same as a choice of it or null.
  // (The description and default stay on the outside.)
  const inner: Record<string, unknown> = { ...schema };
  for (const key of Object.keys(inner)) {
    if (key === 'description' || key === 'default') delete inner[key];
    else delete (schema as Record<string, unknown>)[key];
  }
  schema.anyOf = [inner];
  schema.anyOf.push(onlyNull);
}
