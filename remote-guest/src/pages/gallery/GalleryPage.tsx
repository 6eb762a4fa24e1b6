import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaItemJson, PhotoCategory } from '@hochzeit/contracts';
import {
  GALLERY_LOAD_FAILED,
  GALLERY_PAGE_SIZE,
  GALLERY_SIGN_IN,
  MEDIA_FOLDER_LABELS,
  MEDIA_FOLDERS,
  VIEW_FILTER_LABELS,
  VIEW_FILTERS,
  type MediaFolder,
  type ViewFilter,
} from '@hochzeit/contracts/media-constants';
import { errorMessage, Link, Loading, type UserType } from '@hochzeit/shared-ui';
import { EmptyState, Field, ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { galleryAudience, type GalleryQuery, loadGalleryPage, loadPhotoCategories, startGuestDownload } from './gallery-api';
import { displayOrder, GalleryGrid } from './GalleryGrid';
import { type GalleryFilters, matchesFilters, preloadImages, thumbnailSrc } from './gallery-model';
import { UploadForm } from './UploadForm';
import './gallery.css';
import { useGuestTitle } from '../../lib/guest-title';

// swiper comes with the lightbox, fetched when the gallery has shown its first page (or on the first click).
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(loadLightbox);

/** The loading screen waits for this many thumbnails: what a phone shows first. */
export const FIRST_SCREEN_THUMBNAILS = 8;
/** A thumbnail that never answers must not keep the gallery hidden. */
export const LOADING_SCREEN_MAX_MS = 10_000;

interface ListState {
  items: MediaItemJson[];
  /** list: first page requested; thumbnails: first page here, its first thumbnails loading. */
  phase: 'list' | 'thumbnails' | 'ready' | 'error';
  thumbnailsTotal: number;
  thumbnailsDone: number;
  /** Offset of the next page on the server. */
  nextOffset: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const FRESH_LIST: ListState = { items: [], phase: 'list', thumbnailsTotal: 0, thumbnailsDone: 0, nextOffset: 0, hasMore: false, loadingMore: false, moreFailed: false };

function loadingPercent(list: ListState): number {
  if (list.phase === 'list') return 0;
  // Receiving the list is the first step, then one per thumbnail.
  return Math.round((100 * (1 + list.thumbnailsDone)) / (1 + list.thumbnailsTotal));
}

function galleryQuery(filters: GalleryFilters, offset: number): GalleryQuery {
  return {
    ...(filters.folder ? { folder: filters.folder } : {}),
    ...(filters.categoryId !== null ? { category_id: filters.categoryId } : {}),
    view_filter: filters.view,
    offset,
    limit: GALLERY_PAGE_SIZE,
  };
}

/** 'Hochzeits-Galerie': the guest's photos of both celebrations, with upload and lightbox. */
export function GalleryPage() {
  useGuestTitle('Hochzeitsfotos');
  const [audience] = useState(galleryAudience);
  if (!audience) {
    return (
      <main className="page guest-page gallery">
        <h1>Hochzeits-Galerie</h1>
        <p className="card" role="alert">
          {GALLERY_SIGN_IN}
        </p>
      </main>
    );
  }
  return <Gallery audience={audience} />;
}

function Gallery({ audience }: { audience: UserType }) {
  const [filters, setFilters] = useState<GalleryFilters>({ folder: null, categoryId: null, view: 'all' });
  const [categories, setCategories] = useState<PhotoCategory[]>([]);
  const [list, setList] = useState<ListState>(FRESH_LIST);
  const [attempt, setAttempt] = useState(0);
  const [lightbox, setLightbox] = useState<{ items: MediaItemJson[]; index: number } | null>(null);
  /** Answers to an older filter choice are dropped. */
  const generation = useRef(0);
  const listRef = useRef(list);
  listRef.current = list;
  const grouped = filters.folder === null;

  useEffect(() => {
    loadPhotoCategories(audience).then(setCategories, (error) => console.error('Fotokategorien konnten nicht geladen werden:', error));
  }, [audience]);

  // The first page, whenever the filters change; the loading screen stays until its first thumbnails are here.
  useEffect(() => {
    const current = ++generation.current;
    setList(FRESH_LIST);
    let stopPreload = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadGalleryPage(audience, galleryQuery(filters, 0)).then(
      (page) => {
        if (current !== generation.current) return;
        const first = displayOrder(page, filters.folder === null).slice(0, FIRST_SCREEN_THUMBNAILS);
        setList({
          ...FRESH_LIST,
          items: page,
          phase: first.length > 0 ? 'thumbnails' : 'ready',
          thumbnailsTotal: first.length,
          nextOffset: page.length,
          hasMore: page.length >= GALLERY_PAGE_SIZE,
        });
        if (first.length === 0) return;
        stopPreload = preloadImages(first.map(thumbnailSrc), () =>
          setList((l) => {
            const done = l.thumbnailsDone + 1;
            return { ...l, thumbnailsDone: done, phase: l.phase === 'thumbnails' && done >= l.thumbnailsTotal ? 'ready' : l.phase };
          }),
        );
        timer = setTimeout(() => setList((l) => (l.phase === 'thumbnails' ? { ...l, phase: 'ready' } : l)), LOADING_SCREEN_MAX_MS);
      },
      (error) => {
        if (current !== generation.current) return;
        console.error('Galerie konnte nicht geladen werden:', error);
        setList({ ...FRESH_LIST, phase: 'error' });
      },
    );
    return () => {
      stopPreload();
      clearTimeout(timer);
    };
  }, [audience, filters, attempt]);

  const loadMore = useCallback(() => {
    const l = listRef.current;
    if (l.phase !== 'ready' || !l.hasMore || l.loadingMore) return;
    const current = generation.current;
    listRef.current = { ...l, loadingMore: true };
    setList((s) => ({ ...s, loadingMore: true, moreFailed: false }));
    loadGalleryPage(audience, galleryQuery(filters, l.nextOffset)).then(
      (page) => {
        if (current !== generation.current) return;
        setList((s) => {
          // New uploads shown at the top shift the server's pages: whatever arrives twice is dropped.
          const known = new Set(s.items.map((item) => item.id));
          return {
            ...s,
            items: [...s.items, ...page.filter((item) => !known.has(item.id))],
            nextOffset: s.nextOffset + page.length,
            hasMore: page.length >= GALLERY_PAGE_SIZE,
            loadingMore: false,
          };
        });
      },
      (error) => {
        if (current !== generation.current) return;
        console.error('Weitere Bilder konnten nicht geladen werden:', error);
        setList((s) => ({ ...s, loadingMore: false, moreFailed: true }));
      },
    );
  }, [audience, filters]);

  // The next page as the guest scrolls near the end. A fresh observer after every page reports at
  // once whether the end is still in reach (a short first page on a tall screen).
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  const watchEnd = list.phase === 'ready' && list.hasMore && !list.loadingMore && !list.moreFailed;
  useEffect(() => {
    const element = sentinel.current;
    if (!watchEnd || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(), { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchEnd, list.items.length]);

  // Fetch the lightbox (and swiper) in the background once the first photos are on screen.
  const hasPhotos = list.phase === 'ready' && list.items.length > 0;
  useEffect(() => {
    if (hasPhotos) loadLightbox().catch(() => {});
  }, [hasPhotos]);

  const onUploaded = useCallback(
    (uploaded: MediaItemJson[]) =>
      setList((s) => {
        const known = new Set(s.items.map((item) => item.id));
        const fresh = uploaded.filter((item) => !known.has(item.id) && matchesFilters(item, filters));
        return fresh.length > 0 ? { ...s, items: [...fresh, ...s.items] } : s;
      }),
    [filters],
  );

  const ordered = useMemo(() => displayOrder(list.items, grouped), [list.items, grouped]);
  const openPhoto = useCallback((id: number) => setLightbox({ items: ordered, index: Math.max(0, ordered.findIndex((item) => item.id === id)) }), [ordered]);
  const closeLightbox = useCallback((lastId: number | null) => {
    setLightbox(null);
    // Back to the photo the guest looked at last.
    if (lastId !== null) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-media-id="${lastId}"]`)?.focus());
  }, []);

  const setFolder = (folder: MediaFolder | null) => setFilters((f) => (f.folder === folder ? f : { ...f, folder }));

  if (list.phase === 'error') {
    return (
      <main className="page guest-page gallery">
        <h1>Hochzeits-Galerie</h1>
        {/* Offline the photos cannot load, but photos can still be chosen: they wait for the connection. */}
        <UploadForm audience={audience} onUploaded={onUploaded} />
        <div className="card gallery-error" role="alert">
          <p>{GALLERY_LOAD_FAILED}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Erneut versuchen
            </button>
            <Link className="button button--primary" to="/guest-dashboard">
              ← Zurück zum Dashboard
            </Link>
          </div>
        </div>
      </main>
    );
  }

  const percent = loadingPercent(list);
  return (
    <main className="page guest-page gallery">
      <h1>Hochzeits-Galerie</h1>
      <UploadForm audience={audience} onUploaded={onUploaded} />

      <div className="gallery-filters">
        <div className="gallery-folders" role="group" aria-label="Ordner">
          {([null, ...MEDIA_FOLDERS] as const).map((folder) => (
            <button
              key={folder ?? 'all'}
              type="button"
              className={`button gallery-folder${filters.folder === folder ? ' button--primary' : ''}`}
              aria-pressed={filters.folder === folder}
              onClick={() => setFolder(folder)}
            >
              {folder ? MEDIA_FOLDER_LABELS[folder] : 'Alle Bilder'}
            </button>
          ))}
        </div>
        <div className="gallery-selects">
          <Field label="Kategorie">
            <select value={filters.categoryId ?? ''} onChange={(e) => setFilters((f) => ({ ...f, categoryId: e.target.value ? Number(e.target.value) : null }))}>
              <option value="">Alle Kategorien</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Ansicht">
            <select value={filters.view} onChange={(e) => setFilters((f) => ({ ...f, view: e.target.value as ViewFilter }))}>
              {VIEW_FILTERS.map((view) => (
                <option key={view} value={view}>
                  {VIEW_FILTER_LABELS[view]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {/* The ZIP is the guest's own: signed in with another role there is none. */}
        {audience === 'guest' && list.phase === 'ready' && list.items.length > 0 && <DownloadAll audience={audience} />}
      </div>

      {list.phase === 'list' || list.phase === 'thumbnails' ? (
        <div className="gallery-loading">
          <p role="status">Die Galerie wird geladen … {percent} %</p>
          <ProgressBar value={percent} label="Galerie wird geladen" />
        </div>
      ) : list.items.length === 0 ? (
        <EmptyState title="Keine Bilder gefunden">
          {filters.view === 'own' ? 'Sie haben hier noch keine Bilder hochgeladen.' : 'Hier gibt es noch keine Bilder. Laden Sie gerne die ersten hoch!'}
        </EmptyState>
      ) : (
        <>
          <GalleryGrid items={list.items} grouped={grouped} onOpen={openPhoto} />
          <div ref={sentinel} className="gallery-more">
            {list.loadingMore ? (
              <Loading text="Weitere Bilder werden geladen..." />
            ) : list.moreFailed ? (
              <>
                <p className="form-error" role="alert">
                  {GALLERY_LOAD_FAILED}
                </p>
                <button type="button" className="button" onClick={loadMore}>
                  Erneut versuchen
                </button>
              </>
            ) : list.hasMore ? (
              <button type="button" className="button" onClick={loadMore}>
                Weitere Bilder laden
              </button>
            ) : null}
          </div>
        </>
      )}

      {lightbox && (
        <Suspense fallback={<div className="lightbox lightbox--loading"><Loading /></div>}>
          <Lightbox items={lightbox.items} initialIndex={lightbox.index} onClose={closeLightbox} />
        </Suspense>
      )}
      <BackLink />
    </main>
  );
}

/** Every photo this guest may see, as one ZIP file. */
function DownloadAll({ audience }: { audience: UserType }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await startGuestDownload(audience);
    } catch (e) {
      setError(errorMessage(e, 'Der Download konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="gallery-download">
      <button type="button" className="button" onClick={download} disabled={busy} aria-describedby="gallery-download-hint">
        Alle herunterladen
      </button>
      <small id="gallery-download-hint" className="field__hint">
        Alle Bilder, die Sie sehen dürfen, als ZIP-Datei.
      </small>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
