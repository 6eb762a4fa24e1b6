import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/** The SDK's `export =` object (what `import twilio from 'twilio'` gives). */
type TwilioSdk = typeof import('twilio');
let sdk: Promise<TwilioSdk> | undefined;

/** The SDK is large (thousands of modules): loaded on first use, so a start without an account never pays for it. */
function loadTwilio(): Promise<TwilioSdk> {
  // A CommonJS module imported from ESM arrives as its `default`.
  return (sdk ??= import('twilio').then((module) => (module as unknown as { default: TwilioSdk }).default));
}

const TWILIO_API = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The SDK's own HTTP client, sending every request for a Twilio host to `base` instead (a class
 * made from the loaded SDK). The SDK has no base-URL option (edge and region only change the host name).
 */
function redirectingRequestClient(twilio: TwilioSdk) {
  return class RedirectingRequestClient extends twilio.RequestClient {
    constructor(
      private readonly base: string,
      options: ConstructorParameters<typeof twilio.RequestClient>[0],
    ) {
      super(options);
      // The SDK tunes only its HTTPS agent; give plain HTTP the same socket limits, so a
      // benchmark against a local stand-in sees the parallelism it would get from Twilio.
      const httpsAgent: unknown = this.axios.defaults.httpsAgent;
      if (httpsAgent instanceof HttpsAgent) {
        const { keepAlive, keepAliveMsecs, maxSockets, maxTotalSockets, maxFreeSockets, scheduling, timeout } = httpsAgent.options;
        this.axios.defaults.httpAgent = new HttpAgent({ keepAlive, keepAliveMsecs, maxSockets, maxTotalSockets, maxFreeSockets, scheduling, timeout });
      }
    }

    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: this.redirect(opts.uri) });
    }

    /** Every *.twilio.com host, not just api.twilio.com, so a stand-in setup never reaches the real Twilio. */
    private redirect(uri: string): string {
      const url = new URL(uri);
      const isTwilio = url.hostname === 'twilio.com' || url.hostname.endsWith('.twilio.com');
      return isTwilio ? `${this.base}${url.pathname}${url.search}` : uri;
    }
  };
}

/** The official SDK client for this account; apiUrl other than https://api.twilio.com sends every request there instead (a local stand-in). */
export async function createTwilioClient(settings: { accountSid: string; authToken: string; apiUrl: string; timeoutMs?: number }): Promise<Twilio> {
  const twilio = await loadTwilio();
  const base = settings.apiUrl.replace(/\/+$/, '');
  // No autoRetry: the caller retries 429 and 5xx itself, with its own backoff and bookkeeping.
  const options = { timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS, autoRetry: false };
  const RedirectingRequestClient = redirectingRequestClient(twilio);
  const httpClient = base === TWILIO_API ? new twilio.RequestClient(options) : new RedirectingRequestClient(base, options);
  return twilio(settings.accountSid, settings.authToken, { ...options, httpClient });
}

export type TwilioSendOutcome =
  /** Twilio took the message; `status` is Twilio's ('queued', 'accepted', …). */
  | { kind: 'accepted'; sid: string; status: string }
  /** Twilio answered with an HTTP error: its status and Twilio error code (e.g. 429/20429, 400/21211). */
  | { kind: 'rejected'; httpStatus: number; code: number | null; message: string }
  /** No HTTP answer. `mayHaveArrived` is false only when the request certainly never reached Twilio. */
  | { kind: 'unreachable'; message: string; mayHaveArrived: boolean };

/** Connection errors that happen before a single byte of the request is sent. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Creates one message. Twilio's refusals and network failures come back as an outcome; any other
 * error (a programming error such as a missing `to`, an unreadable 2xx body) is thrown.
 */
export async function sendViaTwilio(
  client: Twilio,
  message: { to: string; from: string; body: string; statusCallback?: string },
): Promise<TwilioSendOutcome> {
  try {
    const created = await client.messages.create({
      to: message.to,
      from: message.from,
      body: message.body,
      ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
    });
    return { kind: 'accepted', sid: created.sid, status: created.status };
  } catch (error) {
    return outcomeOf(error);
  }
}

function outcomeOf(error: unknown): TwilioSendOutcome {
  if (!(error instanceof Error)) throw error;
  const failure = error as Error & { status?: unknown; code?: unknown; isAxiosError?: boolean; cause?: unknown };
  if (failure.isAxiosError) {
    const codes = errorCodes(failure);
    const neverSent = codes.size > 0 && [...codes].every((code) => NEVER_SENT.has(code));
    return { kind: 'unreachable', message: failure.message || [...codes].join(', '), mayHaveArrived: !neverSent };
  }
  // An HTTP answer: RestException, or TwilioServiceException for RFC 9457 bodies (the SDK does not export that class).
  if (typeof failure.status === 'number') {
    return {
      kind: 'rejected',
      httpStatus: failure.status,
      code: typeof failure.code === 'number' ? failure.code : null,
      message: failure.message || `HTTP ${failure.status}`,
    };
  }
  throw error;
}

/** The error codes of a network failure, its causes and (for a failed multi-address connect) each attempt. */
function errorCodes(error: unknown, codes = new Set<string>()): Set<string> {
  if (!error || typeof error !== 'object') return codes;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') codes.add(code);
  if (cause !== error) errorCodes(cause, codes);
  if (Array.isArray(errors)) for (const inner of errors) errorCodes(inner, codes);
  return codes;
}

/** Whether sending again is safe and may succeed: rate limits, Twilio's server errors, and requests that never left. */
export function isRetryable(outcome: TwilioSendOutcome): boolean {
  if (outcome.kind === 'rejected') return outcome.httpStatus === 429 || outcome.httpStatus >= 500;
  if (outcome.kind === 'unreachable') return !outcome.mayHaveArrived;
  return false;
}

/** Whether X-Twilio-Signature was made with our auth token over this exact URL and these form parameters. */
export async function isValidTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Record<string, unknown>): Promise<boolean> {
  if (!signature) return false;
  const twilio = await loadTwilio();
  try {
    return twilio.validateRequest(authToken, signature, url, params);
  } catch {
    return false;
  }
}
