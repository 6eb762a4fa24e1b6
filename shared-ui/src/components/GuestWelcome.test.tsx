import { render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';

const LOOK = { couple_names: 'Anna & Lukas', starts_at: '2026-09-12T13:00:00.000Z', venue_name: 'Schloss Wartensee', time_zone: 'Europe/Zurich', cover: null };

/** A fresh copy of the module per test: the inlined look is read once per page. */
async function freshWelcome(inlined: string | null) {
  document.head.innerHTML = inlined === null ? '' : `<script type="application/json" id="welcome">${inlined}</script>`;
  jest.resetModules();
  return import('./GuestWelcome');
}

it('shows the couple’s names, day and place above the status when the page carries the wedding’s look', async () => {
  const { GuestWelcome } = await freshWelcome(JSON.stringify(LOOK));
  render(<GuestWelcome status="Anmeldung läuft..." />);
  expect(screen.getByText('Anna & Lukas')).toHaveClass('hero__names');
  expect(screen.getByText('Samstag, 12. September 2026 · Schloss Wartensee')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft...');
});

it('shows only the status without a look, or with an unreadable one', async () => {
  for (const inlined of [null, '{"couple_names": 3}', 'kein JSON']) {
    const { GuestWelcome } = await freshWelcome(inlined);
    const { unmount } = render(<GuestWelcome status="Anmeldung läuft..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft...');
    expect(document.querySelector('.hero')).toBeNull();
    unmount();
  }
});
