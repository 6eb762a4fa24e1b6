import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { NotFoundError, UniqueConstraintViolationException, ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';

export const UNKNOWN_ROUTE = 'Diese Adresse gibt es nicht';
export const MALFORMED_ADDRESS = 'Die Adresse ist ungültig kodiert';

/**
 * Nest's router answers an address no route takes with exactly this exception. (`request.route`
 * cannot tell: the ORM's request-context middleware is mounted as a route for every address.)
 */
function isUnknownRoute(exception: unknown, request: Request): boolean {
  return exception instanceof NotFoundException && exception.message === `Cannot ${request.method} ${request.originalUrl}`;
}

/** Every error leaves the API as `{ msg }` with a fitting status. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const { status, body } = this.toResponse(exception, request);
    if (status >= 500) this.logFailure(exception, request, response);
    // Explicit type: a handler may already have declared image/png or a download.
    if (!response.headersSent) response.status(status).type('application/json').json(this.shape(body));
  }

  /**
   * A request the request log follows (common/logging.ts) gets the error on its closing line, with
   * its id, address and time; one refused before that (by a body parser) is logged here, with its id.
   */
  private logFailure(exception: unknown, request: Request, response: Response): void {
    const error = exception instanceof Error ? exception : new Error(String(exception));
    // Typed as always there (pino-http's augmentation), but only set where its middleware ran.
    if ((request as Partial<Request>).log) response.err = error;
    else this.logger.error({ err: error, reqId: request.id, req: request }, 'Anfrage fehlgeschlagen');
  }

  /** The reply body of an error; a controller-scoped subclass may add fields. */
  protected shape(body: Record<string, unknown>): Record<string, unknown> {
    return body;
  }

  private toResponse(exception: unknown, request: Request): { status: number; body: Record<string, unknown> } {
    // No route matched (any method, any case, under /api or not): the router's own 404, in German.
    if (isUnknownRoute(exception, request)) return { status: HttpStatus.NOT_FOUND, body: { msg: UNKNOWN_ROUTE } };
    // A path parameter with broken percent-encoding ('%FF').
    if (exception instanceof HttpException && exception.cause instanceof URIError) return { status: HttpStatus.BAD_REQUEST, body: { msg: MALFORMED_ADDRESS } };
    if (exception instanceof HttpException) {
      // Typed string | object, but whatever the exception was given (null too).
      const res: unknown = exception.getResponse();
      if (typeof res === 'object' && res !== null && 'msg' in res) return { status: exception.getStatus(), body: res };
      const message = typeof res === 'string' ? res : (res as { message?: unknown } | null)?.message;
      const msg = Array.isArray(message) ? message.join('; ') : typeof message === 'string' || typeof message === 'number' ? String(message) : exception.message;
      return { status: exception.getStatus(), body: { msg } };
    }
    if (exception instanceof NotFoundError) return { status: HttpStatus.NOT_FOUND, body: { msg: 'Nicht gefunden' } };
    if (exception instanceof UniqueConstraintViolationException) {
      return { status: HttpStatus.CONFLICT, body: { msg: 'Ein Eintrag mit diesen Daten existiert bereits' } };
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return { status: HttpStatus.CONFLICT, body: { msg: 'Der Eintrag wird noch verwendet oder verweist auf etwas, das es nicht gibt' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { msg: 'Interner Serverfehler' } };
  }
}
