import { render, screen } from '@testing-library/react';
import { eventLine, Hero } from './Hero';

const EVENT = {
  title: 'Unsere Hochzeit',
  couple_names: 'Anna & Lukas',
  starts_at: '2026-09-12T13:00:00.000Z',
  venue_name: 'Schloss Wartensee',
  venue_address: 'Rorschacherberg',
  time_zone: 'Europe/Zurich',
  cover: null,
};

it('writes the day and the place in German words, on the venue’s calendar', () => {
  expect(eventLine(EVENT)).toBe('Samstag, 12. September 2026 · Schloss Wartensee');
  // 23:30 UTC on Friday is already Saturday in Zurich.
  expect(eventLine({ ...EVENT, starts_at: '2026-09-11T23:30:00.000Z' })).toBe('Samstag, 12. September 2026 · Schloss Wartensee');
});

it('writes just the day while no venue is named (an installation nobody has set up yet)', () => {
  expect(eventLine({ ...EVENT, venue_name: ' ' })).toBe('Samstag, 12. September 2026');
});

it('shows the cover photo in every size with its own proportions reserved, fetched first', () => {
  const cover = {
    width: 1600,
    height: 1067,
    images: [
      { url: '/api/event-settings/cover/abc/480.webp', width: 480 },
      { url: '/api/event-settings/cover/abc/960.webp', width: 960 },
      { url: '/api/event-settings/cover/abc/1600.webp', width: 1600 },
    ],
  };
  const { container } = render(<Hero event={{ ...EVENT, cover }} />);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('srcset', '/api/event-settings/cover/abc/480.webp 480w, /api/event-settings/cover/abc/960.webp 960w, /api/event-settings/cover/abc/1600.webp 1600w');
  expect(img).toHaveAttribute('sizes');
  expect(img).toHaveAttribute('width', '1600');
  expect(img).toHaveAttribute('height', '1067');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('alt', '');
  expect(screen.getByText('Anna & Lukas')).toBeInTheDocument();
  expect(screen.getByText('Samstag, 12. September 2026 · Schloss Wartensee')).toBeInTheDocument();
});

it('without a photo shows its own ornament, hidden from screen readers', () => {
  const { container } = render(<Hero event={EVENT} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Anna & Lukas')).toBeInTheDocument();
});
