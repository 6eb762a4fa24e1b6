import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';

/** An SMTP reply: a code and its text ('550', '5.1.1 Unbekannter Empfänger'). */
export interface SmtpReply {
  code: number;
  message: string;
}

/** One e-mail the stand-in accepted, as mailparser reads it (headers, text, html, attachments). */
export interface ReceivedMail {
  /** The id the stand-in answered with ('250 OK: queued as <id>'). */
  id: string;
  /** MAIL FROM and the accepted RCPT TO addresses, as sent (not the headers). */
  envelope: { from: string; to: string[] };
  /** The message exactly as received (after dot-unstuffing). */
  raw: Buffer;
  parsed: ParsedMail;
  /**
   * Each header's values as sent (unfolded, not decoded), by lower-case name: mailparser folds
   * some into structures of its own (`List-*` into `list`), tests want what a mail client sees.
   */
  rawHeaders: Map<string, string[]>;
  /** The AUTH user name, when the client signed in. */
  user?: string;
  receivedAt: Date;
}

/**
 * Decides a recipient: true refuses it with 550 5.1.1 (an unknown mailbox: a bounce at the door),
 * an SmtpReply refuses it with that (450 for a temporary refusal); false or undefined accepts it.
 */
export type RecipientRule = (address: string) => boolean | SmtpReply | undefined | Promise<boolean | SmtpReply | undefined>;

/**
 * Decides a received message before it is answered: undefined accepts it (250), an SmtpReply
 * refuses it, 'hang' never answers (the client times out: it cannot know whether the mail arrived).
 * A refused or unanswered message is not recorded.
 */
export type MessageRule = (mail: Omit<ReceivedMail, 'id'>) => SmtpReply | 'hang' | undefined | Promise<SmtpReply | 'hang' | undefined>;

export interface SmtpStandInOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  rejectRecipients?: RecipientRule;
  answerMessage?: MessageRule;
  /** Delay before answering the end of each message (DATA), ms (default 0). */
  delayMs?: number;
  /** Told about every accepted message (for logging). */
  onMessage?: (mail: ReceivedMail) => void;
  /** Told about every refusal of a recipient or message (for logging). */
  onRefusal?: (what: { to: string[]; from: string; reply: SmtpReply }) => void;
}

export interface SmtpStandIn {
  /** e.g. smtp://127.0.0.1:43123: the value for SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted message in arrival order. */
  messages(): ReceivedMail[];
  /** Resolves once at least n messages were accepted (in total since the start or reset); rejects after timeoutMs. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  setRejectRecipients(rule: RecipientRule | undefined): void;
  setAnswerMessage(rule: MessageRule | undefined): void;
  setDelay(ms: number): void;
  /** Forgets the messages, accepts everything again, delay 0. */
  reset(): void;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 50 * 1024 * 1024;
const MAX_LINE_BYTES = 4096;
/** The largest delay Node's timers take (about 24.8 days): in effect no idle timeout. */
const NEVER_MS = 2 ** 31 - 1;
const unknownMailbox: SmtpReply = { code: 550, message: '5.1.1 Mailbox unavailable' };
const localError: SmtpReply = { code: 451, message: '4.3.0 Local error' };

/** smtp-server answers a handler's error with `<responseCode> <message>`. */
function refusal(reply: SmtpReply): SMTPServerError {
  return Object.assign(new Error(reply.message), { responseCode: reply.code });
}

function rawHeadersOf(parsed: ParsedMail): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const { key, line } of parsed.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    headers.set(key, [...(headers.get(key) ?? []), value]);
  }
  return headers;
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Past the size limit the rest is not kept: smtp-server answers 552 itself (rejectOversized).
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * A local SMTP server on `smtp-server` (EHLO/HELO, AUTH PLAIN/LOGIN accepting any credentials,
 * MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, so a client must not require TLS), that parses
 * every accepted message with mailparser. It delivers nothing anywhere.
 */
