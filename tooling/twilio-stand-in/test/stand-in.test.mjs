// The stand-in over plain HTTP, without the SDK (the backend's twilio-client spec covers the SDK).
// Runs against the built dist: `npm run build && npm test` in this folder.
import assert from 'node:assert/strict';
import { Agent, createServer, request } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { everyNthCall, startTwilioStandIn, twilioSignature } from '../dist/index.js';

/** @type {import('../dist/index.js').TwilioStandIn} */
let standIn;
const agent = new Agent({ keepAlive: true, maxSockets: 300 });

before(async () => {
  standIn = await startTwilioStandIn();
});
after(async () => {
  agent.destroy();
  await standIn.close();
});
beforeEach(() => standIn.reset());

function post(form, { auth = `${standIn.accountSid}:${standIn.authToken}`, path = `/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`, method = 'POST' } = {}) {
  return fetchJson(path, method, new URLSearchParams(form).toString(), auth);
}

function fetchJson(path, method, body, auth) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, standIn.url), {
      method,
      agent,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(auth ? { Authorization: `Basic ${Buffer.from(auth).toString('base64')}` } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, json: JSON.parse(text), reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const hello = { To: '+41791234567', From: '+41790000000', Body: 'Grüezi mitenand' };

describe('Messages.json', () => {
  it('accepts with 201 and the message JSON Twilio returns', async () => {
    const { status, json } = await post({ ...hello, StatusCallback: 'http://127.0.0.1:1/status' });
    assert.equal(status, 201);
    assert.match(json.sid, /^SM[0-9a-f]{32}$/);
    assert.equal(json.account_sid, standIn.accountSid);
    assert.equal(json.to, hello.To);
    assert.equal(json.from, hello.From);
    assert.equal(json.body, hello.Body);
    assert.equal(json.status, 'queued');
    assert.equal(json.num_segments, '1');
    assert.equal(json.direction, 'outbound-api');
    assert.equal(json.api_version, '2010-04-01');
    assert.match(json.date_created, /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    assert.equal(json.uri, `/2010-04-01/Accounts/${standIn.accountSid}/Messages/${json.sid}.json`);
    assert.equal(json.price, null);
    assert.equal(json.error_code, null);
    assert.equal(json.error_message, null);
    assert.equal(standIn.messages.length, 1);
    assert.deepEqual(
      { ...standIn.messages[0], receivedAt: undefined },
      { sid: json.sid, accountSid: standIn.accountSid, to: hello.To, from: hello.From, body: hello.Body, statusCallback: 'http://127.0.0.1:1/status', receivedAt: undefined, callIndex: 1 },
    );
    assert.deepEqual(standIn.calls, [{ to: hello.To, from: hello.From, body: hello.Body, status: 201, authorized: true, callIndex: 1 }]);
  });

  it('answers 401/20003 "Authenticate" to a wrong token or a missing Authorization, and stores no message', async () => {
    const wrong = await post(hello, { auth: `${standIn.accountSid}:wrong` });
    const missing = await post(hello, { auth: null });
    for (const { status, json, headers } of [wrong, missing]) {
      assert.equal(status, 401);
      assert.deepEqual(json, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      assert.equal(headers['www-authenticate'], 'Basic realm="Twilio API"');
    }
    assert.equal(standIn.messages.length, 0);
    assert.deepEqual(standIn.calls.map((c) => [c.status, c.authorized]), [[401, false], [401, false]]);
  });

  it('answers 400 with Twilio codes for a missing To, From or Body', async () => {
    const codes = [];
    for (const missing of ['To', 'From', 'Body']) {
      const form = { ...hello };
      delete form[missing];
      const { status, json } = await post(form);
      assert.equal(status, 400);
      codes.push(json.code);
    }
    assert.deepEqual(codes, [21604, 21603, 21602]);
    assert.equal(standIn.messages.length, 0);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const { status, json } = await post(hello, { path: '/2010-04-01/Accounts/x/Calls.json' });
    assert.equal(status, 404);
    assert.equal(json.code, 20404);
  });

  it('everyNthCall answers 429/20429 "Too Many Requests" on every n-th call and counts refused calls too', async () => {
    standIn.setAnswer(everyNthCall(3));
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(i === 0 ? { ...hello, Body: '' } : hello)).status);
    assert.deepEqual(statuses, [400, 201, 429, 201, 201, 429]);
    const limited = await post(hello);
    assert.equal(limited.status, 201);
    standIn.setAnswer(everyNthCall(1));
    const { json } = await post(hello);
    assert.deepEqual(json, { code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 });
    assert.equal(standIn.messages.length, 4);
  });

  it('keeps 300 parallel requests on keep-alive connections in arrival order', async () => {
    const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => post({ ...hello, Body: `Nr. ${i}` })));
    assert.ok(replies.every((r) => r.status === 201));
    assert.equal(new Set(replies.map((r) => r.json.sid)).size, 300);
    assert.equal(standIn.messages.length, 300);
    assert.deepEqual(standIn.messages.map((m) => m.callIndex), Array.from({ length: 300 }, (_, i) => i + 1));
    // A second round reuses the sockets of the first.
    const again = await Promise.all(Array.from({ length: 300 }, () => post(hello)));
    assert.ok(again.every((r) => r.status === 201));
    assert.ok(again.filter((r) => r.reusedSocket).length >= 250, 'sockets were reused');
  });
});

describe('callbacks', () => {
  it('posts status callbacks and incoming SMS form-encoded and signed over the exact URL', async () => {
    const received = [];
    const receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ url: req.url, signature: req.headers['x-twilio-signature'], type: req.headers['content-type'], params: Object.fromEntries(new URLSearchParams(text)) });
        res.writeHead(204).end();
      });
    });
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${receiver.address().port}`;
    try {
      const { json } = await post({ ...hello, StatusCallback: `${base}/status?batch=7` });
      assert.equal(await standIn.sendStatusCallback(json.sid, 'undelivered', { errorCode: 30005 }), 204);
      assert.equal(await standIn.sendIncoming(`${base}/incoming`, '+41791234567', 'STOP'), 204);
      assert.equal(await standIn.sendStatusCallback(json.sid, 'delivered', { forge: true }), 204);

      const [status, incoming, forged] = received;
      assert.equal(status.url, '/status?batch=7');
      assert.equal(status.type, 'application/x-www-form-urlencoded');
      assert.deepEqual(status.params, {
        AccountSid: standIn.accountSid, ApiVersion: '2010-04-01', ErrorCode: '30005', From: hello.From, MessageSid: json.sid,
        MessageStatus: 'undelivered', SmsSid: json.sid, SmsStatus: 'undelivered', To: hello.To,
      });
      assert.equal(status.signature, twilioSignature(standIn.authToken, `${base}/status?batch=7`, status.params));
      assert.equal(incoming.params.Body, 'STOP');
      assert.equal(incoming.params.From, '+41791234567');
      assert.equal(incoming.params.To, hello.From, 'a reply goes to the number the SMS came from');
      assert.match(incoming.params.MessageSid, /^SM[0-9a-f]{32}$/);
      assert.equal(incoming.signature, twilioSignature(standIn.authToken, `${base}/incoming`, incoming.params));
      assert.notEqual(forged.signature, twilioSignature(standIn.authToken, `${base}/status?batch=7`, forged.params));
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('matches the signature example in Twilio\'s webhook security documentation', () => {
    const params = { To: '+18005551212', CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', From: '+14158675309', Digits: '1234' };
    assert.equal(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params), 'RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });
});
