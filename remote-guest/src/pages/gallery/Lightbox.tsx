import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { MediaItemJson } from '@hochzeit/contracts';
import { LIGHTBOX_MAX_ZOOM } from '@hochzeit/contracts/media-constants';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination, Virtual, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/virtual';
import 'swiper/css/zoom';
import { lightboxSrc } from './gallery-model';
import { photoLabel } from './GalleryGrid';
import './lightbox.css';
import { formatDate } from '@hochzeit/shared-ui/toolkit';
import { RemovalRequest } from './RemovalRequest';

const MODULES = [A11y, Keyboard, Navigation, Pagination, Virtual, Zoom];

/** Locks the page's scrolling while the lightbox is open (the scrollbar's width is kept, so nothing jumps). */
function useScrollLock() {
  useEffect(() => {
    const { body, documentElement: html } = document;
    const before = { bodyOverflow: body.style.overflow, htmlOverflow: html.style.overflow, padding: body.style.paddingRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    body.style.overflow = 'hidden';
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.bodyOverflow;
      html.style.overflow = before.htmlOverflow;
      body.style.paddingRight = before.padding;
    };
  }, []);
}

export interface LightboxProps {
  items: MediaItemJson[];
  initialIndex: number;
  /** Gets the id of the photo shown last, so the gallery can put the focus back on it. */
  onClose: (lastId: number | null) => void;
  /** Deletes the guest's own photo (asked first by the gallery); absent: no delete button. */
  onDelete?: (item: MediaItemJson) => void;
}

/**
 * The photos large, one by one (swiper): close, previous/next, clickable pagination, arrow keys,
 * zoom up to 3× (pinch, double tap or the zoom button). Only the slides next to the current one
 * exist in the page (virtual slides), so a gallery of thousands opens as fast as one of ten.
 */
export default function Lightbox({ items, initialIndex, onClose, onDelete }: LightboxProps) {
  const [index, setIndex] = useState(initialIndex);
  const [zoomed, setZoomed] = useState(false);
  const swiper = useRef<SwiperInstance | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = items.at(index);
  useScrollLock();

  useEffect(() => closeButton.current?.focus(), []);

  const close = () => onClose(current?.id ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab' && dialog.current) {
      // The focus stays inside the dialog.
      const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')).filter(
        (el) => !el.closest('[aria-hidden="true"]') && el.getAttribute('aria-disabled') !== 'true',
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  return (
    <div ref={dialog} className="lightbox" role="dialog" aria-modal="true" aria-label="Bildansicht" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="lightbox__bar">
        <span className="lightbox__counter" aria-live="polite">
          Bild {index + 1} von {items.length}
        </span>
        <button
          type="button"
          className="lightbox__tool"
          aria-pressed={zoomed}
          onClick={() => swiper.current?.zoom.toggle()}
          aria-label={zoomed ? 'Verkleinern' : 'Vergrößern'}
        >
          {zoomed ? '−' : '+'}
        </button>
        {onDelete && current?.is_own_upload && (
          <button type="button" className="lightbox__tool lightbox__tool--text" onClick={() => onDelete(current)}>
            Löschen
          </button>
        )}
        <button ref={closeButton} type="button" className="lightbox__tool" onClick={close} aria-label="Schließen">
          ×
        </button>
      </div>
      <Swiper
        className="lightbox__swiper"
        modules={MODULES}
        initialSlide={initialIndex}
        virtual={{ addSlidesBefore: 1, addSlidesAfter: 1 }}
        navigation
        pagination={{ clickable: true, dynamicBullets: true, dynamicMainBullets: 3 }}
        keyboard={{ enabled: true, onlyInViewport: false }}
        zoom={{ maxRatio: LIGHTBOX_MAX_ZOOM }}
        spaceBetween={16}
        a11y={{
          prevSlideMessage: 'Vorheriges Bild',
          nextSlideMessage: 'Nächstes Bild',
          firstSlideMessage: 'Das ist das erste Bild',
          lastSlideMessage: 'Das ist das letzte Bild',
          paginationBulletMessage: 'Zu Bild {{index}}',
          // Virtual slides know only the slides in the page; each slide is labelled below instead.
          slideLabelMessage: '',
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        onSlideChange={(instance) => {
          setIndex(instance.activeIndex);
          setZoomed(false);
        }}
        onZoomChange={(_instance, scale) => setZoomed(scale > 1)}
      >
        {items.map((item, i) => (
          <SwiperSlide key={item.id} virtualIndex={i} aria-label={`Bild ${i + 1} von ${items.length}`}>
            <div className="swiper-zoom-container">
              <img className="lightbox__image" src={lightboxSrc(item)} alt={photoLabel(item)} decoding="async" />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {current && (
        <div className="lightbox__caption">
          {current.description && <p className="lightbox__description">{current.description}</p>}
          <p className="lightbox__meta">
            {current.uploader_name && <span>{current.uploader_name} · </span>}
            <time dateTime={current.uploaded_at}>{formatDate(current.uploaded_at)}</time>
          </p>
          {/* 'Entfernen lassen' (issue 42): a guest who appears on someone else's photo asks for it to be hidden. */}
          {!current.is_own_upload && <RemovalRequest key={current.id} mediaId={current.id} />}
        </div>
      )}
    </div>
  );
}
