import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';

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
const DATA_END = Buffer.from('\r\n.\r\n');
const unknownMailbox: SmtpReply = { code: 550, message: '5.1.1 Mailbox unavailable' };

/** '<a@b>' or 'a@b' with optional parameters ('SIZE=123') -> 'a@b'. */
function pathAddress(argument: string): string | null {
  const match = /^\s*<([^>]*)>/.exec(argument) ?? /^\s*(\S+)/.exec(argument);
  return match ? match[1] : null;
}

function rawHeadersOf(parsed: ParsedMail): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const { key, line } of parsed.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    headers.set(key, [...(headers.get(key) ?? []), value]);
  }
  return headers;
}

/**
 * A local SMTP server (RFC 5321, the part a submitting client uses: EHLO/HELO, AUTH PLAIN/LOGIN
 * accepting any credentials, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, so a client must not
 * require TLS), that parses every accepted message with mailparser. It delivers nothing anywhere.
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

  function session(socket: Socket): void {
    sockets.add(socket);
    // Replies are small writes: without this, delayed ACKs hold each exchange up to 40 ms.
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const write = (code: number, text: string | string[]) => {
      if (socket.destroyed) return;
      const lines = Array.isArray(text) ? text : [text];
      socket.write(lines.map((line, i) => `${code}${i < lines.length - 1 ? '-' : ' '}${line}\r\n`).join(''));
    };
    let buffered: Buffer = Buffer.alloc(0);
    let inData = false;
    let dataBytes: Buffer[] = [];
    let dataLength = 0;
    let from: string | null = null;
    let to: string[] = [];
    let user: string | undefined;
    /** AUTH LOGIN's steps still expected ('user' then 'pass'), or PLAIN's credentials line. */
    let authStep: 'plain' | 'login-user' | 'login-pass' | null = null;
    let hung = false;
    // Commands are answered one after another, in order, whatever a rule awaits.
    let chain = Promise.resolve();

    const resetTransaction = () => {
      from = null;
      to = [];
    };

    async function command(line: string): Promise<void> {
      if (authStep) {
        if (authStep === 'plain') {
          user = Buffer.from(line, 'base64').toString('utf8').split('\0')[1] ?? '';
          authStep = null;
          return write(235, '2.7.0 Authentication successful');
        }
        if (authStep === 'login-user') {
          user = Buffer.from(line, 'base64').toString('utf8');
          authStep = 'login-pass';
          return write(334, Buffer.from('Password:').toString('base64'));
        }
        authStep = null;
        return write(235, '2.7.0 Authentication successful');
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          resetTransaction();
          return write(250, [`stand-in Hallo ${argument || 'Client'}`, '8BITMIME', 'SMTPUTF8', `SIZE ${MAX_MESSAGE_BYTES}`, 'AUTH PLAIN LOGIN', 'ENHANCEDSTATUSCODES']);
        case 'HELO':
          resetTransaction();
          return write(250, `stand-in Hallo ${argument || 'Client'}`);
        case 'AUTH': {
          const [mechanism = '', initial] = argument.split(' ');
          if (mechanism.toUpperCase() === 'PLAIN') {
            if (initial) {
              user = Buffer.from(initial, 'base64').toString('utf8').split('\0')[1] ?? '';
              return write(235, '2.7.0 Authentication successful');
            }
            authStep = 'plain';
            return write(334, '');
          }
          if (mechanism.toUpperCase() === 'LOGIN') {
            if (initial) {
              user = Buffer.from(initial, 'base64').toString('utf8');
              authStep = 'login-pass';
              return write(334, Buffer.from('Password:').toString('base64'));
            }
            authStep = 'login-user';
            return write(334, Buffer.from('Username:').toString('base64'));
          }
          return write(504, '5.5.4 Unrecognized authentication type');
        }
        case 'MAIL': {
          const address = /^FROM:/i.test(argument) ? pathAddress(argument.slice(5)) : null;
          if (address === null) return write(501, '5.5.4 Syntax: MAIL FROM:<address>');
          resetTransaction();
          from = address;
          return write(250, '2.1.0 OK');
        }
        case 'RCPT': {
          if (from === null) return write(503, '5.5.1 Error: need MAIL command');
          const address = /^TO:/i.test(argument) ? pathAddress(argument.slice(3)) : null;
          if (!address) return write(501, '5.5.4 Syntax: RCPT TO:<address>');
          const verdict = await rejectRecipients?.(address);
          const refusal = verdict === true ? unknownMailbox : verdict || null;
          if (refusal) {
            options.onRefusal?.({ to: [address], from, reply: refusal });
            return write(refusal.code, refusal.message);
          }
          to.push(address);
          return write(250, '2.1.5 OK');
        }
        case 'DATA':
          if (from === null) return write(503, '5.5.1 Error: need MAIL command');
          if (to.length === 0) return write(503, '5.5.1 Error: need RCPT command');
          inData = true;
          dataBytes = [];
          dataLength = 0;
          return write(354, 'End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          resetTransaction();
          return write(250, '2.0.0 OK');
        case 'NOOP':
          return write(250, '2.0.0 OK');
        case 'QUIT':
          write(221, '2.0.0 Bye');
          socket.end();
          return;
        case 'STARTTLS':
          return write(502, '5.5.1 STARTTLS not available');
        default:
          return write(502, '5.5.2 Error: command not recognized');
      }
    }

    async function message(raw: Buffer): Promise<void> {
      const envelope = { from: from ?? '', to };
      const startedIn = generation;
      resetTransaction();
      if (delayMs > 0) await sleep(delayMs);
      const parsed = await simpleParser(raw);
      const mail = { envelope, raw, parsed, rawHeaders: rawHeadersOf(parsed), user, receivedAt: new Date() };
      const verdict = await answerMessage?.(mail);
      if (verdict === 'hang') {
        hung = true;
        return;
      }
      if (verdict) {
        options.onRefusal?.({ ...envelope, reply: verdict });
        return write(verdict.code, verdict.message);
      }
      const id = randomBytes(8).toString('hex');
      // Recorded before the answer: a real server has the mail once it says 250.
      if (startedIn === generation) record({ id, ...mail });
      write(250, `2.0.0 OK: queued as ${id}`);
    }

    /** Handles what has arrived, one command or message at a time (DATA mode starts only after its 354). */
    async function consume(): Promise<void> {
      while (buffered.length > 0 && !hung) {
        if (inData) {
          // The end marker may follow the DATA line directly (an empty message) or any line.
          const joined = dataLength === 0 ? Buffer.concat([Buffer.from('\r\n'), buffered]) : buffered;
          const end = joined.indexOf(DATA_END);
          if (end < 0) {
            // Keep the last 4 bytes: the marker may be split across packets.
            const keep = Math.min(buffered.length, DATA_END.length - 1);
            const take = buffered.subarray(0, buffered.length - keep);
            dataBytes.push(take);
            dataLength += take.length;
            buffered = buffered.subarray(buffered.length - keep);
            if (dataLength > MAX_MESSAGE_BYTES) {
              write(552, '5.3.4 Message too big');
              socket.end();
            }
            return;
          }
          const offset = dataLength === 0 ? 2 : 0;
          const last = joined.subarray(offset, Math.max(offset, end));
          const body = Buffer.concat([...dataBytes, last]);
          buffered = joined.subarray(end + DATA_END.length);
          inData = false;
          // Dot-unstuffing: a line starting with '..' was sent for one starting with '.'.
          const raw = Buffer.from(body.toString('latin1').replace(/(^|\r\n)\.\./g, '$1.'), 'latin1');
          await message(Buffer.concat([raw, Buffer.from('\r\n')]));
          continue;
        }
        const newline = buffered.indexOf('\r\n');
        if (newline < 0) {
          if (buffered.length > MAX_LINE_BYTES) {
            write(500, '5.5.6 Line too long');
            socket.end();
          }
          return;
        }
        const line = buffered.subarray(0, newline).toString('utf8');
        buffered = buffered.subarray(newline + 2);
        await command(line);
      }
    }

    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      chain = chain.then(consume).catch((error: unknown) => {
        console.error('smtp-stand-in: session failed', error);
        write(451, '4.3.0 Local error');
      });
    });
    write(220, 'stand-in ESMTP Hochzeitsportal SMTP-Stand-in');
  }

  const server = createServer(session);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;

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
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
