import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type Pending = [IncomingMessage, ServerResponse];

/**
 * How many requests start before the server reads its sockets again: each turn has fixed costs, and
 * 8 served a saturated rush best with the same longest wait as 2 (docs/decisions/0003-arrival-order.md).
 */
export const REQUESTS_PER_TURN = 8;

/**
 * Starts the server's requests in the order it read them, a few at a time, reading its sockets
 * again between those few, so that a request waits behind the ones that arrived before it and
 * not behind those that arrived after: Linux's level-triggered epoll otherwise reports the sockets
 * served last turn first, and a request that just missed a turn waits two
 * (docs/decisions/0003-arrival-order.md).
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
