import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express, { type Request, type Response, type NextFunction } from 'express';
import type { AppConfig } from '../../config/app-config.js';

export const REMOTE_NAMES = ['admin', 'guest', 'provider'] as const;
export type RemoteRegistry = Record<string, string>;

/** Content-hashed file names (webpack's [contenthash]) may be cached forever; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?|mp4)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The registry the shell reads at start: remote name -> its mf-manifest.json. Rolling out = changing one entry. */
export function remoteRegistry(config: AppConfig): RemoteRegistry {
  const defaults = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  if (!config.remotesFile || !existsSync(config.remotesFile)) return defaults;
  // Read on every request so that an operator's edit takes effect without a restart.
  const overrides = JSON.parse(readFileSync(config.remotesFile, 'utf8')) as unknown;
  if (typeof overrides !== 'object' || overrides === null) throw new Error('REMOTES_FILE: JSON-Objekt erwartet');
  return { ...defaults, ...(overrides as RemoteRegistry) };
}

/**
 * In the embedded default one process serves the whole product: the shell at /, each remote
 * under /remotes/<name>/, and /remotes.json. A CDN or reverse proxy can take this over in production.
 */
export function hostFrontend(app: INestApplication, config: AppConfig): void {
  const shellDir = path.join(config.frontendDir, 'shell', 'dist');

  app.use('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    try {
      res.json(remoteRegistry(config));
    } catch (error) {
      // A half-edited registry must say so; the shell then shows each remote's fallback.
      console.error(`REMOTES_FILE ist ungültig: ${(error as Error).message}`);
      res.status(500).json({ msg: 'Die Remote-Registry ist ungültig' });
    }
  });

  for (const name of REMOTE_NAMES) {
    const dir = path.join(config.frontendDir, `remote-${name}`, 'dist');
    app.use(`/remotes/${name}`, express.static(dir, { index: false, setHeaders: setCacheHeaders, fallthrough: false }));
  }

  // API requests skip the shell's files: a file lookup (stat) per API call would cost every route.
  const shellFiles = express.static(shellDir, { index: false, setHeaders: setCacheHeaders });
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : shellFiles(req, res, next)));

  // History fallback: client routes (/admin/guests, /guest-dashboard, ...) get the shell's index.html.
  const indexFile = path.join(shellDir, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/api') return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('Frontend ist nicht gebaut. Bitte "npm run build" ausführen.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
