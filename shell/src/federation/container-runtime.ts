import { absolute, expectedHash, isProtected, refuse, verifiedFetch } from './integrity';

/**
 * The shell's whole federation runtime: a release's mf-manifest.json names its entry script
 * (webpack's container), which is loaded with the recorded integrity, joined to the page's shared
 * React and shared-ui, and asked for an exposed module. Webpack's own container protocol
 * (init/get) instead of a runtime library: see docs/decisions/0016-webpack-container-federation.md.
 */

/** What the manifest of a release says (tooling/federation-manifest-plugin.mjs writes it). */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface FederationManifest {
  name?: string;
  metaData?: { globalName?: string; remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: Assets }[];
}

/** A webpack container (remoteEntry.js): joined to a share scope once, then asked for modules. */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** A release to load: the name it is kept under (one per release) and its manifest's address. */
export interface RemoteRef {
  name: string;
  manifest: string;
}

// Provided by webpack in a build with shared modules (the shell's React, shared-ui, zustand).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const manifests = new Map<string, Promise<FederationManifest>>();
const containers = new Map<string, Promise<Container>>();
/** Releases of one remote share their container's global name: entries load one after another. */
let entryQueue: Promise<unknown> = Promise.resolve();

/** A release's manifest, read once (a failed read is tried again next time). */
function readManifest(url: string): Promise<FederationManifest> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = verifiedFetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Manifest ${url} nicht erreichbar (${response.status})`);
      return (await response.json()) as FederationManifest;
    });
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

/** Where a manifest's files are: `publicPath: 'auto'` means beside the manifest. */
function baseOf(manifest: FederationManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return absolute(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

function entryOf(manifest: FederationManifest, manifestUrl: string): { url: string; globalName: string } {
  const entry = manifest.metaData?.remoteEntry;
  const globalName = manifest.metaData?.globalName ?? manifest.name;
  if (!entry?.name || !globalName) throw new Error(`Manifest ${manifestUrl} nennt kein remoteEntry`);
  const file = entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name;
  return { url: absolute(file, baseOf(manifest, manifestUrl)), globalName };
}

/** Runs an entry script (with its recorded hash, so the browser refuses changed bytes) and takes its container. */
function runEntry(url: string, globalName: string, protectedRelease: boolean): Promise<Container> {
  const integrity = expectedHash(url);
  if (!integrity && protectedRelease) refuse(url);
  const scope = globalThis as unknown as Record<string, Container | undefined>;
  const run = () =>
    new Promise<Container>((resolve, reject) => {
      scope[globalName] = undefined;
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      if (integrity) script.integrity = integrity;
      script.onload = () => {
        script.remove();
        const container = scope[globalName];
        if (container) resolve(container);
        else reject(new Error(`ScriptExecutionError: ${url} hat keinen Container ${globalName}`));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error(`ScriptNetworkError: ${url}`));
      };
      document.head.append(script);
    });
  const loaded = entryQueue.then(run, run);
  entryQueue = loaded.catch(() => undefined);
  return loaded;
}

function container(ref: RemoteRef): Promise<Container> {
  const key = `${ref.name} ${ref.manifest}`;
  let loaded = containers.get(key);
  if (!loaded) {
    loaded = (async () => {
      const manifestUrl = absolute(ref.manifest);
      const entry = entryOf(await readManifest(manifestUrl), manifestUrl);
      const joined = await runEntry(entry.url, entry.globalName, isProtected(ref.name));
      // The remote uses the shell's React and shared-ui (its own copies are left out of its build).
      await __webpack_init_sharing__('default');
      await joined.init(__webpack_share_scopes__.default);
      return joined;
    })();
    loaded.catch(() => containers.delete(key));
    containers.set(key, loaded);
  }
  return loaded;
}

/** The module `expose` ('App') of a release, loading its manifest, entry and chunks as needed. */
export async function loadExposed<T>(ref: RemoteRef, expose: string): Promise<T> {
  const factory = await (await container(ref)).get(`./${expose}`);
  return factory() as T;
}

/** Same-origin chunks load without CORS, others in CORS mode: the preload must ask the same way. */
const preloaded = new Set<string>();
function preload(url: string, as: 'script' | 'style', integrity?: string, cors = new URL(url).origin !== location.origin): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = url;
  if (cors) link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  document.head.append(link);
}

/** Fetches a release's manifest, entry and the first files of `expose` without running them. */
export async function preloadExposed(ref: RemoteRef, expose: string): Promise<void> {
  const manifestUrl = absolute(ref.manifest);
  const manifest = await readManifest(manifestUrl);
  const entry = entryOf(manifest, manifestUrl);
  preload(entry.url, 'script', expectedHash(entry.url), true);
  const base = baseOf(manifest, manifestUrl);
  const assets = manifest.exposes?.find((item) => item.name === expose)?.assets;
  for (const file of assets?.js?.sync ?? []) preload(absolute(file, base), 'script');
  for (const file of assets?.css?.sync ?? []) preload(absolute(file, base), 'style');
}
