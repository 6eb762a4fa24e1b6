/** @database none */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { everyNthCall, startTwilioStandIn, type TwilioStandIn } from '@hochzeit/twilio-stand-in';
import { createTwilioClient, isRetryable, isValidTwilioSignature, sendViaTwilio, type TwilioSendOutcome } from './twilio-client.js';

// The real SDK against a local server that answers like Twilio; nothing of ours is mocked.
let standIn: TwilioStandIn;
let client: twilio.Twilio;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  client = await createTwilioClient({ accountSid: standIn.accountSid, authToken: standIn.authToken, apiUrl: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const hello = { to: '+41791234567', from: '+41790000000', body: 'Grüezi! Apéro um 14:00 im Schlossgarten.' };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sendViaTwilio through createTwilioClient and the real SDK', () => {
  it('sends To, From, Body and StatusCallback with Basic auth of the account and gives accepted with the sid', async () => {
    const outcome = await sendViaTwilio(client, { ...hello, statusCallback: 'https://hochzeit.example/api/sms/status' });

    expect(standIn.calls).toEqual([{ ...hello, status: 201, authorized: true, callIndex: 1 }]);
    expect(standIn.messages).toHaveLength(1);
    const [message] = standIn.messages;
    expect(message).toMatchObject({ ...hello, accountSid: standIn.accountSid, statusCallback: 'https://hochzeit.example/api/sms/status' });
    expect(outcome).toEqual({ kind: 'accepted', sid: message.sid, status: 'queued' });
    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(isRetryable(outcome)).toBe(false);
  });

  it('leaves StatusCallback out when none is given', async () => {
    await sendViaTwilio(client, hello);
    expect(standIn.messages[0].statusCallback).toBeUndefined();
  });

  it('gives rejected 401/20003 for a wrong auth token, not retryable, and nothing was sent', async () => {
    const wrong = await createTwilioClient({ accountSid: standIn.accountSid, authToken: 'x'.repeat(32), apiUrl: standIn.url });
    const outcome = await sendViaTwilio(wrong, hello);

    expect(outcome).toEqual({ kind: 'rejected', httpStatus: 401, code: 20003, message: 'Authenticate' });
    expect(isRetryable(outcome)).toBe(false);
    expect(standIn.calls).toEqual([{ ...hello, status: 401, authorized: false, callIndex: 1 }]);
    expect(standIn.messages).toEqual([]);
  });

  it('gives rejected 429/20429 on a rate limit, retryable', async () => {
    standIn.setAnswer(everyNthCall(2));
    const first = await sendViaTwilio(client, hello);
    const second = await sendViaTwilio(client, hello);

    expect(first.kind).toBe('accepted');
    expect(second).toEqual({ kind: 'rejected', httpStatus: 429, code: 20429, message: 'Too Many Requests' });
    expect(isRetryable(second)).toBe(true);
    expect(standIn.messages).toHaveLength(1);
  });

  it('gives rejected 400 with Twilio code for a bad request, not retryable', async () => {
    const outcome = await sendViaTwilio(client, { ...hello, body: '' });

    expect(outcome).toEqual({ kind: 'rejected', httpStatus: 400, code: 21602, message: 'Message body is required.' });
    expect(isRetryable(outcome)).toBe(false);
  });

  it('keeps status and code of any answer, and 5xx is retryable', async () => {
    standIn.setAnswer(() => ({ kind: 'error', status: 400, code: 21211, message: "The 'To' number +4100 is not a valid phone number." }));
    const invalid = await sendViaTwilio(client, hello);
    standIn.setAnswer(() => ({ kind: 'error', status: 503, code: 20503, message: 'Service Unavailable' }));
    const down = await sendViaTwilio(client, hello);

    expect(invalid).toEqual({ kind: 'rejected', httpStatus: 400, code: 21211, message: "The 'To' number +4100 is not a valid phone number." });
    expect(isRetryable(invalid)).toBe(false);
    expect(down).toEqual({ kind: 'rejected', httpStatus: 503, code: 20503, message: 'Service Unavailable' });
    expect(isRetryable(down)).toBe(true);
  });

  it('gives unreachable that certainly never arrived for a closed port, retryable', async () => {
    const server = createServer();
    const url = await listen(server);
    await close(server);
    const nowhere = await createTwilioClient({ accountSid: standIn.accountSid, authToken: standIn.authToken, apiUrl: url });

    const outcome = await sendViaTwilio(nowhere, hello);

    expect(outcome).toEqual({ kind: 'unreachable', message: expect.stringContaining('ECONNREFUSED'), mayHaveArrived: false });
    expect(isRetryable(outcome)).toBe(true);
  });

  it('gives unreachable that may have arrived when the answer comes after timeoutMs, not retryable (and it did arrive)', async () => {
    const impatient = await createTwilioClient({ accountSid: standIn.accountSid, authToken: standIn.authToken, apiUrl: standIn.url, timeoutMs: 100 });
    standIn.setDelay(400);

    const outcome = await sendViaTwilio(impatient, hello);

    expect(outcome).toEqual({ kind: 'unreachable', message: expect.stringContaining('timeout'), mayHaveArrived: true });
    expect(isRetryable(outcome)).toBe(false);
    await until(() => standIn.messages.length === 1);
  });

  it('gives unreachable that may have arrived when the connection breaks after the request, not retryable', async () => {
    // A server that reads the whole request and then drops the connection without answering.
    const dropper = createServer((req) => req.resume().on('end', () => req.socket.destroy()));
    const url = await listen(dropper);
    try {
      const outcome = await sendViaTwilio(await createTwilioClient({ accountSid: standIn.accountSid, authToken: standIn.authToken, apiUrl: url }), hello);
      expect(outcome).toEqual({ kind: 'unreachable', message: expect.any(String), mayHaveArrived: true });
      expect(isRetryable(outcome)).toBe(false);
    } finally {
      await close(dropper);
    }
  });

  it('keeps up 300 parallel sends on kept-alive connections', async () => {
    const outcomes = await Promise.all(Array.from({ length: 300 }, (_, i) => sendViaTwilio(client, { ...hello, body: `SMS ${i}` })));

    expect(outcomes.every((o) => o.kind === 'accepted')).toBe(true);
    expect(new Set(outcomes.map((o) => (o as Extract<TwilioSendOutcome, { kind: 'accepted' }>).sid)).size).toBe(300);
    expect(standIn.messages).toHaveLength(300);
  });
});

