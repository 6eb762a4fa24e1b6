import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The audiences' remotes; the registry (/remotes.json) says where each one's manifest is. */
export type RemoteName = 'admin' | 'guest' | 'provider';
export const federationName = (remote: RemoteName) => `hochzeit_${remote}`;

/** Fetched once at start; the shell itself knows no remote URL. */
export async function registerRemotesFromRegistry(registryUrl = '/remotes.json'): Promise<void> {
  const response = await fetch(registryUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote-Registry nicht erreichbar (${response.status})`);
  const registry = (await response.json()) as Record<string, unknown>;
  registerRemotes(
    // Only the remote -> manifest URL entries; siblings such as `versions` describe them.
    Object.entries(registry)
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      .map(([remote, entry]) => ({ name: federationName(remote as RemoteName), entry })),
    { force: true },
  );
}

/** Loads the remote's exposed App; called only when its audience's route is entered. */
export async function loadRemoteApp(remote: RemoteName): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${federationName(remote)}/App`);
  if (!module?.default) throw new Error(`Remote ${remote} hat keine App`);
  return module;
}