export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  let rejectRecipients = options.rejectRecipients;
  let answerMessage = options.answerMessage;
  let delayMs = options.delayMs ?? 0;
  // A message still being parsed when reset() runs belongs to the previous test and is dropped.
  let generation = 0;
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function record(mail: ReceivedMail): void {
    received.push(mail);
    options.onMessage?.(mail);
    for (const wake of [...waiters]) wake();
  }

  async function recipient(address: string, session: SMTPServerSession): Promise<SmtpReply | null> {
    const verdict = await rejectRecipients?.(address);
    const reply = verdict === true ? unknownMailbox : verdict || null;
    if (reply) options.onRefusal?.({ to: [address], from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', reply });
    return reply;
  }

  /** The answer to a received message: its queue id, a refusal, or 'hang' (no answer at all). */
  async function message(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<SmtpReply | 'hang' | { id: string } | null> {
    // Taken now: smtp-server starts a new transaction on the session once the message is answered.
    const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
    const user = typeof session.user === 'string' ? session.user : undefined;
    const raw = await readAll(stream);
    if (stream.sizeExceeded) return null;
    const startedIn = generation;
    if (delayMs > 0) await sleep(delayMs);
    const parsed = await simpleParser(raw);
    const mail = { envelope, raw, parsed, rawHeaders: rawHeadersOf(parsed), user, receivedAt: new Date() };
    const verdict = await answerMessage?.(mail);
    if (verdict === 'hang') return 'hang';
    if (verdict) {
      options.onRefusal?.({ ...envelope, reply: verdict });
      return verdict;
    }
    const id = randomBytes(8).toString('hex');
    // Recorded before the answer: a real server has the mail once it says 250.
    if (startedIn === generation) record({ id, ...mail });
    return { id };
  }

  const server = new SMTPServer({
    name: 'stand-in',
    banner: 'Hochzeitsportal SMTP-Stand-in',
    heloResponse: '%s Hallo %s',
    logger: false,
    // For smtp://127.0.0.1:… only: no TLS, sign-in in clear text with any credentials, not required.
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: true,
    allowInsecureAuth: true,
    // The rules' texts carry their own enhanced code ('5.1.1 …'): sent as given, not prefixed twice.
    hideENHANCEDSTATUSCODES: true,
    // The stand-in records what the client sent; checking addresses is the sender's business.
    lenientAddressParsing: true,
    disableReverseLookup: true,
    // EHLO offers what the hand-written stand-in offered (pipelined commands are still answered in order).
    hidePIPELINING: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    maxCommandLength: MAX_LINE_BYTES,
    // Pooled connections stay open until the client leaves, as at a lenient submission server.
    socketTimeout: NEVER_MS,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? '' });
    },
    onRcptTo(address, session, callback) {
      recipient(address.address, session).then(
        (reply) => callback(reply ? refusal(reply) : null),
        (error: unknown) => {
          console.error('smtp-stand-in: recipient rule failed', error);
          callback(refusal(localError));
        },
      );
    },
    onData(stream, session, callback) {
      message(stream, session).then(
        (answer) => {
          // 'hang': the callback is never called, so smtp-server never answers the message (and
          // reads nothing more on this connection); its idle timeout does not run while it waits.
          if (answer === 'hang') return;
          if (answer === null) return callback();
          if ('id' in answer) return callback(null, `2.0.0 OK: queued as ${answer.id}`);
          callback(refusal(answer));
        },
        (error: unknown) => {
          console.error('smtp-stand-in: session failed', error);
          callback(refusal(localError));
        },
      );
    },
  });
  // A client that drops its connection mid-transaction is no failure of the stand-in.
  server.on('error', () => undefined);
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${address}:${port}`,
    port,
    messages: () => [...received],
    waitFor(n, timeoutMs = 10_000) {
      if (received.length >= n) return Promise.resolve([...received]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`smtp-stand-in: nach ${timeoutMs} ms ${received.length} von ${n} E-Mails angekommen`));
        }, timeoutMs);
        const check = () => {
          if (received.length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...received]);
        };
        waiters.add(check);
      });
    },
    setRejectRecipients(rule) {
      rejectRecipients = rule;
    },
    setAnswerMessage(rule) {
      answerMessage = rule;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      generation++;
      received.length = 0;
      rejectRecipients = options.rejectRecipients;
      answerMessage = options.answerMessage;
      delayMs = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // At once, as a crashed server would: smtp-server's own close() gives open connections 30 s.
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
