import { ApiError } from '@hochzeit/shared-ui';

/** The server's own message (`msg`) of a failed call, else `fallback` (no answer, or an answer without msg). */
export function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? (error.body as { msg?: unknown } | null | undefined) : undefined;
  return typeof body?.msg === 'string' && body.msg ? body.msg : fallback;
}
