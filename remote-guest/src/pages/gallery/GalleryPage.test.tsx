import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GALLERY_PAGE_SIZE } from '@hochzeit/contracts/media-constants';
import { type ApiCall, mockApi, reply } from '@hochzeit/shared-ui/testing';
import { FakeImage, FakeObserver, media, CATEGORIES, renderPage, galleryShown, setUpGalleryTestEnvironment, galleryAsked } from './gallery-test-kit';

setUpGalleryTestEnvironment();

it('asks to sign in when no token is stored, and calls nothing', () => {
  localStorage.clear();
  const api = mockApi({});
  renderPage();
  expect(screen.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte melden Sie sich an, um die Mediengalerie zu sehen.');
  expect(api.calls).toHaveLength(0);
});

it("also accepts the token stored as 'token'", async () => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  const api = mockApi({
   'GET /api/media/photo-categories': [],
   'GET /api/media/gallery': [],
 });
  renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
  expect(api.calls.map((call) => call.headers.get('Authorization'))).toContain('Bearer admin-token');
});

it('shows both folders grouped, with thumbnails, chips, description, uploader, date and the own-upload badge', async () => {
  const api = mockApi({
   'GET /api/media/photo-categories': CATEGORIES,
   'GET /api/media/gallery': [
        media({ id: 11, folder: 'wartensee', description: 'Tanz im Schlosshof', is_own_upload: true, categories: [{ id: 5, name: 'Party' }], width: 3000, height: 4000 }),
        media({ id: 12, folder: 'hochzeit', uploader_name: 'Brautpaar', uploaded_at: '2024-06-24T16:00:00.000Z', width: null, height: null }),
      ],
 });
  renderPage();
  await galleryShown();

  expect(galleryAsked(api)).toEqual([{ view_filter: 'all', offset: '0', limit: String(GALLERY_PAGE_SIZE) }]);
  expect(api.calls.every((call) => call.headers.get('Authorization') === 'Bearer gast-token')).toBe(true);

  const wedding = screen.getByRole('region', { name: 'Hochzeit (24.06.2024)' });
  const castle = screen.getByRole('region', { name: 'Schloss Wartensee (07.06.2025)' });
  // Sections in the folders' order.
  expect(wedding.compareDocumentPosition(castle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const own = within(castle).getByText('Tanz im Schlosshof').closest('li')!;
  expect(within(own).getByText('Mein Upload')).toBeInTheDocument();
  expect(within(own).getByText('Tanz im Schlosshof')).toBeInTheDocument();
  expect(within(within(own).getByRole('list', { name: 'Kategorien' })).getByText('Party')).toBeInTheDocument();
  expect(within(own).getByText('Anna Muster')).toBeInTheDocument();
  expect(within(own).getByText('07.06.2025')).toBeInTheDocument();

  const image = own.querySelector('img')!;
  expect(image.getAttribute('src')).toBe('/api/media/thumbnail/11/sig11?width=300&format=webp');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '300');
  expect(image).toHaveAttribute('height', '400');

  expect(within(wedding).queryByText('Mein Upload')).not.toBeInTheDocument();
  expect(within(wedding).getByText('Brautpaar')).toBeInTheDocument();
  expect(within(wedding).getByText('24.06.2024')).toBeInTheDocument();
  expect(wedding.querySelector('img')).toHaveAttribute('height', '300');
  // The grid never asks for the lightbox's size.
  expect(document.querySelector('img[src*="width=1200"]')).toBeNull();

  expect(screen.getByRole('option', { name: 'Alle Kategorien' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Trauung' })).toBeInTheDocument();
});

it('asks the server again for each folder, category and view, and groups only when both folders are shown', async () => {
  const user = userEvent.setup();
  const api = mockApi({
   'GET /api/media/photo-categories': CATEGORIES,
   'GET /api/media/gallery': (call: ApiCall) => {
        const folder = new URLSearchParams(call.search).get('folder') as 'hochzeit' | 'wartensee' | null;
        return folder ? [media({ folder })] : [media({ folder: 'hochzeit' }), media({ folder: 'wartensee' })];
      },
 });
  renderPage();
  await galleryShown();
  expect(screen.getByRole('button', { name: 'Alle Bilder' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Hochzeit (24.06.2024)' }));
  await galleryShown();
  expect(screen.getByRole('button', { name: 'Hochzeit (24.06.2024)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('region', { name: 'Hochzeit (24.06.2024)' })).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Bilder' })).toBeInTheDocument();

  await user.selectOptions(await screen.findByLabelText('Kategorie'), 'Trauung');
  await galleryShown();
  await user.selectOptions(screen.getByLabelText('Ansicht'), 'Nur meine Uploads');
  await galleryShown();
  await user.click(screen.getByRole('button', { name: 'Schloss Wartensee (07.06.2025)' }));
  await galleryShown();
  await user.selectOptions(screen.getByLabelText('Ansicht'), 'Geteilte Bilder');
  await user.selectOptions(screen.getByLabelText('Kategorie'), 'Alle Kategorien');
  await user.click(screen.getByRole('button', { name: 'Alle Bilder' }));
  await galleryShown();

  const page = { offset: '0', limit: String(GALLERY_PAGE_SIZE) };
  await waitFor(() =>
    expect(galleryAsked(api)).toEqual([
      { view_filter: 'all', ...page },
      { folder: 'hochzeit', view_filter: 'all', ...page },
      { folder: 'hochzeit', category_id: '2', view_filter: 'all', ...page },
      { folder: 'hochzeit', category_id: '2', view_filter: 'own', ...page },
      { folder: 'wartensee', category_id: '2', view_filter: 'own', ...page },
      { folder: 'wartensee', category_id: '2', view_filter: 'shared', ...page },
      { folder: 'wartensee', view_filter: 'shared', ...page },
      { view_filter: 'shared', ...page },
    ]),
  );
  expect(screen.getByRole('region', { name: 'Hochzeit (24.06.2024)' })).toBeInTheDocument();
});

it('shows the loading screen with the share of the first thumbnails loaded', async () => {
  FakeImage.hold = true;
  mockApi({
    'GET /api/media/photo-categories': [],
    'GET /api/media/gallery': [media(), media(), media()],
  });
  renderPage();
  expect(screen.getByRole('progressbar', { name: 'Galerie wird geladen' })).toHaveAttribute('aria-valuenow', '0');
  // The list is one step of four, then one step per thumbnail.
  await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Galerie wird geladen' })).toHaveAttribute('aria-valuenow', '25'));
  expect(screen.getByRole('status')).toHaveTextContent('Die Galerie wird geladen … 25 %');
  await waitFor(() => expect(FakeImage.waiting).toHaveLength(3));
  act(() => FakeImage.waiting[0].onload?.());
  expect(screen.getByRole('progressbar', { name: 'Galerie wird geladen' })).toHaveAttribute('aria-valuenow', '50');
  act(() => FakeImage.waiting[1].onerror?.());
  act(() => FakeImage.waiting[2].onload?.());
  await galleryShown();
  expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(3);
});

it('shows the error screen with a way back when the gallery cannot be loaded, and only logs a category failure', async () => {
  mockApi({
    'GET /api/media/photo-categories': reply(500, { msg: 'kaputt' }),
    'GET /api/media/gallery': reply(500, { msg: 'kaputt' }),
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Mediengalerie konnte nicht geladen werden. Bitte versuchen Sie es später erneut.');
  expect(screen.getByRole('link', { name: '← Zurück zum Dashboard' })).toHaveAttribute('href', '/guest-dashboard');
  expect(console.error).toHaveBeenCalledWith('Fotokategorien konnten nicht geladen werden:', expect.anything());
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

it('says so when there are no photos', async () => {
  mockApi({
    'GET /api/media/photo-categories': [],
    'GET /api/media/gallery': [],
  });
  renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
});

it('loads the next page when the guest scrolls to the end, until a short page', async () => {
  const first = Array.from({ length: GALLERY_PAGE_SIZE }, () => media());
  const second = [media(), media()];
  const api = mockApi({
   'GET /api/media/photo-categories': [],
   'GET /api/media/gallery': (call: ApiCall) => (new URLSearchParams(call.search).get('offset') === '0' ? first : second),
 });
  renderPage();
  await galleryShown();
  expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(GALLERY_PAGE_SIZE);
  FakeObserver.scrollToEnd();
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(GALLERY_PAGE_SIZE + 2));
  expect(galleryAsked(api).map((q) => q.offset)).toEqual(['0', String(GALLERY_PAGE_SIZE)]);
  FakeObserver.scrollToEnd();
  expect(screen.queryByRole('button', { name: 'Weitere Bilder laden' })).not.toBeInTheDocument();
  expect(galleryAsked(api)).toHaveLength(2);
});

it("'Alle herunterladen' asks for the signed ZIP address and lets the browser fetch it", async () => {
  const user = userEvent.setup();
  const api = mockApi({
   'GET /api/media/photo-categories': [],
   'GET /api/media/gallery': [media()],
   'GET /api/media/download-link': { url: '/api/media/download?access=signiert' },
 });
  const opened: string[] = [];
  const follow = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement) {
      opened.push(event.target.getAttribute('href')!);
      event.preventDefault();
    }
  };
  document.addEventListener('click', follow);
  try {
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Alle herunterladen' }));
    await waitFor(() => expect(opened).toEqual(['/api/media/download?access=signiert']));
    expect(api.callsTo('GET /api/media/download-link')).toHaveLength(1);
  } finally {
    document.removeEventListener('click', follow);
  }
});

it('offers no ZIP when the gallery is empty or someone other than a guest looks', async () => {
  mockApi({
    'GET /api/media/photo-categories': [],
    'GET /api/media/gallery': [],
  });
  const { unmount } = renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alle herunterladen' })).not.toBeInTheDocument();
  unmount();
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  mockApi({
    'GET /api/media/photo-categories': [],
    'GET /api/media/gallery': [media()],
  });
  renderPage();
  await galleryShown();
  expect(screen.getByRole('button', { name: /^Bild öffnen/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alle herunterladen' })).not.toBeInTheDocument();
});
