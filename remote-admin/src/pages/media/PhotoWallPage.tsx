import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { LIGHTBOX_WIDTH, type MediaItemJson } from '@hochzeit/contracts';
import { Link, Loading, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { formatTime } from '@hochzeit/shared-ui/toolkit';
import { useNotice } from '../../lib/use-notice';
import { mediaApi } from './media-api';
import { useAdminChange } from '../../lib/queries';
import { useQrCode } from '../../lib/sign-in-link';
import { mergeNewest, newestFirst, newestUpload, stepFrom } from './wall-feed';
import { useUndoableDelete } from '../../lib/use-undoable-delete';
import { PendingPhotos } from './PendingPhotos';
import { pendingQuery, venueQuery } from './venue-queries';
import './photo-wall.css';

/** New uploads are asked for this often, so one appears on the wall within 10 s. */
export const WALL_POLL_MS = 5000;
/** How long each photo stays before the next fades in. */
export const WALL_SLIDE_MS = 8000;
/** Every this many polls the whole list is read again, so photos hidden or deleted elsewhere leave the wall. */
export const WALL_FULL_REFRESH_POLLS = 12;
export const WALL_QR_CAPTION = 'Teilt eure Fotos: QR-Code scannen';
const IMAGE_RETRY_MS = 3000;
const IMAGE_RETRIES = 5;
const IDLE_MS = 4000;

const WALL_KEY = ['/api/media/admin/wall'];
const NO_PHOTOS: MediaItemJson[] = [];

/**
 * The wall's photos, newest first, asked every WALL_POLL_MS (also while the tab is in the
 * background: a projector's browser may think so): everything at first and every
 * WALL_FULL_REFRESH_POLLS polls, in between only what is newer than the newest one, merged in.
 */
function useWallFeed() {
  const queryClient = useQueryClient();
  const polls = useRef(0);
  const feed = useQuery({
    queryKey: WALL_KEY,
    queryFn: async () => {
      const known = queryClient.getQueryData<MediaItemJson[]>(WALL_KEY) ?? null;
      const full = known === null || polls.current % WALL_FULL_REFRESH_POLLS === 0;
      polls.current += 1;
      const incoming = await mediaApi.wall(full ? undefined : newestUpload(known));
      return full ? newestFirst(incoming) : mergeNewest(known, incoming);
    },
    refetchInterval: WALL_POLL_MS,
    refetchIntervalInBackground: true,
  });
  /** Reads the whole list now: approved photos were uploaded before the newest one on the wall. */
  const refreshAll = () => {
    polls.current = 0;
    void feed.refetch();
  };
  return { ...feed, refreshAll };
}

const wallImage = (item: MediaItemJson) => `${item.url}?width=${LIGHTBOX_WIDTH}&format=webp`;


/** Fullscreen state, the toggle, and leaving fullscreen when the wall is closed. */
function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else if (typeof document.documentElement.requestFullscreen === 'function') document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  return { active, toggle, supported: typeof document.documentElement.requestFullscreen === 'function' };
}

/** Keeps a projector laptop's screen on while the wall runs (where the browser offers a wake lock). */
function useScreenWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    const wakeLock = navigator.wakeLock;
    let lock: WakeLockSentinel | null = null;
    const request = () => {
      if (document.visibilityState === 'visible') wakeLock.request('screen').then((l) => (lock = l), () => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      document.removeEventListener('visibilitychange', request);
      lock?.release().catch(() => undefined);
    };
  }, []);
}

/** Controls and cursor fade after a few seconds without mouse or keyboard. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), IDLE_MS);
    };
    const events = ['mousemove', 'pointerdown', 'keydown', 'focusin'] as const;
    events.forEach((name) => document.addEventListener(name, wake));
    return () => {
      clearTimeout(timer);
      events.forEach((name) => document.removeEventListener(name, wake));
    };
  }, []);
  return idle;
}

/**
 * 'Diashow': the photo wall for the projector at the venue. Newest photos first, crossfading; asks
 * the server every 5 s for what is new and shows a fresh upload at once. A QR code invites guests to
 * upload; an admin can hide the photo on screen with one click (it leaves the gallery too).
 */
