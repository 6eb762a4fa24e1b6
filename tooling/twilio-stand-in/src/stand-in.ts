import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { API_VERSION, DEFAULT_ACCOUNT_SID, DEFAULT_AUTH_TOKEN, DEFAULT_FROM, errorBody, newSid, rfc2822, twilioSignature } from './twilio-format.js';

export interface StandInMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  receivedAt: Date;
  /** Which Messages.json POST created it, counting from 1 (see `StandInOptions.answer`). */
  callIndex: number;
}

/** One Messages.json POST as the stand-in saw it, accepted or not. */
export interface StandInCall {
  to: string;
  from: string;
  body: string;
  /** The HTTP status answered. */
  status: number;
  /** Whether Basic auth named this account with its auth token. */
  authorized: boolean;
  callIndex: number;
}

export type StandInAnswer =
  /** 201 with the message JSON Twilio returns, status 'queued'. */
  | { kind: 'accept' }
  /** Twilio's error JSON {code, message, more_info, status} with this HTTP status. */
  | { kind: 'error'; status: number; code: number; message: string };

export type StandInAnswerFunction = (request: { to: string; from: string; body: string; callIndex: number }) => StandInAnswer | Promise<StandInAnswer>;

export interface StandInOptions {
  /** Default: a fixed 'AC' + 32 hex test SID (DEFAULT_ACCOUNT_SID). */
  accountSid?: string;
  /** Default: a fixed 32-character test token (DEFAULT_AUTH_TOKEN). */
  authToken?: string;
  /**
   * Decides the answer to each authorized, well-formed call; default: accept everything.
   * callIndex counts every Messages.json POST from 1 (also refused ones), restarting at reset().
   */
  answer?: StandInAnswerFunction;
  /** Delay before answering each call, ms (default 0). */
  delayMs?: number;
  /** Default 0: a free port. */
  port?: number;
  /** Told about every answered call (and the message, when accepted); for logging. */
  onCall?: (call: StandInCall, message: StandInMessage | undefined) => void;
}

export type StatusCallbackStatus = 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface TwilioStandIn {
  /** e.g. http://127.0.0.1:43123: the value for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every accepted message in arrival order (refused calls are no messages). */
  messages: StandInMessage[];
  /** Every answered call, accepted or not, in arrival order. */
  calls: StandInCall[];
  setAnswer(answer: StandInOptions['answer']): void;
  setDelay(ms: number): void;
  /**
   * Posts a status callback for an accepted message to its StatusCallback URL (or `url`),
   * form-encoded and signed like Twilio's; `forge: true` signs with a wrong token.
   * Resolves to the HTTP status the receiver answered.
   */
  sendStatusCallback(sid: string, status: StatusCallbackStatus, options?: { errorCode?: number; url?: string; forge?: boolean }): Promise<number>;
  /**
   * Posts an incoming SMS to `url`, signed like Twilio's. `to` defaults to the sender of the
   * latest accepted message (the number a guest replies to), else DEFAULT_FROM.
   * Resolves to the HTTP status the receiver answered.
   */
  sendIncoming(url: string, from: string, body: string, options?: { to?: string; forge?: boolean }): Promise<number>;
  /** Clears messages and calls, restarts callIndex, answers accept again, delay 0. */
  reset(): void;
  close(): Promise<void>;
}

export const tooManyRequests: StandInAnswer = { kind: 'error', status: 429, code: 20429, message: 'Too Many Requests' };

/** An answer function giving `answer` (default 429/20429) on every n-th call and accepting the others. */
export function everyNthCall(n: number, answer: StandInAnswer = tooManyRequests): StandInAnswerFunction {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`everyNthCall needs a whole number >= 1, got ${n}`);
  return ({ callIndex }) => (callIndex % n === 0 ? answer : { kind: 'accept' });
}

const acceptAll: StandInAnswerFunction = () => ({ kind: 'accept' });
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
/** Twilio's texts for a missing parameter or an overlong body, checked in this order. */
const FORM_RULES: { fails: (form: { to: string; from: string; body: string }) => boolean; code: number; message: string }[] = [
  { fails: (f) => !f.to, code: 21604, message: "A 'To' phone number is required." },
  { fails: (f) => !f.from, code: 21603, message: "A 'From' phone number is required." },
  { fails: (f) => !f.body, code: 21602, message: 'Message body is required.' },
  { fails: (f) => f.body.length > 1600, code: 21617, message: 'The concatenated message body exceeds the 1600 character limit.' },
];