describe('createTwilioClient', () => {
  it("keeps the SDK's own client for Twilio's address and redirects any other", async () => {
    const real = await createTwilioClient({ accountSid: standIn.accountSid, authToken: standIn.authToken, apiUrl: 'https://api.twilio.com/' });
    expect(Object.getPrototypeOf(real.httpClient)).toBe(twilio.RequestClient.prototype);
    expect(client.httpClient).toBeInstanceOf(twilio.RequestClient);
    expect(Object.getPrototypeOf(client.httpClient)).not.toBe(twilio.RequestClient.prototype);
  });

  it('does not retry 429 inside the SDK and uses 30 s unless told otherwise', async () => {
    standIn.setAnswer(everyNthCall(1));
    await sendViaTwilio(client, hello);
    expect(standIn.calls).toHaveLength(1);
    expect(client.httpClient.autoRetry).toBe(false);
    expect(client.httpClient.defaultTimeout).toBe(30_000);
  });
});

describe('isValidTwilioSignature on callbacks the stand-in signs like Twilio', () => {
  let receiver: Server;
  let base: string;
  const received: { path: string; signature: string | undefined; params: Record<string, string>; valid: boolean }[] = [];

  beforeAll(async () => {
    // Checks each callback as our webhook will: the configured URL and the form parameters.
    receiver = createServer((req, res) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      const check = async () => {
        const params = Object.fromEntries(new URLSearchParams(text));
        const signature = req.headers['x-twilio-signature'] as string | undefined;
        const valid = await isValidTwilioSignature(standIn.authToken, signature, `${base}${req.url}`, params);
        received.push({ path: req.url!, signature, params, valid });
        res.writeHead(valid ? 204 : 403).end();
      };
      req.on('end', () => void check());
    });
    base = await listen(receiver);
  });
  afterAll(() => close(receiver));
  beforeEach(() => {
    received.length = 0;
  });

  it('accepts a signed status callback and refuses a forged one', async () => {
    const statusUrl = `${base}/api/sms/status?batch=3`;
    const sent = await sendViaTwilio(client, { ...hello, statusCallback: statusUrl });
    if (sent.kind !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(sent)}`);

    expect(await standIn.sendStatusCallback(sent.sid, 'undelivered', { errorCode: 30005 })).toBe(204);
    expect(await standIn.sendStatusCallback(sent.sid, 'delivered', { forge: true })).toBe(403);

    expect(received[0]).toMatchObject({
      path: '/api/sms/status?batch=3',
      valid: true,
      params: { MessageSid: sent.sid, MessageStatus: 'undelivered', ErrorCode: '30005', AccountSid: standIn.accountSid, To: hello.to, From: hello.from },
    });
    expect(received[1]).toMatchObject({ valid: false, params: { MessageSid: sent.sid, MessageStatus: 'delivered' } });
  });

  it('accepts a signed incoming SMS and refuses a forged one, a missing signature, and another URL', async () => {
    expect(await standIn.sendIncoming(`${base}/api/sms/incoming`, hello.to, 'STOP')).toBe(204);
    expect(await standIn.sendIncoming(`${base}/api/sms/incoming`, hello.to, 'STOP', { forge: true })).toBe(403);
    expect(received[0].params).toMatchObject({ From: hello.to, Body: 'STOP', AccountSid: standIn.accountSid });

    const { signature, params } = received[0];
    expect(await isValidTwilioSignature(standIn.authToken, undefined, `${base}/api/sms/incoming`, params)).toBe(false);
    expect(await isValidTwilioSignature(standIn.authToken, signature, `${base}/api/sms/other`, params)).toBe(false);
    expect(await isValidTwilioSignature(standIn.authToken, signature, `${base}/api/sms/incoming`, { ...params, Body: 'START' })).toBe(false);
    expect(await isValidTwilioSignature(standIn.authToken, signature, 'not a url', params)).toBe(false);
  });
});
