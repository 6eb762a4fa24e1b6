import { screen } from '@testing-library/react';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { legalBlocks, LegalPage } from './LegalPage';
import { LoginPage } from './LoginPage';
import { SessionExpiredPage } from './SessionExpiredPage';
import { TokenLoginPage } from './TokenLoginPage';

afterEach(() => localStorage.clear());

it('reads the text as paragraphs and headings: a blank line separates, a line with "## " is a heading', () => {
  expect(legalBlocks('## Wer wir sind\nAnna und Lukas\nSeestrasse 1\n\n\n## Was gespeichert wird\nNamen.\n')).toEqual([
    { heading: true, text: 'Wer wir sind' },
    { heading: false, text: 'Anna und Lukas\nSeestrasse 1' },
    { heading: true, text: 'Was gespeichert wird' },
    { heading: false, text: 'Namen.' },
  ]);
});

it('shows the couple’s privacy notice to anyone, without a credential', async () => {
  const api = mockApi({
    'GET /api/legal-pages/datenschutz': { kind: 'datenschutz', title: 'Datenschutz', text: '## Verantwortlich\nAnna und Lukas', updated_at: null },
  });
  renderWithQueryClient(<LegalPage kind="datenschutz" />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { level: 2, name: 'Verantwortlich' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
  expect(screen.getByText('Anna und Lukas')).toBeInTheDocument();
  expect(api.calls[0].headers.get('Authorization')).toBeNull();
  expect(document.title).toMatch(/^Datenschutz/);
});

it("says so in German when the imprint cannot be loaded", async () => {
  mockApi({ 'GET /api/legal-pages/impressum': reply(500, {}) });
  renderWithQueryClient(<LegalPage kind="impressum" />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('alert')).toHaveTextContent('Impressum konnte nicht geladen werden. Bitte später erneut versuchen.');
});

it('links the privacy notice and the imprint from the sign-in pages', () => {
  for (const page of [<LoginPage key="login" />, <SessionExpiredPage key="expired" />]) {
    const { unmount } = renderWithQueryClient(page, { wrapper: MemoryRouter });
    const links = screen.getByRole('navigation', { name: 'Datenschutz und Impressum' });
    expect(links.querySelector('a[href="/datenschutz"]')).toHaveTextContent('Datenschutz');
    expect(links.querySelector('a[href="/impressum"]')).toHaveTextContent('Impressum');
    unmount();
  }
});

it('links them from a failed personal link too', async () => {
  mockApi({});
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/guest-login']}>
      <TokenLoginPage type="guest" />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Link ungültig')).toBeInTheDocument();
  const links = await screen.findByRole('navigation', { name: 'Datenschutz und Impressum' });
  expect(links.querySelector('a[href="/impressum"]')).toHaveTextContent('Impressum');
});
