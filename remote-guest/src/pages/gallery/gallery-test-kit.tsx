import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { MediaItemJson } from '@hochzeit/contracts';
import { ApiError } from '@hochzeit/shared-ui';
import { MemoryRouter, type mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import type { ResumableUpload } from '../../lib/upload/resumable';
import { transfers } from './gallery-api';
import { GalleryPage } from './GalleryPage';

// ---- stand-ins for the browser's network (JSON calls: mockApi from shared-ui): XMLHttpRequest (uploads), Image (preloading) ----

/** The query of every gallery page the page asked for, in order. */
export function galleryAsked(api: ReturnType<typeof mockApi>): Record<string, string>[] {
  return api.callsTo('GET /api/media/gallery').map((call) => Object.fromEntries(new URLSearchParams(call.search)));
}

export class FakeUpload {
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

/**
 * The guest's resumable upload (tus) as the page hands it over: which file, description, headers;
 * a test reports progress and answers (the tus protocol itself is exercised in Playwright against
 * the real server, see e2e/tests/venue-upload.spec.ts).
 */
export class FakeTus {
  static sent: FakeTus[] = [];
  static answer: (upload: FakeTus) => { status: number; body: unknown } = (upload) => ({ status: 200, body: media({ filename: upload.file.name, is_own_upload: true }) });
  private settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  constructor(readonly request: ResumableUpload) {
    FakeTus.sent.push(this);
  }
  get file() {
    return this.request.file;
  }
  static send = <T,>(request: ResumableUpload): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      new FakeTus(request).settle = { resolve: resolve as (value: unknown) => void, reject };
    });
  progress(percent: number) {
    this.request.onProgress(percent);
  }
  /** Reports progress, then answers (status 0: no answer). */
  finish() {
    this.progress(50);
    const { status, body } = FakeTus.answer(this);
    if (status >= 200 && status < 300) this.settle?.resolve(body);
    else this.settle?.reject(new ApiError(status, 'tus', body));
  }
}

/** Preloaded thumbnails load at once unless a test holds them back. */
export class FakeImage {
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
export class FakeObserver {
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

/** The browser stand-ins and a signed-in guest, set up before and removed after every test of a file. */
export function setUpGalleryTestEnvironment(): void {
  const originals = { XMLHttpRequest: globalThis.XMLHttpRequest, Image: globalThis.Image };
  const resumable = transfers.resumable;

  beforeAll(() => {
    // swiper measures its container; jsdom lays nothing out.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 667 });
  });

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('guest_token', 'gast-token');
    FakeUpload.sent = [];
    FakeTus.sent = [];
    FakeTus.answer = (upload) => ({ status: 200, body: media({ filename: upload.file.name, is_own_upload: true }) });
    FakeImage.hold = false;
    FakeImage.waiting = [];
    FakeObserver.all = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeUpload, Image: FakeImage, IntersectionObserver: FakeObserver });
    transfers.resumable = FakeTus.send;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    Object.assign(globalThis, originals);
    transfers.resumable = resumable;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
}

// ---- data ----

let nextId = 1;
export function media(change: Partial<MediaItemJson> = {}): MediaItemJson {
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

export const CATEGORIES = [
  { id: 2, name: 'Trauung', media_count: 4 },
  { id: 5, name: 'Party', media_count: 9 },
];

export function renderPage() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/guest/gallery']}>
      <GalleryPage />
    </MemoryRouter>,
  );
}

export async function galleryShown() {
  await waitFor(() => expect(screen.queryByText(/Die Galerie wird geladen/)).not.toBeInTheDocument());
}
