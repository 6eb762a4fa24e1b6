// Writes mf-manifest.json for a build made with webpack's own Module Federation container: the
// release registry, the service worker, the shell's loader and the deployment test read releases
// by this file (the subset of the Module Federation manifest format they use), see
// docs/decisions/0016-webpack-container-federation.md.
import webpack from 'webpack';

const PLUGIN = 'FederationManifestPlugin';
const emptyAssets = () => ({ js: { sync: [], async: [] }, css: { sync: [], async: [] } });

/** The .js and .css files of some chunks, each once. */
function filesOf(chunks) {
  const js = new Set();
  const css = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
  }
  return { js: [...js], css: [...css] };
}

/** Every chunk a chunk group loads later (its children's chunks, recursively), without `except`. */
function laterChunks(group, except) {
  const seen = new Set();
  const chunks = new Set();
  const visit = (child) => {
    if (seen.has(child)) return;
    seen.add(child);
    for (const chunk of child.chunks) if (!except.has(chunk)) chunks.add(chunk);
    for (const next of child.childrenIterable) visit(next);
  };
  for (const child of group.childrenIterable) visit(child);
  return chunks;
}

export class FederationManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.name          the federation name (hochzeit_guest), also the container's global
   * @param {string} options.packageName   the workspace's package name (buildInfo.buildName)
   * @param {string} options.version       the release version (buildInfo.buildVersion)
   * @param {string} options.publicPath    '/' for the shell, 'auto' (beside the manifest) for remotes
   * @param {Record<string, { version: string, requiredVersion: string }>} options.shared
   * @param {Record<string, string>} options.exposedChunks  exposed name (App) -> its chunk name
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(`${JSON.stringify(this.manifest(compilation), null, 2)}\n`));
      });
    });
  }

  manifest(compilation) {
    const { name, packageName, version, publicPath, shared, exposedChunks } = this.options;
    const { chunkGraph } = compilation;
    // Where each shared package provided by this build is (the shell's first script, or a chunk of its own).
    const providedIn = new Map();
    for (const module of compilation.modules) {
      if (module.type !== 'provide-module') continue;
      const chunks = module._eager
        ? [...chunkGraph.getModuleChunksIterable(module)]
        : module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
      providedIn.set(module._name, filesOf(chunks));
    }
    const exposes = Object.entries(exposedChunks).map(([exposed, chunkName]) => {
      const group = compilation.namedChunkGroups.get(chunkName);
      if (!group) throw new Error(`${PLUGIN}: no chunk group ${chunkName} for ${exposed}`);
      const sync = filesOf(group.chunks);
      const later = filesOf(laterChunks(group, new Set(group.chunks)));
      return {
        id: `${name}:${exposed}`,
        name: exposed,
        path: `./${exposed}`,
        assets: { js: { sync: sync.js, async: later.js }, css: { sync: sync.css, async: later.css } },
      };
    });
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        buildInfo: { buildVersion: version, buildName: packageName },
        remoteEntry: { name: exposes.length > 0 ? 'remoteEntry.js' : '', path: '', type: 'global' },
        globalName: name,
        publicPath,
      },
      shared: Object.entries(shared).map(([key, { version: sharedVersion, requiredVersion }]) => {
        const files = providedIn.get(key);
        const assets = emptyAssets();
        if (files) Object.assign(assets, { js: { sync: files.js, async: [] }, css: { sync: files.css, async: [] } });
        return { id: `${name}:${key}`, name: key, version: sharedVersion, singleton: true, requiredVersion, assets };
      }),
      remotes: [],
      exposes,
    };
  }
}
