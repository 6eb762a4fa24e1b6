import type { MediaItemJson } from '@hochzeit/contracts';
import { MEDIA_FOLDER_LABELS, type MediaFolder } from '@hochzeit/contracts/media-constants';
import { groupByFolder, thumbnailSize, thumbnailSrc } from './gallery-model';
import { formatDate, formatDateTime } from '@hochzeit/shared-ui/toolkit';

/** A photo's name for screen readers and the lightbox: its description, else its file name. */
export const photoLabel = (item: MediaItemJson) => item.description?.trim() || item.filename;

function GalleryCard({ item, onOpen }: { item: MediaItemJson; onOpen: (id: number) => void }) {
  const { width, height } = thumbnailSize(item);
  return (
    <li className="gallery-card">
      <button type="button" className="gallery-card__open" data-media-id={item.id} onClick={() => onOpen(item.id)} aria-label={`Bild öffnen: ${photoLabel(item)}`}>
        <img className="gallery-card__image" src={thumbnailSrc(item)} alt="" width={width} height={height} loading="lazy" decoding="async" />
        {item.is_own_upload && <span className="gallery-card__badge">Mein Upload</span>}
      </button>
      <div className="gallery-card__body">
        {item.categories.length > 0 && (
          <ul className="chips" aria-label="Kategorien">
            {item.categories.map((category) => (
              <li key={category.id} className="chip">
                {category.name}
              </li>
            ))}
          </ul>
        )}
        {item.description && <p className="gallery-card__description">{item.description}</p>}
        <p className="gallery-card__meta">
          {item.uploader_name && <span className="gallery-card__uploader">{item.uploader_name}</span>}
          <time dateTime={item.uploaded_at} title={formatDateTime(item.uploaded_at)}>
            {formatDate(item.uploaded_at)}
          </time>
        </p>
      </div>
    </li>
  );
}

function Grid({ items, label, onOpen }: { items: MediaItemJson[]; label?: string; onOpen: (id: number) => void }) {
  return (
    <ul className="gallery-grid" aria-label={label}>
      {items.map((item) => (
        <GalleryCard key={item.id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** The thumbnails, one section per folder when both folders are shown (headed by the couple's folder names). */
export function GalleryGrid({ items, grouped, onOpen, labels = MEDIA_FOLDER_LABELS }: { items: MediaItemJson[]; grouped: boolean; onOpen: (id: number) => void; labels?: Record<MediaFolder, string> }) {
  if (!grouped) return <Grid items={items} label="Bilder" onOpen={onOpen} />;
  return (
    <>
      {groupByFolder(items).map(({ folder, items: folderItems }) => (
        <section key={folder} className="gallery-section" aria-labelledby={`gallery-folder-${folder}`}>
          <h2 id={`gallery-folder-${folder}`}>
            {labels[folder]}
          </h2>
          <Grid items={folderItems} onOpen={onOpen} />
        </section>
      ))}
    </>
  );
}

/** The order the grid shows the items in (folder by folder when grouped): the lightbox moves through them the same way. */
export function displayOrder(items: MediaItemJson[], grouped: boolean): MediaItemJson[] {
  return grouped ? groupByFolder(items).flatMap((section) => section.items) : items;
}
