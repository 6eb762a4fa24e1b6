import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

it('is a decorative inline SVG: hidden from screen readers, the link text names the target', () => {
  render(
    <a href="/guest/timeline">
      <Icon name="clock" />
      Tagesplan
    </a>,
  );
  const svg = document.querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  expect(screen.getByRole('link')).toHaveAccessibleName('Tagesplan');
});
