import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type Pending = [IncomingMessage, ServerResponse];

/**
 * How many requests start before the server reads its sockets again. Each turn between them has
 * fixed costs (reading the sockets, the timers, scheduling the next turn), which a server that is
 * busy pays for every few requests. Measured first with the guest dashboard at 100 connections
 * (2 cores, load generator included), longest wait against the median: 1 serves as many as
 * starting each request as it is read, 2.4–2.9 × instead of 2.9–4.3 ×; 2 ~15 % more at 1.8–3.6 ×; 4
 * another 10–25 % more but up to 4.2 ×. That was while Express's prototype change kept request
 * objects alive (express-adapter.ts). Since, in full wedding-day runs on a slower machine where the
 * rush saturates the main thread, 8 and 16 served the rush's guest reads with a p99 well under
 * 2's (PostgreSQL 0.26–0.73 s against 1.0–1.75 s; the embedded database 0.85–4.2 s against
 * 1.1–4.5 s, noisy), 8 no worse than 16, and the dashboard's longest wait stayed 2.0–2.7 × the
 * median at every size from 2 to 16. On a machine twice as fast, the longest wait was the same in
 * milliseconds at 2, 4 and 8 (27–45 ms: every connection held at once by garbage collection or by
 * the main thread waiting for a core), while 8 served ~11,000 dashboards a second against 2's
 * ~7,500: against 8's smaller median that wait is 3.5–4.3 ×, against 2's 2.5–3.5 ×.
 */
export const REQUESTS_PER_TURN = 8;

/**
 * Starts the server's requests in the order it read them, a few at a time, reading its sockets
 * again between those few, so that a request waits behind the ones that arrived before it and
 * not behind those that arrived after.
 *
 * Without it, every request a turn of the event loop reads is handled within that turn, and with
 * many busy connections Linux hands the sockets to that read in an unfair order: its epoll (which
 * libuv uses level-triggered) reports the sockets served in the previous turn, ready again with
 * their next request, ahead of a socket that became ready after that turn's read began. A request
 * that just missed one turn was read last in the next: it waited two whole turns while the others
 * waited one (under the wedding-day load at 100 connections: answered 86 ms after it arrived, with
 * a median of 21 ms). Reading again after every few requests makes the unfair order a matter of
 * those few; the queue keeps everything read earlier ahead.
 *
 * Replaces the server's 'request' listeners (Express) with the queue; call once, before listen.
 */
export function startRequestsInArrivalOrder(server: Server, perTurn = REQUESTS_PER_TURN): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  // Two arrays instead of one ever-growing: `starting` is worked off, `arrived` fills meanwhile.
  let starting: Array<Pending | undefined> = [];
  let index = 0;
  let arrived: Pending[] = [];
  let scheduled = false;

  const startSome = () => {
    scheduled = false;
    try {
      for (let started = 0; started < perTurn; started++) {
        if (index === starting.length) {
          if (arrived.length === 0) break;
          [starting, arrived, index] = [arrived, [], 0];
        }
        const [req, res] = starting[index] as Pending;
        starting[index++] = undefined;
        for (const listener of listeners) listener.call(server, req, res);
      }
    } finally {
      // Also after a listener threw: the requests behind it still start.
      if (index < starting.length || arrived.length > 0) schedule();
    }
  };
  // setImmediate runs after the current turn's reads (in the same turn when the server was idle,
  // so a lone request waits for nothing), and the next one only after the next turn's reads.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    arrived.push([req, res]);
    schedule();
  });
}
