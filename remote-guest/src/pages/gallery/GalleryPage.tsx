import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { MediaItemJson } from '@hochzeit/contracts';
import {
  GALLERY_LOAD_FAILED,
  GALLERY_SIGN_IN,
  MEDIA_FOLDER_LABELS,
  MEDIA_FOLDERS,
  VIEW_FILTER_LABELS,
  VIEW_FILTERS,
  type MediaFolder,
  type ViewFilter,
} from '@hochzeit/contracts/media-constants';
import { ApiError, errorMessage, Link, Loading, useQuery, useQueryClient, type UserType } from '@hochzeit/shared-ui';
import { EmptyState, Field, ProgressBar, useInfiniteQuery } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { deleteOwnPhoto, folderLabelsQuery, galleryAudience, galleryPagesQuery, photoCategoriesQuery, startGuestDownload } from './gallery-api';
import { displayOrder, GalleryGrid } from './GalleryGrid';
import { type GalleryFilters, matchesFilters, preloadImages, thumbnailSrc } from './gallery-model';
import { PhotoConsent } from './PhotoConsent';
import { UploadForm } from './UploadForm';
import './gallery.css';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

// swiper comes with the lightbox, fetched when the gallery has shown its first page (or on the first click).
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(loadLightbox);

/** The loading screen waits for this many thumbnails: what a phone shows first. */
export const FIRST_SCREEN_THUMBNAILS = 8;
/** A thumbnail that never answers must not keep the gallery hidden. */
export const LOADING_SCREEN_MAX_MS = 10_000;

/** The first screen's thumbnails being fetched for one choice of filters (the loading screen shows their share). */
interface ThumbnailPreload {
  filters: GalleryFilters;
  total: number;
  done: number;
  /** All settled, or waited long enough: stays so for these filters (a later upload does not bring the loading screen back). */
  ready: boolean;
}

/** Each photo once, in the server's order: pages shifted by new uploads repeat some. */
function uniqueItems(pages: MediaItemJson[][]): MediaItemJson[] {
  const seen = new Set<number>();
  return pages.flat().filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}

/** 'Hochzeits-Galerie': the guest's photos of both celebrations, with upload and lightbox. */
export function GalleryPage() {
  useGuestTitle('Hochzeitsfotos');
  const { message } = useGuestText();
  const [audience] = useState(galleryAudience);
  if (!audience) {
    return (
      <main className="page guest-page gallery">
        <h1>Hochzeits-Galerie</h1>
        <p className="card" role="alert">
          {message(GALLERY_SIGN_IN)}
        </p>
      </main>
    );
  }
  return <Gallery audience={audience} />;
}

