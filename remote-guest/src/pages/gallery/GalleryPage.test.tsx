import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItemJson } from '@hochzeit/contracts';
import { GALLERY_PAGE_SIZE, uploadTooLarge, uploadWrongType } from '@hochzeit/contracts/media-constants';
import { MemoryRouter } from '@hochzeit/shared-ui';
import { GalleryPage } from './GalleryPage';

// ---- stand-ins for the browser's network: fetch (JSON calls), XMLHttpRequest (uploads), Image (preloading) ----

type Route = { path: string | RegExp; reply: unknown; status?: number };

function mockFetch(routes: Route[]) {
  const calls: URL[] = [];
  const authorizations: Array<string | null> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(url);
    authorizations.push(request.headers.get('Authorization'));
    const route = routes.find((r) => (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname + url.search)));
    if (!route) return new Response(JSON.stringify({ msg: `nicht gemockt: ${url}` }), { status: 500 });
    const reply = typeof route.reply === 'function' ? (route.reply as (u: URL) => unknown)(url) : route.reply;
    return new Response(JSON.stringify(reply), { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return {
    calls,
    authorizations,
    gallery: () => calls.filter((u) => u.pathname === '/api/media/gallery').map((u) => Object.fromEntries(u.searchParams)),
  };
}

class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: (request: FakeUpload) => { status: number; body: unknown } = () => ({ status: 201, body: [] });
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  /** Reports progress, then answers. */
  finish() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const { status, body } = FakeUpload.answer(this);
    if (status === 0) return this.onerror?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Preloaded thumbnails load at once unless a test holds them back. */
class FakeImage {
  static hold = false;
  static waiting: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = '';
  src = '';
  constructor() {
    queueMicrotask(() => (FakeImage.hold ? FakeImage.waiting.push(this) : this.onload?.()));
  }
}

/** Lets a test reach the end of the grid (jsdom has no IntersectionObserver). */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    FakeObserver.all = FakeObserver.all.filter((o) => o !== this);
  }
  static scrollToEnd() {
    act(() => FakeObserver.all.forEach((o) => o.callback([{ isIntersecting: true }])));
  }
}

const originals = { XMLHttpRequest: globalThis.XMLHttpRequest, Image: globalThis.Image };

beforeAll(() => {
  // swiper measures its container; jsdom lays nothing out.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 667 });
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('guest_token', 'gast-token');
  FakeUpload.sent = [];
  FakeImage.hold = false;
  FakeImage.waiting = [];
  FakeObserver.all = [];
  Object.assign(globalThis, { XMLHttpRequest: FakeUpload, Image: FakeImage, IntersectionObserver: FakeObserver });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  Object.assign(globalThis, originals);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

// ---- data ----

let nextId = 1;
function media(change: Partial<MediaItemJson> = {}): MediaItemJson {
  const id = change.id ?? nextId++;
  return {
    id,
    filename: `foto-${id}.jpg`,
    file_name: `foto-${id}.jpg`,
    folder: 'wartensee',
    description: null,
    thumbnail_url: `/api/media/thumbnail/${id}/sig${id}`,
    url: `/api/media/image/${id}/sig${id}`,
    uploaded_at: '2025-06-07T12:30:00.000Z',
    uploader_name: 'Anna Muster',
    is_own_upload: false,
    categories: [],
    taken_at: null,
    width: 4000,
    height: 3000,
    hidden: false,
    ...change,
  };
}

const CATEGORIES = [
  { id: 2, name: 'Trauung', media_count: 4 },
  { id: 5, name: 'Party', media_count: 9 },
];

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/guest/gallery']}>
      <GalleryPage />
    </MemoryRouter>,
  );
}

async function galleryShown() {
  await waitFor(() => expect(screen.queryByText(/Die Galerie wird geladen/)).not.toBeInTheDocument());
}

// ---- tests ----

it('asks to sign in when no token is stored, and calls nothing', () => {
  localStorage.clear();
  const api = mockFetch([]);
  renderPage();
  expect(screen.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte melden Sie sich an, um die Mediengalerie zu sehen.');
  expect(api.calls).toHaveLength(0);
});

it("also accepts the token stored as 'token'", async () => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  const api = mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [] },
  ]);
  renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
  expect(api.authorizations).toContain('Bearer admin-token');
});

