import type { WelcomePage } from '@hochzeit/contracts/page-data';
import { welcomeLook } from '../page-data';
import { Countdown } from './Countdown';
import { Hero } from './Hero';
import { Loading } from './Loading';

/** The status while a guest's personal link is exchanged for a session. */
export const SIGNING_IN = 'Anmeldung läuft...';

/**
 * What a guest who opened their personal link sees while the sign-in, the guest area's code and
 * the dashboard's data arrive: the couple's photo and names where the dashboard will show them
 * (same markup, so nothing moves when it does), the countdown, and `status` below. Elsewhere just
 * `status`. The server renders this same component into the page of a guest's link
 * (GuestWelcome.server.tsx), with `look` given and the countdown at the request's moment; the page
 * then takes that markup over unchanged.
 */
export function GuestWelcome({ status, look = welcomeLook() }: { status?: string; look?: WelcomePage | null }) {
  if (!look) return <Loading text={status} />;
  return (
    <div className="guest-dashboard">
      <main className="page">
        <header className="guest-hero">
          <Hero event={look} />
        </header>
        <Countdown target={Date.parse(look.starts_at)} now={look.rendered_at === undefined ? undefined : Date.parse(look.rendered_at)} />
        <Loading text={status} />
      </main>
    </div>
  );
}