export async function startTwilioStandIn(options: StandInOptions = {}): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? DEFAULT_ACCOUNT_SID;
  const authToken = options.authToken ?? DEFAULT_AUTH_TOKEN;
  let answerFor = options.answer ?? acceptAll;
  let delayMs = options.delayMs ?? 0;
  let callCount = 0;
  // Calls still in flight when reset() runs belong to the previous test and must not be recorded.
  let generation = 0;
  const messages: StandInMessage[] = [];
  const calls: StandInCall[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function answerMessages(req: IncomingMessage, res: ServerResponse, pathAccount: string): Promise<void> {
    const callIndex = ++callCount;
    const callGeneration = generation;
    const receivedAt = new Date();
    const form = new URLSearchParams(await readBody(req));
    const fields = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
    const statusCallback = form.get('StatusCallback') || undefined;
    const credentials = basicAuth(req.headers.authorization);
    const authorized = pathAccount === accountSid && credentials?.user === accountSid && credentials.password === authToken;
    if (delayMs > 0) await sleep(delayMs);

    let status: number;
    let reply: Record<string, unknown>;
    let message: StandInMessage | undefined;
    const broken = FORM_RULES.find((rule) => rule.fails(fields));
    if (!authorized) {
      status = 401;
      reply = errorBody(401, 20003, 'Authenticate');
      res.setHeader('WWW-Authenticate', 'Basic realm="Twilio API"');
    } else if (broken) {
      status = 400;
      reply = errorBody(400, broken.code, broken.message);
    } else {
      let answer: StandInAnswer;
      try {
        answer = await answerFor({ ...fields, callIndex });
      } catch (error) {
        console.error('twilio-stand-in: answer function failed', error);
        answer = { kind: 'error', status: 500, code: 20500, message: 'Internal Server Error' };
      }
      if (answer.kind === 'accept') {
        message = { sid: newSid('SM'), accountSid, ...fields, statusCallback, receivedAt, callIndex };
        status = 201;
        reply = messageJson(message);
      } else {
        status = answer.status;
        reply = errorBody(answer.status, answer.code, answer.message);
      }
    }
    const call: StandInCall = { ...fields, status, authorized, callIndex };
    // Twilio keeps a message even when the caller stopped waiting, so record before answering.
    if (callGeneration === generation) {
      insertInArrivalOrder(calls, call);
      if (message) insertInArrivalOrder(messages, message);
      options.onCall?.(call, message);
    }
    sendJson(res, status, reply);
  }

  function messageJson(message: StandInMessage): Record<string, unknown> {
    const now = rfc2822(message.receivedAt);
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}`;
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      body: message.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: { media: `${uri}/Media.json` },
      to: message.to,
      uri: `${uri}.json`,
    };
  }

  const server = createServer((req, res) => {
    res.setHeader('Twilio-Request-Id', newSid('RQ'));
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const match = MESSAGES_PATH.exec(path);
    const handled = !match
      ? drain(req).then(() => sendJson(res, 404, errorBody(404, 20404, `The requested resource ${path} was not found`)))
      : req.method !== 'POST'
        ? drain(req).then(() => sendJson(res, 405, errorBody(405, 20004, 'Method not allowed')))
        : answerMessages(req, res, decodeURIComponent(match[1]));
    handled.catch((error: unknown) => {
      console.error('twilio-stand-in: request failed', error);
      if (!res.headersSent) sendJson(res, 500, errorBody(500, 20500, 'Internal Server Error'));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  /** Posts a form like Twilio's webhooks do: signed over the exact URL and every parameter. */
  function postSigned(target: string, params: Record<string, string>, forge: boolean | undefined): Promise<number> {
    const signature = twilioSignature(forge ? `${authToken}-forged` : authToken, target, params);
    return postForm(target, params, signature);
  }

  const standIn: TwilioStandIn = {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    calls,
    setAnswer(answer) {
      answerFor = answer ?? acceptAll;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    async sendStatusCallback(sid, status, callbackOptions = {}) {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`twilio-stand-in: no accepted message ${sid}`);
      const target = callbackOptions.url ?? message.statusCallback;
      if (!target) throw new Error(`twilio-stand-in: message ${sid} has no StatusCallback and no url was given`);
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        From: message.from,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.to,
      };
      if (callbackOptions.errorCode !== undefined) params.ErrorCode = String(callbackOptions.errorCode);
      return postSigned(target, params, callbackOptions.forge);
    },
    async sendIncoming(url, from, body, incomingOptions = {}) {
      const sid = newSid('SM');
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        Body: body,
        From: from,
        MessageSid: sid,
        NumMedia: '0',
        NumSegments: '1',
        SmsMessageSid: sid,
        SmsSid: sid,
        SmsStatus: 'received',
        To: incomingOptions.to ?? messages.at(-1)?.from ?? DEFAULT_FROM,
      };
      return postSigned(url, params, incomingOptions.forge);
    },
    reset() {
      messages.length = 0;
      calls.length = 0;
      callCount = 0;
      generation++;
      answerFor = acceptAll;
      delayMs = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold the server open until they time out.
        server.closeAllConnections();
      });
    },
  };
  return standIn;
}

function insertInArrivalOrder<T extends { callIndex: number }>(list: T[], item: T): void {
  let at = list.length;
  while (at > 0 && list[at - 1].callIndex > item.callIndex) at--;
  list.splice(at, 0, item);
}

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function drain(req: IncomingMessage): Promise<void> {
  for await (const _ of req);
}

function basicAuth(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** One request on its own connection, so nothing is left open when a test's receiver closes. */
function postForm(target: string, params: Record<string, string>, signature: string): Promise<number> {
  const url = new URL(target);
  const body = new URLSearchParams(params).toString();
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': Buffer.byteLength(body),
        'User-Agent': 'TwilioProxy/1.1',
        'X-Twilio-Signature': signature,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
