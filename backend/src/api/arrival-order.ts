import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type Pending = [IncomingMessage, ServerResponse];

/**
 * How many requests start before the server reads its sockets again. Measured with the guest
 * dashboard at 100 connections (2 cores, load generator included), longest wait against the median:
 * 1 serves as many as starting each request as it is read, 2.4–2.9 × instead of 2.9–4.3 ×; 2 serves
 * ~15 % more, 1.8–3.6 × in 26 measurements of that phase on two machines (up to 4.6 in full
 * benchmark runs on a noisy machine); 4 another 10–25 % more (a few requests handled in one
 * callback share its fixed costs) but up to 4.2 × in the same measurements (4.8 in a full run); 16
 * and more serve still more, but a request then waits behind more that arrived after it (up to 5 ×).
 * The dashboard is served at 1.2–2.6 × the rate of /api/health even at 2, so fairness decides.
 */
export const REQUESTS_PER_TURN = 2;

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
