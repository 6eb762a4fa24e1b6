import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { COVER_SIZES, INLINE_REGISTRY_ID, INLINE_WELCOME_ID, RELEASE_VERSION_PATTERN, REMOTE_NAMES, type WelcomeLook, type WelcomePage } from '@hochzeit/contracts';
import { contentSecurityPolicy } from '@hochzeit/contracts/security-headers';
import express, { type Request, type Response, type NextFunction } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppConfig } from '../../config/app-config.js';
import type { RemoteReleaseCatalog } from '../remote-releases/index.js';
import { guestWelcomeRenderer, type GuestWelcomeRenderer } from './first-screen.js';

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
 * An address of the API: /api and everything below it, in any case (the router matches routes
 * case-insensitively, so /API/health is the health route). Unknown ones answer a JSON 404, never the shell.
 */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}

/**
 * JSON that is safe inside a <script> element: no '<' (so no '</script>' or '<!--'), '>' or '&'
 * appears literally, nor the line separators older parsers took for line ends. JSON.parse reads
 * the escapes back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `tags` placed at the end of the page's <head>. */
function intoHead(html: string, tags: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : tags + html;
}

/** A JSON data block; React renders the tag, jsonForScript keeps its content from closing it. */
const dataBlock = (id: string, value: unknown) => renderToStaticMarkup(createElement('script', { type: 'application/json', id, dangerouslySetInnerHTML: { __html: jsonForScript(value) } }));

/** index.html with the registry document placed in its <head>, so the shell needs no round trip for it. */
export function inlineRegistry(html: string, document: unknown): string {
  return intoHead(html, dataBlock(INLINE_REGISTRY_ID, document));
}

/**
 * index.html for a guest's valid personal link: the wedding's look for the first screen and, with
 * a cover photo, a preload of the size the screen needs, fetched alongside the scripts.
 */
export function inlineWelcome(html: string, look: WelcomePage): string {
  const images = look.cover?.images ?? [];
  const preload = images.length
    ? renderToStaticMarkup(
        createElement('link', { rel: 'preload', as: 'image', href: images.at(-1)!.url, imageSrcSet: images.map((image) => `${image.url} ${image.width}w`).join(', '), imageSizes: COVER_SIZES, fetchPriority: 'high' }),
      )
    : '';
  return intoHead(html, dataBlock(INLINE_WELCOME_ID, look) + preload);
}

/** The page's empty root, as html-webpack-plugin writes it (minified: without quotes). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** The shell's stylesheet link, as html-webpack-plugin writes it. */
const STYLESHEET_LINK = /<link href="?(\/[\w.-]+\.css)"? rel="?stylesheet"?>/;
/** The shell's script, as html-webpack-plugin writes it (scriptLoading: 'defer'). */
const DEFERRED_SCRIPT = /<script defer(?:="?defer"?)? src="?(\/[\w.-]+\.js)"?><\/script>/;

/** CSP hash sources of what a page carries inline. */
export interface InlineHashes {
  styles: string[];
  scripts: string[];
}
const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/**
 * A guest's first screen in the page itself: `markup` (the server-rendered GuestWelcome) in the
 * root, the shell's stylesheet inline instead of linked, and the shell's script requested only
 * after the first frame: the browser paints the couple's photo and names from the HTML alone,
 * without a render-blocking request and before any script runs (issue 40). The inline parts are
 * allowed by their hashes (`hashes`, for the Content-Security-Policy).
 */
export function inlineFirstScreen(html: string, markup: string, readStylesheet: (href: string) => string | null): { html: string; hashes: InlineHashes } {
  const hashes: InlineHashes = { styles: [], scripts: [] };
  if (!EMPTY_ROOT.test(html)) return { html, hashes };
  let page = html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  const link = STYLESHEET_LINK.exec(page);
  const css = link ? readStylesheet(link[1]) : null;
  if (link && css !== null && !/<\/style/i.test(css)) {
    page = page.replace(link[0], () => `<style>${css}</style>`);
    hashes.styles.push(cspHash(css));
  }
  const script = DEFERRED_SCRIPT.exec(page);
  if (script) {
    // After the frame that shows the HTML (requestAnimationFrame runs before it is painted, the timeout after).
    const loader = `requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement("script");s.src=${JSON.stringify(script[1])};document.head.append(s)}))`;
    page = page.replace(script[0], () => `<script>${loader}</script>`);
    hashes.scripts.push(cspHash(loader));
  }
  return { html: page, hashes };
}

