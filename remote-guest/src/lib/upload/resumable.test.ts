import { ApiError, errorMessage } from '@hochzeit/shared-ui';
import { TUS_RETRY_DELAYS, tusError } from './resumable';

/** A tus-js-client DetailedError as it arrives in onError: the last response, if any. */
function detailed(status: number | null, body: string) {
  const error = new Error('tus: unexpected response') as Error & { originalResponse: unknown };
  error.originalResponse = status === null ? null : { getStatus: () => status, getBody: () => body };
  return error;
}

it("turns tus's errors into the API client's: the server's German msg and status, status 0 without an answer", () => {
  const refused = tusError(detailed(429, JSON.stringify({ msg: 'Bitte warten Sie eine Minute.' })));
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused.status).toBe(429);
  expect(errorMessage(refused, 'Fehler beim Hochladen.')).toBe('Bitte warten Sie eine Minute.');

  // No answer (the connection dropped and the retries ran out): status 0, the caller's message.
  const gone = tusError(detailed(null, ''));
  expect(gone.status).toBe(0);
  expect(errorMessage(gone, 'Fehler beim Hochladen.')).toBe('Fehler beim Hochladen.');
  // A reply that is not JSON has no server message.
  expect(errorMessage(tusError(detailed(502, '<html>Bad Gateway</html>')), 'Fehler beim Hochladen.')).toBe('Fehler beim Hochladen.');
  expect(tusError(new Error('plain')).status).toBe(0);
});

it('keeps retrying for about two minutes before a row fails (a phone finding the Wi-Fi again)', () => {
  const total = TUS_RETRY_DELAYS.reduce((sum, ms) => sum + ms, 0);
  expect(total).toBeGreaterThanOrEqual(100_000);
  expect(total).toBeLessThanOrEqual(180_000);
  expect(TUS_RETRY_DELAYS[0]).toBe(0);
});