it('shows both folders grouped, with thumbnails, chips, description, uploader, date and the own-upload badge', async () => {
  const api = mockFetch([
    { path: '/api/media/photo-categories', reply: CATEGORIES },
    {
      path: '/api/media/gallery',
      reply: [
        media({ id: 11, folder: 'wartensee', description: 'Tanz im Schlosshof', is_own_upload: true, categories: [{ id: 5, name: 'Party' }], width: 3000, height: 4000 }),
        media({ id: 12, folder: 'hochzeit', uploader_name: 'Brautpaar', uploaded_at: '2024-06-24T16:00:00.000Z', width: null, height: null }),
      ],
    },
  ]);
  renderPage();
  await galleryShown();

  expect(api.gallery()).toEqual([{ view_filter: 'all', offset: '0', limit: String(GALLERY_PAGE_SIZE) }]);
  expect(api.authorizations.every((a) => a === 'Bearer gast-token')).toBe(true);

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
  const api = mockFetch([
    { path: '/api/media/photo-categories', reply: CATEGORIES },
    {
      path: '/api/media/gallery',
      reply: (url: URL) => {
        const folder = url.searchParams.get('folder') as 'hochzeit' | 'wartensee' | null;
        return folder ? [media({ folder })] : [media({ folder: 'hochzeit' }), media({ folder: 'wartensee' })];
      },
    },
  ]);
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
    expect(api.gallery()).toEqual([
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
  mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [media(), media(), media()] },
  ]);
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
  mockFetch([
    { path: '/api/media/photo-categories', reply: { msg: 'kaputt' }, status: 500 },
    { path: '/api/media/gallery', reply: { msg: 'kaputt' }, status: 500 },
  ]);
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Mediengalerie konnte nicht geladen werden. Bitte versuchen Sie es später erneut.');
  expect(screen.getByRole('link', { name: '← Zurück zum Dashboard' })).toHaveAttribute('href', '/guest-dashboard');
  expect(console.error).toHaveBeenCalledWith('Fotokategorien konnten nicht geladen werden:', expect.anything());
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

it('says so when there are no photos', async () => {
  mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [] },
  ]);
  renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
});

it('loads the next page when the guest scrolls to the end, until a short page', async () => {
  const first = Array.from({ length: GALLERY_PAGE_SIZE }, () => media());
  const second = [media(), media()];
  const api = mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: (url: URL) => (url.searchParams.get('offset') === '0' ? first : second) },
  ]);
  renderPage();
  await galleryShown();
  expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(GALLERY_PAGE_SIZE);
  FakeObserver.scrollToEnd();
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(GALLERY_PAGE_SIZE + 2));
  expect(api.gallery().map((q) => q.offset)).toEqual(['0', String(GALLERY_PAGE_SIZE)]);
  FakeObserver.scrollToEnd();
  expect(screen.queryByRole('button', { name: 'Weitere Bilder laden' })).not.toBeInTheDocument();
  expect(api.gallery()).toHaveLength(2);
});

it("'Alle herunterladen' asks for the signed ZIP address and lets the browser fetch it", async () => {
  const user = userEvent.setup();
  const api = mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [media()] },
    { path: '/api/media/download-link', reply: { url: '/api/media/download?access=signiert' } },
  ]);
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
    expect(api.calls.map((u) => u.pathname)).toContain('/api/media/download-link');
  } finally {
    document.removeEventListener('click', follow);
  }
});

