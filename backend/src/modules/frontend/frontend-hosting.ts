import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  RELEASE_FILE_NAME,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  RegistrySchema,
  ReleaseInfoSchema,
  releaseManifestPath,
  type RemotesDocument,
} from '@hochzeit/contracts';
import express, { type Request, type Response, type NextFunction } from 'express';
import type { AppConfig } from '../../config/app-config.js';

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

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/**
 * What the shell reads at start (/remotes.json): remote name -> its mf-manifest.json. A remote with
 * a live version in the registry points at that release; the others at their unversioned build
 * (or at REMOTES_FILE's entry). Read on every request, so a promotion or an operator's edit takes
 * effect without a restart.
 */
export async function remotesDocument(config: AppConfig): Promise<RemotesDocument> {
  const document: RemotesDocument = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  if (config.remotesFile && existsSync(config.remotesFile)) {
    const overrides = await readJson(config.remotesFile);
    if (typeof overrides !== 'object' || overrides === null) throw new Error('REMOTES_FILE: JSON-Objekt erwartet');
    Object.assign(document, overrides);
  }
  if (!config.registryFile || !existsSync(config.registryFile)) return document;
  const registry = RegistrySchema.parse(await readJson(config.registryFile));
  const versions: NonNullable<RemotesDocument['versions']> = {};
  for (const remote of REMOTE_NAMES) {
    const version = registry.remotes[remote]?.current;
    if (!version) continue;
    document[remote] = releaseManifestPath(remote, version);
    // The hashes recorded when the release was made; a release without them still loads.
    const release = await readJson(path.join(config.releasesDir, remote, version, RELEASE_FILE_NAME)).then(
      (json) => ReleaseInfoSchema.safeParse(json).data,
      () => undefined,
    );
    versions[remote] = { version, integrity: release?.integrity ?? {} };
  }
  if (Object.keys(versions).length > 0) document.versions = versions;
  return document;
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
export function hostFrontend(app: INestApplication, config: AppConfig): void {
  const shellDir = path.join(config.frontendDir, 'shell', 'dist');

  // Revalidated on every start of the shell (no-cache), answered with 304 while the registry is unchanged.
  app.use('/remotes.json', async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    let body: string;
    try {
      body = JSON.stringify(await remotesDocument(config));
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
