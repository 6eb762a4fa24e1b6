import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES } from '@hochzeit/contracts';
import express, { type Request, type Response, type NextFunction } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import type { RemoteReleaseCatalog } from '../remote-releases/remote-release-catalog.js';

/** Content-hashed file names (webpack's [contenthash]) may be cached forever; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?|mp4)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', HASHED.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
}

/** A release never changes once made (the release script refuses to overwrite one), so every file of it is cached forever. */
function setReleaseCacheHeaders(res: Response): void {
  res.setHeader('Cache-Control', IMMUTABLE);
}

/** Strong ETag of a body: the same registry always gives the same tag, whichever process answers. */
function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * In the embedded default one process serves the whole product: the shell at /, each remote
 * under /remotes/<name>/, and /remotes.json. A CDN or reverse proxy can take this over in production.
 */
export function hostFrontend(app: INestApplication, config: AppConfig, catalog: RemoteReleaseCatalog): void {
  const shellDir = path.join(config.frontendDir, 'shell', 'dist');

  // Revalidated on every start of the shell (no-cache), answered with 304 while the registry is unchanged.
  app.use('/remotes.json', async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    let body: string;
    try {
      body = JSON.stringify(await catalog.document());
    } catch (error) {
      // A half-edited registry must say so; the shell then shows each remote's fallback.
      console.error(`Die Remote-Registry (REGISTRY_FILE/REMOTES_FILE) ist ungültig: ${(error as Error).message}`);
      res.status(500).json({ msg: 'Die Remote-Registry ist ungültig' });
      return;
    }
    const etag = strongEtag(body);
    res.setHeader('ETag', etag);
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  });

  for (const name of REMOTE_NAMES) {
    // /remotes/<name>/<version>/…: an immutable release; every other path: the unversioned build.
    const releases = express.static(path.join(config.releasesDir, name), { index: false, setHeaders: setReleaseCacheHeaders, fallthrough: false });
    const dir = path.join(config.frontendDir, `remote-${name}`, 'dist');
    const build = express.static(dir, { index: false, setHeaders: setCacheHeaders, fallthrough: false });
    app.use(`/remotes/${name}`, (req: Request, res: Response, next: NextFunction) =>
      RELEASE_VERSION_PATTERN.test(req.path.split('/')[1] ?? '') ? releases(req, res, next) : build(req, res, next),
    );
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
