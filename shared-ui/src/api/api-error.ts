/** An API failure: `message` is the server's `msg`, else its `error` or 'HTTP <status>' (for logs); `body` the reply. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NO_RESPONSE_MESSAGE = 'Server antwortet nicht. Bitte später erneut versuchen.';

/**
 * What to tell the user about a failed call: the server's own German message (the reply's `msg`),
 * else the caller's German fallback (no answer, a reply without `msg`, any other error).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const msg = error instanceof ApiError ? (error.body as { msg?: unknown } | null | undefined)?.msg : undefined;
  return typeof msg === 'string' && msg ? msg : fallback;
}
