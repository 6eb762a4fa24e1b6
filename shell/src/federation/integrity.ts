import type { Release } from './remote-registry';

/** Starts the message of every integrity refusal; the loader recognises it inside the runtime's own errors. */
export const INTEGRITY_FAILURE = 'integrity';

/** Absolute URL of a file of the registry's releases -> its SRI value (SHA-384). */
const hashes = new Map<string, string>();
/** Federation names of releases whose entry must carry a hash. */
const protectedRemotes = new Set<string>();

/** An address made absolute against `base` (else the page). */
export const absolute = (url: string | URL, base?: string) => new URL(url, base ?? location.href).href;

/** Subresource Integrity value (sha384-<base64>) of some bytes. */
export async function sri(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * Records the hashes of a release before its federation name is loaded. A release without
 * recorded hashes (an unversioned build, a release made before hashes were recorded) loads unverified.
 */
export function protectRelease(name: string, release: Release): void {
  const manifest = absolute(release.manifest);
  for (const [file, hash] of Object.entries(release.integrity)) hashes.set(absolute(file, manifest), hash);
  if (hashes.has(manifest)) protectedRemotes.add(name);
}

/**
 * Whether a failed load of a versioned release was a changed file. A script refused for its
 * integrity attribute fails like a network error, so the entry's bytes are compared here (they
 * usually come from the HTTP cache).
 */
export async function failedIntegrity(release: Release, error: unknown): Promise<boolean> {
  if (String(error).includes(`${INTEGRITY_FAILURE}: `)) return true;
  for (const [file, hash] of Object.entries(release.integrity)) {
    const response = await fetch(absolute(file, absolute(release.manifest))).catch(() => null);
    if (response?.ok && (await sri(await response.arrayBuffer())) !== hash) return true;
  }
  return false;
}

/** The recorded SRI value of a file of a registry release, if any. */
export const expectedHash = (url: string | URL): string | undefined => hashes.get(absolute(url));

/** Whether the release registered under `name` must load only with recorded hashes. */
export const isProtected = (name: string): boolean => protectedRemotes.has(name);

export function refuse(url: string): never {
  throw new Error(`${INTEGRITY_FAILURE}: ${url} passt nicht zur SHA-384-Prüfsumme der Registry`);
}

/** Fetches a file; when the registry recorded its hash, only with exactly those bytes. */
export async function verifiedFetch(url: string): Promise<Response> {
  const expected = expectedHash(url);
  const response = await fetch(url);
  if (!expected || !response.ok) return response;
  const bytes = await response.arrayBuffer();
  if ((await sri(bytes)) !== expected) refuse(url);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}