/** The shell's (content-hashed, so unchanging) stylesheets, read once each. */
function stylesheetReader(shellDir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!cache.has(href)) {
      const file = path.join(shellDir, path.basename(href));
      cache.set(href, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return cache.get(href)!;
  };
}

/** The look for a personal link's token, or null when the token is no guest's. */
export type WelcomeLookup = (token: string) => Promise<WelcomeLook | null>;
/** Login tokens are 32 URL-safe characters; anything else is not looked up. */
const LOGIN_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The shell's index.html, read again only when the file changed (a new build). */
function indexReader(file: string): () => string | null {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs, size } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The page of a guest's personal link: the look inlined and, with the shell's renderer, the first
 * screen rendered for this moment (rendered per request: one guest's page is never another's).
 */
function welcomePage(html: string, look: WelcomeLook, render: GuestWelcomeRenderer | null, readStylesheet: (href: string) => string | null): { body: string; hashes: InlineHashes | null } {
  const page: WelcomePage = { ...look, rendered_at: new Date().toISOString() };
  const body = inlineWelcome(html, page);
  if (!render) return { body, hashes: null };
  let markup: string;
  try {
    markup = render(page);
  } catch (error) {
    console.error(`Die erste Seite eines Gasts ließ sich nicht rendern: ${(error as Error).message}`);
    return { body, hashes: null };
  }
  const first = inlineFirstScreen(body, markup, readStylesheet);
  return { body: first.html, hashes: first.hashes };
}

/**
 * In the embedded default one process serves the whole product: the shell at /, each remote
 * under /remotes/<name>/, and /remotes.json. A CDN or reverse proxy can take this over in production.
 */
export function hostFrontend(app: INestApplication, config: AppConfig, catalog: RemoteReleaseCatalog, welcomeFor: WelcomeLookup = () => Promise.resolve(null)): void {
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
    app.use(`/remotes/${name}`, (req: Request, res: Response, next: NextFunction) => {
      void (RELEASE_VERSION_PATTERN.test(req.path.split('/')[1] ?? '') ? releases : build)(req, res, next);
    });
  }

  // API requests skip the shell's files: a file lookup (stat) per API call would cost every route.
  // index.html itself is never served as a plain file: it always carries the current registry.
  // dist/ssr/ holds the server's renderer of the guest's first screen: the server's, not a page's.
  const shellFiles = express.static(shellDir, { index: false, setHeaders: setCacheHeaders });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || req.path === '/index.html' || req.path.startsWith('/ssr/')) next();
    else void shellFiles(req, res, next);
  });

  // History fallback: client routes (/admin/guests, /guest-dashboard, ...) get the shell's index.html,
  // with the registry inlined. no-cache plus an ETag over the whole page: a promotion changes the
  // page, an unchanged one costs a 304.
  const readIndex = indexReader(path.join(shellDir, 'index.html'));
  const welcomeRenderer = guestWelcomeRenderer(shellDir);
  const readStylesheet = stylesheetReader(shellDir);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    const html = readIndex();
    if (html === null) {
      res.status(503).type('text/plain').send('Frontend ist nicht gebaut. Bitte "npm run build" ausführen.');
      return;
    }
    let body = html;
    let remoteOrigins: string[] = Object.values(config.remoteOrigins);
    try {
      body = inlineRegistry(html, await catalog.document());
      remoteOrigins = await catalog.origins();
    } catch {
      // A broken registry: the page without it; the shell then asks /remotes.json, which reports the error.
    }
    // A guest's personal link opens with the couple's photo and names (never for an unknown token).
    const token = req.path === '/guest-login' ? req.query.token : undefined;
    const look = typeof token === 'string' && LOGIN_TOKEN_SHAPE.test(token) ? await welcomeFor(token).catch(() => null) : null;
    let hashes: InlineHashes | null = null;
    if (look) ({ body, hashes } = welcomePage(body, look, welcomeRenderer(), readStylesheet));
    const etag = strongEtag(body);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(remoteOrigins, hashes ?? undefined));
    // The welcome page is one guest's: browsers may keep it, shared caches may not.
    res.setHeader('Cache-Control', look ? 'private, no-cache' : 'no-cache');
    res.setHeader('ETag', etag);
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.type('text/html; charset=utf-8').send(body);
  });
}
