/**
 * The server's side of a guest's first screen: the shell's build bundles this file for Node
 * (shell/webpack.config.mjs, `dist/ssr/guest-welcome.cjs`, React left to the backend's copy), and
 * the backend renders the page of a guest's personal link with it — the same components the page
 * then takes over (hydrateRoot in shell/src/bootstrap.tsx).
 */
import type { WelcomePage } from '@hochzeit/contracts/page-data';
import { renderToString } from 'react-dom/server';
import { GuestWelcome, SIGNING_IN } from './GuestWelcome';

/**
 * The markup of /guest-login's first render for `look` (TokenLoginPage: the welcome while the
 * sign-in runs). React places a preload of an important image before the markup; the page's head
 * carries one already (backend's inlineWelcome), and the root must hold exactly what the page renders.
 */
export function renderGuestWelcome(look: WelcomePage): string {
  return renderToString(<GuestWelcome status={SIGNING_IN} look={look} />).replace(/^(<link [^>]*>)+/, '');
}
