import { type UserType, useSession } from '@hochzeit/shared-ui';
import { preloadRemoteApp } from './remote-loader';
import type { RemoteName } from './remote-registry';

/**
 * The remote a link leads into, when the signed-in user may enter it (the guards' rules): admins
 * the admin area, guests the guest area, providers their dashboard and the guests' travel page.
 */
export function remoteForLink(pathname: string, userType: UserType | null): RemoteName | null {
  if (userType === 'admin') return /^\/admin(\/|$)/.test(pathname) ? 'admin' : null;
  if (userType === 'guest') return /^\/guest(-dashboard)?(\/|$)/.test(pathname) ? 'guest' : null;
  if (userType === 'service_provider') {
    if (/^\/service-provider-dashboard\/?$/.test(pathname)) return 'provider';
    return /^\/guest\/anfahrt\/?$/.test(pathname) ? 'guest' : null;
  }
  return null;
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return;
  const remote = remoteForLink(url.pathname, useSession.getState().userType);
  if (remote) preloadRemoteApp(remote);
}

/** Hovering or focusing a link into an area fetches its remote before the click. */
export function preloadOnIntent(target: Document = document): () => void {
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
