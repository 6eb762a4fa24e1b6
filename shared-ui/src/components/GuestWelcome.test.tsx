import { jest } from '@jest/globals';

const LOOK = { couple_names: 'Anna & Lukas', starts_at: '2026-09-12T13:00:00.000Z', venue_name: 'Schloss Wartensee', time_zone: 'Europe/Zurich', cover: null };

/** A fresh copy of the module per test (the inlined look is read once per page), with React and Testing Library of the same registry. */
async function freshWelcome(inlined: string | null) {
  document.head.innerHTML = inlined === null ? '' : `<script type="application/json" id="welcome">${inlined}</script>`;
  jest.resetModules();
  return { ...(await import('./GuestWelcome')), ...(await import('@testing-library/react/pure')) };
}

it('shows the couple’s names, day and place above the status when the page carries the wedding’s look', async () => {
  const { GuestWelcome, render, screen, cleanup } = await freshWelcome(JSON.stringify(LOOK));
  render(<GuestWelcome status="Anmeldung läuft..." />);
  expect(screen.getByText('Anna & Lukas')).toHaveClass('hero__names');
  expect(screen.getByText('Samstag, 12. September 2026 · Schloss Wartensee')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft...');
  cleanup();
});

it('shows only the status without a look, or with an unreadable one', async () => {
  for (const inlined of [null, '{"couple_names": 3}', 'kein JSON']) {
    const { GuestWelcome, render, screen } = await freshWelcome(inlined);
    const { unmount } = render(<GuestWelcome status="Anmeldung läuft..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft...');
    expect(document.querySelector('.hero')).toBeNull();
    unmount();
  }
});

it('the server’s markup for a guest’s link (same component, the request’s moment) is taken over unchanged: no hydration error', async () => {
  const renderedAt = '2026-09-10T09:58:03.250Z';
  const page = { ...LOOK, rendered_at: renderedAt };
  const { GuestWelcome, SIGNING_IN } = await freshWelcome(JSON.stringify(page));
  // React's server renderer for browsers keeps a MessageChannel for streaming, which jsdom lacks (renderToString never uses it).
  Object.assign(globalThis, {
    MessageChannel: class {
      port1 = {};
      port2 = { postMessage() {} };
    },
  });
  const { renderGuestWelcome } = await import('./GuestWelcome.server');
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const html = renderGuestWelcome(page);
  expect(html).toMatch(/^<div class="guest-dashboard">/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(container.querySelector('.hero__names')).toHaveTextContent('Anna & Lukas');
  // The countdown's static text for the moment the server rendered: 2 days, 3 h 1 min 56 s.
  expect(container.querySelector('[role="timer"]')).toHaveTextContent('2 Tage 03:01:56');
  jest.useFakeTimers({ now: Date.parse(renderedAt), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const paragraphs = [...container.querySelectorAll('p')];
  await act(async () => void hydrateRoot(container, <GuestWelcome status={SIGNING_IN} />, { onRecoverableError: (error) => void errors.push(error) }));
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(html);
  // The same elements, taken over (not drawn anew); then the countdown goes on with the clock.
  expect([...container.querySelectorAll('p')]).toEqual(paragraphs);
  expect(paragraphs.every((p) => p.isConnected)).toBe(true);
  await act(async () => void jest.advanceTimersByTime(1000));
  expect(container.querySelector('[role="timer"]')).toHaveTextContent('2 Tage 03:01:55');
  consoleError.mockRestore();
  jest.useRealTimers();
  container.remove();
});
