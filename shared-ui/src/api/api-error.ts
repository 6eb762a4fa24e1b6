/** An API failure: `msg` is the server's German message, or a fallback. */
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

/** The server's msg where there is one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
