import type { Response } from 'supertest';
import type { TestApp } from './test-app.js';

/** supertest parser: the body as bytes, whatever its type (supertest keeps only text and JSON by itself). */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A GET with these headers whose `body` is the reply's bytes. */
export const getBytes = (t: TestApp, path: string, headers: Record<string, string> = {}) => t.http().get(path).set(headers).buffer(true).parse(binary);

/**
 * A signed link (`?access=…` or a signature in the path) opened as a browser opens it, in a new
 * tab or an <img>: without the session's header. `body` is the reply's bytes.
 */
export const followSignedLink = (t: TestApp, url: string) => getBytes(t, url);
