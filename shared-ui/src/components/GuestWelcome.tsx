import { welcomeLook } from '../page-data';
import { Hero } from './Hero';
import { Loading } from './Loading';

/**
 * What a guest who opened their personal link sees while the sign-in, the guest area's code and
 * the dashboard's data arrive: the couple's photo and names where the dashboard will show them
 * (same markup, so nothing moves when it does), and `status` below. Elsewhere just `status`.
 */
export function GuestWelcome({ status }: { status?: string }) {
  const look = welcomeLook();
  if (!look) return <Loading text={status} />;
  return (
    <div className="guest-dashboard">
      <main className="page">
        <header className="guest-hero">
          <Hero event={look} />
        </header>
        <Loading text={status} />
      </main>
    </div>
  );
}
