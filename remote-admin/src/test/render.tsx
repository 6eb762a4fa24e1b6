import type { ReactElement } from 'react';
import { MemoryRouter, renderWithQueryClient } from '@hochzeit/shared-ui/testing';

/** Renders an admin page inside a router (for its links) with a fresh query cache. */
export function renderInRouter(page: ReactElement) {
  return renderWithQueryClient(<MemoryRouter>{page}</MemoryRouter>);
}