function Gallery({ audience }: { audience: UserType }) {
  const queryClient = useQueryClient();
  const speech = useGuestText(audience === 'guest');
  const [filters, setFilters] = useState<GalleryFilters>({ folder: null, categoryId: null, view: 'all' });
  const { data: categories = [] } = useQuery(photoCategoriesQuery(audience));
  const { data: folderLabels = MEDIA_FOLDER_LABELS } = useQuery(folderLabelsQuery(audience));
  const gallery = useInfiniteQuery(galleryPagesQuery(audience, filters));
  const [lightbox, setLightbox] = useState<{ items: MediaItemJson[]; index: number } | null>(null);
  const grouped = filters.folder === null;
  const items = useMemo(() => uniqueItems(gallery.data?.pages ?? []), [gallery.data]);

  // The loading screen stays until the first page's first thumbnails are here (once per choice of
  // filters: a page added later or a photo uploaded does not bring it back).
  const [preload, setPreload] = useState<ThumbnailPreload | null>(null);
  const firstPage = gallery.data?.pages[0];
  const hasFirstPage = firstPage !== undefined;
  const readFirstPage = useEffectEvent(() => firstPage);
  useEffect(() => {
    const first = displayOrder(readFirstPage() ?? [], filters.folder === null).slice(0, FIRST_SCREEN_THUMBNAILS);
    if (first.length === 0) return;
    const note = (change: (p: ThumbnailPreload) => ThumbnailPreload) =>
      setPreload((p) => change(p?.filters === filters ? p : { filters, total: first.length, done: 0, ready: false }));
    const stopPreload = preloadImages(first.map(thumbnailSrc), () => note((p) => ({ ...p, done: p.done + 1, ready: p.ready || p.done + 1 >= p.total })));
    const timer = setTimeout(() => note((p) => ({ ...p, ready: true })), LOADING_SCREEN_MAX_MS);
    return () => {
      stopPreload();
      clearTimeout(timer);
    };
  }, [filters, hasFirstPage]);

  const thumbnails = preload?.filters === filters ? preload : null;
  const phase: 'list' | 'thumbnails' | 'ready' | 'error' =
    gallery.isError && !hasFirstPage ? 'error'
    : !hasFirstPage ? 'list'
    : firstPage.length === 0 || thumbnails?.ready ? 'ready'
    : 'thumbnails';
  // Receiving the list is the first step, then one per thumbnail.
  const total = thumbnails?.total ?? Math.min(FIRST_SCREEN_THUMBNAILS, firstPage?.length ?? 0);
  const percent = phase === 'list' ? 0 : Math.round((100 * (1 + (thumbnails?.done ?? 0))) / (1 + total));
  const loadingMore = gallery.isFetchingNextPage;
  const moreFailed = gallery.isFetchNextPageError;
  const hasMore = gallery.hasNextPage;

  const loadMore = () => {
    if (phase === 'ready' && hasMore && !loadingMore) void gallery.fetchNextPage();
  };

  // The next page as the guest scrolls near the end. A fresh observer after every page reports at
  // once whether the end is still in reach (a short first page on a tall screen).
  const sentinel = useRef<HTMLDivElement>(null);
  const onEndInReach = useEffectEvent(loadMore);
  const watchEnd = phase === 'ready' && hasMore && !loadingMore && !moreFailed;
  useEffect(() => {
    const element = sentinel.current;
    if (!watchEnd || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onEndInReach(), { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchEnd, items.length]);

  // Fetch the lightbox (and swiper) in the background once the first photos are on screen.
  const hasPhotos = phase === 'ready' && items.length > 0;
  useEffect(() => {
    if (hasPhotos) loadLightbox().catch(() => {});
  }, [hasPhotos]);

  // After a successful upload the view switches to 'Nur meine Uploads' (the specification's rule):
  // the new photo joins that list at once; lists for other filters are asked again when shown.
  const onUploaded = useCallback(
    (uploaded: MediaItemJson[]) => {
      const own: GalleryFilters = { ...filters, view: 'own' };
      const fresh = uploaded.filter((item) => matchesFilters(item, own));
      void queryClient.invalidateQueries({ queryKey: ['/api/media/gallery'], refetchType: 'none' });
      queryClient.setQueryData(galleryPagesQuery(audience, own).queryKey, (data) => {
        if (!data || fresh.length === 0) return data;
        const known = new Set(data.pages.flat().map((item) => item.id));
        const [first = [], ...rest] = data.pages;
        return { ...data, pages: [[...fresh.filter((item) => !known.has(item.id)), ...first], ...rest] };
      });
      if (uploaded.length > 0) setFilters((f) => (f.view === 'own' ? f : { ...f, view: 'own' }));
    },
    [queryClient, audience, filters],
  );

  const ordered = useMemo(() => displayOrder(items, grouped), [items, grouped]);
  const openPhoto = useCallback((id: number) => setLightbox({ items: ordered, index: Math.max(0, ordered.findIndex((item) => item.id === id)) }), [ordered]);
  const closeLightbox = useCallback((lastId: number | null) => {
    setLightbox(null);
    // Back to the photo the guest looked at last.
    if (lastId !== null) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-media-id="${lastId}"]`)?.focus());
  }, []);

  // A guest deletes a photo of their own from the lightbox: asked first, then gone from every list.
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const deletePhoto = useCallback(
    (item: MediaItemJson) => {
      if (!window.confirm(`Ihr Foto „${item.description?.trim() || item.filename}“ löschen? Es verschwindet aus der Galerie und der Diashow.`)) return;
      deleteOwnPhoto(item.id).then(
        () => {
          setLightbox(null);
          setDeleteProblem(null);
          queryClient.setQueriesData<{ pages: MediaItemJson[][]; pageParams: unknown[] }>({ queryKey: ['/api/media/gallery'] }, (data) =>
            data ? { ...data, pages: data.pages.map((page) => page.filter((other) => other.id !== item.id)) } : data,
          );
        },
        (error: unknown) => setDeleteProblem(errorMessage(error, 'Fehler beim Löschen des Fotos.')),
      );
    },
    [queryClient],
  );

  const setFolder = (folder: MediaFolder | null) => setFilters((f) => (f.folder === folder ? f : { ...f, folder }));

  const closed = gallery.error instanceof ApiError && gallery.error.status === 403 && filters.view !== 'own';
  if (phase === 'error') {
    return (
      <main className="page guest-page gallery">
        <h1>Hochzeits-Galerie</h1>
        {/* Offline the photos cannot load, but photos can still be chosen: they wait for the connection. */}
        <PhotoConsent audience={audience}>
          <UploadForm audience={audience} onUploaded={onUploaded} />
        </PhotoConsent>
        <div className="card gallery-error" role="alert">
          {/* 'Erst nach der Feier zeigen': the server says until when (403); the guest's own uploads stay visible. */}
          <p>{closed ? errorMessage(gallery.error, speech.message(GALLERY_LOAD_FAILED)) : speech.message(GALLERY_LOAD_FAILED)}</p>
          <div className="actions">
            {closed && (
              <button type="button" className="button" onClick={() => setFilters((f) => ({ ...f, view: 'own' }))}>
                Meine Uploads ansehen
              </button>
            )}
            <button type="button" className="button" onClick={() => void gallery.refetch()}>
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

  return (
    <main className="page guest-page gallery">
      <h1>Hochzeits-Galerie</h1>
      <PhotoConsent audience={audience}>
        <UploadForm audience={audience} onUploaded={onUploaded} />
      </PhotoConsent>

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
              {folder ? folderLabels[folder] : 'Alle Bilder'}
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
        {audience === 'guest' && phase === 'ready' && items.length > 0 && <DownloadAll audience={audience} />}
      </div>

      {phase === 'list' || phase === 'thumbnails' ? (
        <div className="gallery-loading">
          <p role="status">Die Galerie wird geladen … {percent} %</p>
          <ProgressBar value={percent} label="Galerie wird geladen" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="Keine Bilder gefunden">
          {speech.text(filters.view === 'own' ? 'galleryOwnEmpty' : 'galleryEmpty')}
        </EmptyState>
      ) : (
        <>
          <GalleryGrid items={items} grouped={grouped} onOpen={openPhoto} labels={folderLabels} />
          <div ref={sentinel} className="gallery-more">
            {loadingMore ? (
              <Loading text="Weitere Bilder werden geladen..." />
            ) : moreFailed ? (
              <>
                <p className="form-error" role="alert">
                  {speech.message(GALLERY_LOAD_FAILED)}
                </p>
                <button type="button" className="button" onClick={loadMore}>
                  Erneut versuchen
                </button>
              </>
            ) : hasMore ? (
              <button type="button" className="button" onClick={loadMore}>
                Weitere Bilder laden
              </button>
            ) : null}
          </div>
        </>
      )}

      {deleteProblem && (
        <p className="form-error" role="alert">
          {deleteProblem}
        </p>
      )}
      {lightbox && (
        <Suspense fallback={<div className="lightbox lightbox--loading"><Loading /></div>}>
          <Lightbox items={lightbox.items} initialIndex={lightbox.index} onClose={closeLightbox} onDelete={audience === 'guest' ? deletePhoto : undefined} />
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
  const { text } = useGuestText(audience === 'guest');
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await startGuestDownload(audience);
    } catch (e) {
      setError(errorMessage(e, text('galleryDownloadFailed')));
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
        {text('galleryDownloadHint')}
      </small>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
