import { Writable } from 'node:stream';
import { type TestApp, startTestApp } from '../../test/test-app.js';
import { createLogger, loggableUrl, visibleControls } from './logging.js';

/** Collects what the logger writes, as the terminal or a log shipper would read it. */
function logOutput() {
  let text = '';
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    lines: () => text.split('\n').slice(0, -1),
    text: () => text,
  };
}

const FORGED_LINE = '{"level":30,"time":"2025-06-07T12:00:00.000Z","context":"Auth","msg":"Admin angemeldet"}';
const HOSTILE_VERSION = `1.4.0\n${FORGED_LINE}`;
const HOSTILE_REASON = `integrity\r\n\u001b[31mALARM: Datenbank gelöscht\u001b[0m\n${FORGED_LINE}\r`;

describe('the log as the server writes it', () => {
  const output = logOutput();
  let t: TestApp | undefined;
  beforeAll(async () => {
    // debug: one line per answered request too, so the request lines are checked as well.
    t = await startTestApp({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, { logDestination: output.stream });
  });
  afterAll(() => t?.close());
  const app = () => t!;

  it('keeps line breaks, escape codes and a forged line a client sends inside one JSON line, with the request id', async () => {
    const res = await app().http().post('/api/remote-failures').send({ remote: 'guest', version: HOSTILE_VERSION, reason: HOSTILE_REASON, fell_back_to: null }).expect(202);
    const requestId = res.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const lines = output.lines();
    expect(lines.length).toBeGreaterThan(10);
    // Every line, from the start on (Nest's route table, migrations), is one JSON object.
    for (const line of lines) {
      expect(line.startsWith('{') && line.endsWith('}')).toBe(true);
      const parsed: unknown = JSON.parse(line);
      expect(typeof parsed).toBe('object');
      // eslint-disable-next-line no-control-regex -- exactly what must not be in a line
      expect(line).not.toMatch(/[\u0000-\u001f]/);
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.msg === 'Admin angemeldet')).toEqual([]);
    expect(lines.filter((line) => line.startsWith(FORGED_LINE) || line.includes('\u001b') || line.startsWith('ALARM'))).toEqual([]);

    // The report as sent, in fields of the warning, and the request's id on it and on the request's line.
    const report = entries.find((entry) => entry.context === 'RemoteReleases');
    expect(report).toEqual(
      expect.objectContaining({ level: 40, reqId: requestId, remote: 'guest', version: HOSTILE_VERSION, reason: HOSTILE_REASON, fell_back_to: null, msg: 'Remote konnte nicht geladen werden, Ersatzseite angezeigt' }),
    );
    expect(entries.find((entry) => entry.msg === 'Anfrage beantwortet' && entry.reqId === requestId)).toEqual(
      expect.objectContaining({ level: 20, req: { method: 'POST', url: '/api/remote-failures' }, res: { statusCode: 202 }, responseTime: expect.any(Number) }),
    );
  });

  it("keeps a proxy's request id that looks like one, replaces any other", async () => {
    const given = await app().http().get('/api/health').set('x-request-id', 'f3a1c0de9b8e4d2a8c7b6a5f4e3d2c1b').expect(200);
    expect(given.headers['x-request-id']).toBe('f3a1c0de9b8e4d2a8c7b6a5f4e3d2c1b');
    for (const hostile of ['kurz', 'a b c d e f g h', '{"level":60}xxxxxxxx', 'x'.repeat(65)]) {
      const replaced = await app().http().get('/api/health').set('x-request-id', hostile).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A request the body parsers refuse still answers with its id.
    const refused = await app().http().post('/api/auth/login').set('content-type', 'text/plain').send('x').expect(415);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no credential: no Authorization header, no ?access= or sign-in token', async () => {
    const bearer = app().auth('admin').Authorization;
    await app().http().get('/api/admin/guests?access=geheimes-zugriffs-token&x=1').set('Authorization', bearer).set('Cookie', 'sitzung=geheimer-keks').expect(200);
    await app().http().get('/api/health?token=geheimes-login-token').expect(200);
    await app().http().post('/api/email/unsubscribe/geheimes-abmelde-token').type('form').send('List-Unsubscribe=One-Click');
    const text = output.text();
    for (const secret of [bearer.slice('Bearer '.length), 'geheimes-zugriffs-token', 'geheimer-keks', 'geheimes-login-token', 'geheimes-abmelde-token']) expect(text).not.toContain(secret);
    const urls = output.lines().map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/guests?access=[entfernt]&x=1', '/api/health?token=[entfernt]', '/api/email/unsubscribe/[entfernt]']));
  });
});

describe('the readable form (LOG_FORMAT=pretty)', () => {
  it('shows a message with line breaks and escape codes on one line, the codes visible', () => {
    const output = logOutput();
    const logger = createLogger({ format: 'pretty', level: 'info', slowRequestMs: 2000 }, { destination: output.stream });
    logger.warn({ context: 'Test', reason: HOSTILE_REASON }, `Eingabe: ${HOSTILE_REASON}`);
    const lines = output.lines();
    // The message line, then the one field below it (JSON-escaped).
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: \[Test\] Eingabe: integrity\\r\\n\\u001b\[31mALARM/);
    expect(lines[1]).toBe(`    reason: ${JSON.stringify(HOSTILE_REASON)}`);
    expect(output.text()).not.toContain('\u001b');
  });

  it('escapes exactly the control characters', () => {
    expect(visibleControls('a\nb\rc\td\u001be\u2028f ä€😀')).toBe('a\\nb\\rc\\td\\u001be\\u2028f ä€😀');
    expect(loggableUrl('/api/media/1/download?access=abc.def&size=web')).toBe('/api/media/1/download?access=[entfernt]&size=web');
    expect(loggableUrl('/api/guests?page=2')).toBe('/api/guests?page=2');
  });
});
