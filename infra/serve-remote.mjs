#!/usr/bin/env node
// Serves one built remote on its own origin (its own port), as a team deploying it separately would:
//   node infra/serve-remote.mjs remote-guest/dist 3102
// Then point the registry (/remotes.json, or REMOTES_FILE) at http://host:3102/mf-manifest.json.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain' };
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function serveRemote(dir, port, host = '127.0.0.1') {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    // The shell on another origin fetches mf-manifest.json with fetch(), so CORS is needed.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root + path.sep)) return void res.writeHead(403).end();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return void res.writeHead(404).end('Not found');
    }
    if (!stat.isFile()) return void res.writeHead(404).end('Not found');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '3102'] = process.argv.slice(2);
  if (!dir) {
    console.error('Aufruf: node infra/serve-remote.mjs <remote-dist-ordner> [port]');
    process.exit(1);
  }
  await serveRemote(dir, Number(port), '0.0.0.0');
  console.log(`Remote aus ${dir} läuft auf http://localhost:${port}/mf-manifest.json`);
}
