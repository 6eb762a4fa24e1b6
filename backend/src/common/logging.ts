import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { LogConfig } from '../config/app-config.js';

/**
 * The log: one JSON object per line (pino), each line written whole, so no text a client sends
 * (a remote failure's reason, a name, a URL) can start a line of its own; JSON escapes line breaks
 * and terminal escape codes. A person at a terminal gets the readable form instead (LOG_FORMAT).
 * Every line written while a request is answered carries its `reqId`, also sent back as X-Request-Id.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy gave the request (nginx's $request_id, a UUID) is kept if it looks like one; anything else is replaced. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Query parameters and path parts that are credentials (resource tokens, sign-in and unsubscribe links). */
const SECRET_QUERY = /([?&](?:access|token)=)[^&#]*/gi;
const SECRET_PATH = /(\/api\/email\/unsubscribe\/)[^/?#]+/i;
const HIDDEN = '[entfernt]';

const receivedAt = Symbol('receivedAt');
type TimedRequest = IncomingMessage & { [receivedAt]?: number };

/** The address as logged: tokens in it replaced. */
export function loggableUrl(url: string): string {
  if (!url.includes('=') && !url.includes('/unsubscribe/')) return url;
  return url.replace(SECRET_QUERY, `$1${HIDDEN}`).replace(SECRET_PATH, `$1${HIDDEN}`);
}

/** A line's request: method and address only; headers (Authorization, cookies) are never written. */
function requestSummary(req: IncomingMessage & { originalUrl?: string }) {
  return { method: req.method, url: loggableUrl(req.originalUrl ?? req.url ?? '') };
}

const responseSummary = (res: ServerResponse) => ({ statusCode: res.statusCode });

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Control characters as visible escapes (`\n`, `\u001b`): the readable form prints a message as it is, line breaks included. */
export function visibleControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters a terminal acts on
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const messageText = (message: unknown): string => (typeof message === 'string' ? message : message === undefined ? '' : JSON.stringify(message));

/** The readable form: time, level, [context] and the message on one line; other fields below it as JSON. */
function readableStream(destination?: DestinationStream): DestinationStream {
  return pretty({
    destination: destination ?? 1,
    colorize: !destination && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context',
    sync: true,
    messageFormat: (log, messageKey) => visibleControls(`${typeof log.context === 'string' ? `[${log.context}] ` : ''}${messageText(log[messageKey])}`),
  });
}

export interface LoggerOptions {
  /** Write nothing (tests, unless TEST_LOGS is set). */
  silent?: boolean;
  /** Where the lines go instead of stdout (a test that reads them). */
  destination?: DestinationStream;
}

/** The process's one logger (web process, worker, migrations). */
export function createLogger(config: LogConfig, options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.silent ? 'silent' : config.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: pino.stdSerializers.err, req: requestSummary, res: responseSummary },
      // Whatever logs a request's or response's headers: never the credentials in them.
      redact: { paths: ['headers.authorization', 'headers.cookie', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: HIDDEN },
    },
    config.format === 'pretty' ? readableStream(options.destination) : (options.destination ?? pino.destination({ dest: 1, sync: true })),
  );
}

/**
 * Gives each request its id (a sane incoming X-Request-Id, else a new UUID) and sends it back.
 * Mounted first, so even a request the body parsers refuse answers with its id.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && INCOMING_REQUEST_ID.test(given) ? given : randomUUID();
    (req as TimedRequest)[receivedAt] = performance.now();
    res.setHeader(REQUEST_ID_HEADER, req.id);
    next();
  };
}

const elapsedMs = (req: IncomingMessage) => performance.now() - ((req as TimedRequest)[receivedAt] ?? performance.now());

/**
 * nestjs-pino over the process's logger: Nest's and every `new Logger(context)`'s lines go to it,
 * those written during a request with its `reqId`. One line per answered request only when it
 * failed (5xx, error level) or was slow (warn); every other at debug, which costs nothing at the
 * default level on the wedding day.
 */
export function loggingModule(logger: Logger, config: LogConfig): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      logger,
      wrapSerializers: false,
      genReqId: (req) => (req as Partial<IncomingMessage>).id ?? randomUUID(),
      // Lines during a request carry its id only; the closing line adds method, address and status.
      quietReqLogger: true,
      quietResLogger: true,
      customLogLevel: (req, res, error) => (error || res.statusCode >= 500 ? 'error' : elapsedMs(req) >= config.slowRequestMs ? 'warn' : 'debug'),
      customSuccessMessage: (req) => (elapsedMs(req) >= config.slowRequestMs ? 'Langsame Anfrage' : 'Anfrage beantwortet'),
      customErrorMessage: () => 'Anfrage fehlgeschlagen',
      customSuccessObject: (req, _res, value: object) => ({ ...value, req }),
      customErrorObject: (req, _res, _error, value: object) => ({ ...value, req }),
    },
  });
}