it('offers no ZIP when the gallery is empty or someone other than a guest looks', async () => {
  mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [] },
  ]);
  const { unmount } = renderPage();
  expect(await screen.findByText('Keine Bilder gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alle herunterladen' })).not.toBeInTheDocument();
  unmount();
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  mockFetch([
    { path: '/api/media/photo-categories', reply: [] },
    { path: '/api/media/gallery', reply: [media()] },
  ]);
  renderPage();
  await galleryShown();
  expect(screen.getByRole('button', { name: /^Bild öffnen/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alle herunterladen' })).not.toBeInTheDocument();
});

describe('upload', () => {
  async function ready() {
    mockFetch([
      { path: '/api/media/photo-categories', reply: [] },
      { path: '/api/media/gallery', reply: [media({ id: 1 })] },
    ]);
    renderPage();
    await galleryShown();
    return userEvent.setup({ applyAccept: false });
  }
  const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

  it('checks every chosen file first and sends nothing when one is refused', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Datei aus.');

    const big = jpeg('gross.jpg');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    const text = new File(['hallo'], 'notizen.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('gut.jpg'), text, big]);
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent(uploadWrongType('notizen.txt'));
    expect(problems).toHaveTextContent(uploadTooLarge(10, 'gross.jpg'));
    expect(uploadTooLarge(10, 'gross.jpg')).toBe('Datei zu groß (max. 10MB). Ungültig: gross.jpg');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(FakeUpload.sent).toHaveLength(0);

    // A HEIC photo from a phone without a type is judged by its name.
    await user.upload(screen.getByLabelText('Fotos auswählen'), [new File(['x'], 'IMG_0001.HEIC', { type: '' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends each photo with its own progress bar, shows the new photos at once and a success banner for 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = await ready();
    FakeUpload.answer = (request) => {
      const file = request.body!.get('files[]') as File;
      return { status: 201, body: [media({ id: file.name === 'a.jpg' ? 101 : 102, filename: file.name, description: 'Beim Apéro', is_own_upload: true })] };
    };
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.type(screen.getByLabelText('Beschreibung (optional)'), 'Beim Apéro');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [first] = FakeUpload.sent;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media/guest/upload');
    expect(first.headers.Authorization).toBe('Bearer gast-token');
    expect(first.body!.get('description')).toBe('Beim Apéro');
    expect(first.body!.getAll('files[]')).toHaveLength(1);
    act(() => first.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '30');
    act(() => first.finish());

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '100');
    act(() => FakeUpload.sent[1].finish());
    expect(await screen.findByText('2 Bilder erfolgreich hochgeladen!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt b.jpg' })).toHaveAttribute('aria-valuenow', '100');

    // Both new photos are in the grid, marked as the guest's own, without a reload.
    expect(screen.getAllByRole('button', { name: 'Bild öffnen: Beim Apéro' })).toHaveLength(2);
    expect(screen.getAllByText('Mein Upload')).toHaveLength(2);
    expect(screen.getByLabelText('Beschreibung (optional)')).toHaveValue('');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('2 Bilder erfolgreich hochgeladen!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Fehler beim Hochladen.' when there is none", async () => {
    const user = await ready();
    FakeUpload.answer = () => ({ status: 415, body: { msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg' } });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0].finish());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg');

    FakeUpload.answer = () => ({ status: 0, body: null });
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    act(() => FakeUpload.sent[1].finish());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Fehler beim Hochladen\.$/));
    expect(screen.queryByText(/erfolgreich hochgeladen/)).not.toBeInTheDocument();
  });
});

describe('lightbox', () => {
  it('opens on a photo at 1200 px, moves with the keyboard and the pagination, locks the page scroll, and closes with Escape', async () => {
    const user = userEvent.setup();
    mockFetch([
      { path: '/api/media/photo-categories', reply: [] },
      {
        path: '/api/media/gallery',
        reply: [
          media({ id: 1, folder: 'wartensee', description: 'Eins' }),
          media({ id: 2, folder: 'hochzeit', description: 'Zwei' }),
          media({ id: 3, folder: 'wartensee', description: 'Drei' }),
        ],
      },
    ]);
    renderPage();
    await galleryShown();

    // Grouped: Hochzeit first, so the lightbox goes Zwei, Eins, Drei.
    await user.click(screen.getByRole('button', { name: 'Bild öffnen: Eins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bildansicht' });
    expect(within(dialog).getByText('Bild 2 von 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Eins' })).toHaveAttribute('src', '/api/media/image/1/sig1?width=1200&format=webp');
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'ArrowRight', keyCode: 39 });
    expect(await within(dialog).findByText('Bild 3 von 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Drei', { selector: 'p' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
    fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
    expect(await within(dialog).findByText('Bild 1 von 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zu Bild 3' }));
    expect(await within(dialog).findByText('Bild 3 von 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges Bild' }));
    expect(await within(dialog).findByText('Bild 2 von 3')).toBeInTheDocument();

    // Zoom up to 3×, by button as well as by gesture.
    await user.click(within(dialog).getByRole('button', { name: 'Vergrößern' }));
    expect(within(dialog).getByRole('img', { name: 'Eins' }).getAttribute('style')).toContain('scale(3)');
    expect(within(dialog).getByRole('button', { name: 'Verkleinern' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bild öffnen: Eins' })).toHaveFocus());
  });
});
