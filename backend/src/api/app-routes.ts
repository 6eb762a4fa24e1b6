import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';

/** One route of the application as Nest maps it, read from the controllers' own metadata. */
export interface AppRoute {
  /** Upper case, as in `req.method` ('GET', 'POST', …; 'ALL' for @All). */
  method: string;
  /** With a leading slash and Nest's parameter syntax: '/api/admin/guests/:id'. */
  path: string;
  controller: Type;
  /** The handler function: decorators' metadata (roles, body limits) hangs on it. */
  handler: (...args: unknown[]) => unknown;
  handlerName: string;
}

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${joined}`;
}

/** Every route of every controller of the application (after `NestFactory.create`, before or after `init`). */
export function appRoutes(app: INestApplication): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller?.prototype) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
      for (const handlerName of Object.getOwnPropertyNames(controller.prototype)) {
        if (handlerName === 'constructor') continue;
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, handlerName)?.value as AppRoute['handler'] | undefined;
        if (typeof handler !== 'function') continue;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (requestMethod === undefined || paths === undefined) continue;
        for (const prefix of prefixes) {
          for (const path of asList(paths)) routes.push({ method: RequestMethod[requestMethod], path: joinPath(prefix, path), controller, handler, handlerName });
        }
      }
    }
  }
  return routes;
}
