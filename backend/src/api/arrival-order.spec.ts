/** @database none */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRequestsInArrivalOrder } from './arrival-order.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A server whose handler records which request (by its path) started, in order. */
function recordingServer(perTurn: number): { started: string[]; arrive: (...paths: string[]) => void } {
  const started: string[] = [];
  const server = createServer((req) => started.push(req.url ?? ''));
  startRequestsInArrivalOrder(server, perTurn);
  // Requests as the HTTP parser hands them over, without sockets: only their order matters here.
  const arrive = (...paths: string[]) => {
    for (const url of paths) server.emit('request', { url } as IncomingMessage, {} as ServerResponse);
  };
  return { started, arrive };
}

it('starts requests in the order they were read, a few per turn of the event loop', async () => {
  const { started, arrive } = recordingServer(2);
  arrive('/1', '/2', '/3', '/4', '/5');
  expect(started).toEqual([]); // not while the turn still reads sockets
  await nextTurn();
  expect(started).toEqual(['/1', '/2']);
  await nextTurn();
  expect(started).toEqual(['/1', '/2', '/3', '/4']);
  await nextTurn();
  expect(started).toEqual(['/1', '/2', '/3', '/4', '/5']);
});

it('keeps requests read in a later turn behind those read earlier and not yet started', async () => {
  const { started, arrive } = recordingServer(2);
  arrive('/1', '/2', '/3');
  await nextTurn();
  arrive('/4', '/5');
  for (let turn = 0; turn < 3; turn++) await nextTurn();
  expect(started).toEqual(['/1', '/2', '/3', '/4', '/5']);
  arrive('/6'); // after the queue ran empty, the next request starts in the next turn again
  await nextTurn();
  expect(started).toEqual(['/1', '/2', '/3', '/4', '/5', '/6']);
});

it("answers real requests through the queue, the server's only request listener", async () => {
  const server = createServer((req, res) => res.end(`Antwort auf ${req.url}`));
  startRequestsInArrivalOrder(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`http://127.0.0.1:${port}/${i}`).then((r) => r.text())));
    expect(replies).toEqual(Array.from({ length: 20 }, (_, i) => `Antwort auf /${i}`));
    expect(server.listenerCount('request')).toBe(1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
