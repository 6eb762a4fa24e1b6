import { BROWSER_ID_STORAGE_KEY, REMOTE_ASSIGNMENT_STORAGE_KEY, inCanary, type RemoteName } from '@hochzeit/contracts/remote-runtime';

let memoryId: string | undefined;

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * The browser's random id (localStorage): it decides the canary share and keys the load reports.
 * It says nothing about the person; a browser that keeps no storage gets one per page.
 */
export function browserId(): string {
  try {
    const stored = localStorage.getItem(BROWSER_ID_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(BROWSER_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return (memoryId ??= randomId());
  }
}

function readAssignments(): Partial<Record<RemoteName, string>> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(REMOTE_ASSIGNMENT_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed) : {};
  } catch {
    return {};
  }
}

/**
 * Whether this browser gets `remote`'s canary: decided by its id and the share, and kept for the
 * visit (sessionStorage), so a raised share never switches a visit over. A promotion or rollback
 * (the kept version neither live nor canary any more) decides again.
 */
export function takesCanary(remote: RemoteName, canary: { version: string; percent: number }, liveVersion: string): boolean {
  const assignments = readAssignments();
  const kept = assignments[remote];
  if (kept === canary.version) return true;
  if (kept === liveVersion) return false;
  const takes = inCanary(browserId(), remote, canary.percent);
  try {
    sessionStorage.setItem(REMOTE_ASSIGNMENT_STORAGE_KEY, JSON.stringify({ ...assignments, [remote]: takes ? canary.version : liveVersion }));
  } catch {
    // no session storage: decided by the id alone, which is just as stable
  }
  return takes;
}