export function PhotoWallPage() {
  const queryClient = useQueryClient();
  const feed = useWallFeed();
  const undoable = useUndoableDelete();
  // Without any answer yet the wall shows its QR code rather than waiting; a photo just deleted leaves at once.
  const photos = feed.data ? feed.data.filter((item) => !undoable.isPending(String(item.id))) : feed.isError ? NO_PHOTOS : null;
  const offline = feed.isError;
  const hide = useAdminChange([['/api/media/admin/list']]);
  const [slide, setSlide] = useState<{ currentId: number | null; previousId: number | null }>({ currentId: null, previousId: null });
  const [paused, setPaused] = useState(false);
  const [retries, setRetries] = useState<Record<number, number>>({});
  const notice = useNotice();
  // The QR code inviting everyone to share photos, in the wall's corner: the venue link (no sign-in
  // needed) while it is on, otherwise the guests' gallery (personal link).
  const venue = useQuery(venueQuery());
  const venueUrl = venue.data?.link?.url ?? null;
  const qr = useQrCode(venue.isPending ? null : (venueUrl ?? `${window.location.origin}/guest/gallery`), 1);
  const waiting = useQuery({ ...pendingQuery(), refetchInterval: WALL_POLL_MS, refetchIntervalInBackground: true });
  const [approving, setApproving] = useState(false);
  const fullscreen = useFullscreen();
  const idle = useIdle();
  useScreenWakeLock();

  const current = photos ? stepFrom(photos, slide.currentId, 0) : undefined;
  const shownId = current?.id ?? null;
  const previousId = slide.previousId;

  /** Puts a photo on screen; the one shown so far fades out beneath it. */
  const show = (id: number | null) => {
    if (id !== shownId) setSlide({ currentId: id, previousId: shownId });
  };
  const step = (by: number) => show(stepFrom(photos ?? [], shownId, by)?.id ?? null);
  // Effects below act on what is on screen when they fire.
  const showArrival = useEffectEvent(show);
  const stepOn = useEffectEvent(step);

  // A fresh upload goes on screen at once (not the photos of the first answer).
  const before = useRef<MediaItemJson[] | null>(null);
  useEffect(() => {
    if (!feed.data) return;
    const known = before.current;
    before.current = feed.data;
    if (known === null) return;
    const seen = new Set(known.map((item) => item.id));
    const arrived = feed.data.find((item) => !seen.has(item.id));
    if (arrived) showArrival(arrived.id);
  }, [feed.data]);

  // The slideshow moves on by itself unless paused.
  const many = (photos?.length ?? 0) > 1;
  // Each photo gets its full time: the timer starts again when another one is shown.
  useEffect(() => {
    if (paused || !many) return;
    const timer = setTimeout(() => stepOn(1), WALL_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [paused, many, shownId]);

  // Arrow keys move by hand.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') stepOn(1);
      else if (event.key === 'ArrowLeft') stepOn(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  async function hideCurrent() {
    if (!current) return;
    const hidden = current;
    try {
      await hide(() => mediaApi.setHidden(hidden.id, true));
      const rest = (photos ?? []).filter((item) => item.id !== hidden.id);
      show(stepFrom(photos ?? [], hidden.id, 1)?.id ?? null);
      queryClient.setQueryData(WALL_KEY, rest);
      notice.success('Foto ausgeblendet');
    } catch {
      notice.error('Fehler beim Ausblenden des Fotos');
    }
  }

  /** One tap: the photo leaves the wall at once, 'Rückgängig' for 10 s, then the server deletes it (gallery too). */
  function deleteCurrent() {
    if (!current) return;
    const gone = current;
    show(stepFrom(photos ?? [], gone.id, 1)?.id ?? null);
    undoable.remove({
      key: String(gone.id),
      text: 'Foto gelöscht.',
      commit: async () => {
        await hide(() => mediaApi.remove(gone.id));
        queryClient.setQueryData<MediaItemJson[]>(WALL_KEY, (items) => items?.filter((item) => item.id !== gone.id));
      },
      onFailed: () => notice.error('Fehler beim Löschen des Mediums'),
    });
  }

  // A photo whose sizes are still being made may fail at first: try again a few times.
  function imageFailed(id: number) {
    const tried = retries[id] ?? 0;
    if (tried >= IMAGE_RETRIES) return;
    setTimeout(() => setRetries((r) => ({ ...r, [id]: tried + 1 })), IMAGE_RETRY_MS);
  }

  // On stage: the photo shown, the one before (fading out) and the next (loading unseen), in a stable order.
  const nextId = photos ? stepFrom(photos, shownId, 1)?.id : undefined;
  const layers = photos ? photos.filter((item) => item.id === shownId || item.id === previousId || item.id === nextId) : [];
  const position = photos && current ? photos.indexOf(current) + 1 : 0;

  return (
    <div className={`wall${idle ? ' wall--idle' : ''}`} aria-label="Diashow">
      <h1 className="visually-hidden">Diashow</h1>
      {photos === null ? (
        <Loading />
      ) : photos.length === 0 ? (
        <div className="wall__empty">
          <p className="wall__empty-title">Noch keine Fotos</p>
          <p>Die ersten Fotos erscheinen hier, sobald sie hochgeladen sind.</p>
        </div>
      ) : (
        <div className="wall__stage">
          {layers.map((item) => (
            <figure key={item.id} className={`wall__slide${item.id === shownId ? ' wall__slide--active' : ''}`} aria-hidden={item.id !== shownId}>
              <img
                key={retries[item.id] ?? 0}
                src={wallImage(item)}
                alt={item.id === shownId ? item.description || `Foto von ${item.uploader_name ?? 'einem Gast'}` : ''}
                onError={() => imageFailed(item.id)}
              />
              {(item.description || item.uploader_name) && (
                <figcaption className="wall__caption">
                  {item.description && <span className="wall__description">{item.description}</span>}
                  {item.uploader_name && (
                    <span className="wall__uploader">
                      {item.uploader_name} · {formatTime(item.uploaded_at)} Uhr
                    </span>
                  )}
                </figcaption>
              )}
            </figure>
          ))}
        </div>
      )}

      <aside className={`wall__qr${photos?.length === 0 ? ' wall__qr--large' : ''}`}>
        {qr && <img src={qr} alt={venueUrl ? 'QR-Code zum Teilen von Fotos' : 'QR-Code zur Hochzeits-Galerie'} />}
        <p>{WALL_QR_CAPTION}</p>
      </aside>

      {offline && (
        <p className="wall__offline" role="status">
          Keine Verbindung zum Server – neuer Versuch in wenigen Sekunden …
        </p>
      )}

      <div className="wall__controls" role="toolbar" aria-label="Diashow steuern">
        <Link className="button button--small" to="/admin/media">
          ← Medienverwaltung
        </Link>
        {photos && photos.length > 0 && (
          <>
            <span className="wall__position">
              {position} / {photos.length}
            </span>
            <button type="button" className="button button--small" onClick={() => step(-1)} disabled={!many}>
              Vorheriges Foto
            </button>
            <button type="button" className="button button--small" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              {paused ? 'Abspielen' : 'Pause'}
            </button>
            <button type="button" className="button button--small" onClick={() => step(1)} disabled={!many}>
              Nächstes Foto
            </button>
            <button type="button" className="button button--small button--danger" onClick={hideCurrent}>
              Foto ausblenden
            </button>
            <button type="button" className="button button--small button--danger" onClick={deleteCurrent}>
              Foto löschen
            </button>
          </>
        )}
        {(approving || (waiting.data?.length ?? 0) > 0) && (
          <button type="button" className="button button--small button--primary" aria-expanded={approving} onClick={() => setApproving((a) => !a)}>
            Freigaben ({waiting.data?.length ?? 0})
          </button>
        )}
        {fullscreen.supported && (
          <button type="button" className="button button--small" onClick={fullscreen.toggle}>
            {fullscreen.active ? 'Vollbild beenden' : 'Vollbild'}
          </button>
        )}
        {notice.element}
        {undoable.element}
      </div>
      {approving && (
        <div className="wall__approval">
          <PendingPhotos onApproved={feed.refreshAll} />
        </div>
      )}
    </div>
  );
}
