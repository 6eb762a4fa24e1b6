import { useState } from 'react';
import { COLUMN_HEADING_LEVELS, type ColumnBlock, DIVIDER_STYLES, type DividerContent, HEADING_LEVELS, type StoryBlock } from '@hochzeit/contracts';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { Options } from '../../lib/Options';
import { PhotoUpload } from '../../lib/PhotoUpload';

const DIVIDER_LABELS: Record<DividerContent['style'], string> = { line: 'Linie', dots: 'Punkte', ornament: 'Ornament' };

/** Preview of an image URL; hidden if it fails to load. */
function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return null;
  return <img className="story-preview" src={url} alt="Vorschau" onError={() => setFailedUrl(url)} />;
}

/**
 * The edit fields of one block (top level or inside a column; columns have their own editor).
 * `onChange` receives the whole edited block, of the same type as the one given.
 */
export function BlockFields<B extends StoryBlock | ColumnBlock>({ block, onChange, insideColumns = false }: { block: B; onChange: (block: B) => void; insideColumns?: boolean }) {
  const current: StoryBlock | ColumnBlock = block;
  switch (current.type) {
    case 'heading': {
      const c = current.content;
      const change = (patch: Partial<typeof c>) => onChange({ ...block, content: { ...c, ...patch } });
      return (
        <div className="form-grid">
          <Field label="Überschrift">
            <input value={c.text} onChange={(e) => change({ text: e.target.value })} />
          </Field>
          <Field label="Ebene">
            <select value={c.level} onChange={(e) => change({ level: Number(e.target.value) })}>
              <Options items={insideColumns ? COLUMN_HEADING_LEVELS : HEADING_LEVELS} label={(l) => `H${l}`} />
            </select>
          </Field>
        </div>
      );
    }
    case 'text': {
      const c = current.content;
      return (
        <Field label="Text">
          <textarea rows={4} value={c.text} onChange={(e) => onChange({ ...block, content: { ...c, text: e.target.value } })} />
        </Field>
      );
    }
    case 'image': {
      const c = current.content;
      const change = (patch: Partial<typeof c>) => onChange({ ...block, content: { ...c, ...patch } });
      return (
        <div className="form-grid">
          <Field label="Bild-URL">
            {/* Text, not type="url": an uploaded photo's address is the portal's own path. */}
            <input type="text" inputMode="url" value={c.imageUrl} onChange={(e) => change({ imageUrl: e.target.value })} placeholder="https://..." />
          </Field>
          <PhotoUpload label="Oder Foto hochladen" onUploaded={(imageUrl) => change({ imageUrl })} />
          <Field label="Bildunterschrift">
            <input value={c.caption} onChange={(e) => change({ caption: e.target.value })} />
          </Field>
          <ImagePreview url={c.imageUrl} />
        </div>
      );
    }
    case 'quote': {
      const c = current.content;
      const change = (patch: Partial<typeof c>) => onChange({ ...block, content: { ...c, ...patch } });
      return (
        <div className="form-grid">
          <Field label="Zitat">
            <textarea rows={2} value={c.quote} onChange={(e) => change({ quote: e.target.value })} />
          </Field>
          <Field label="Autor">
            <input value={c.author} onChange={(e) => change({ author: e.target.value })} />
          </Field>
        </div>
      );
    }
    case 'timeline': {
      const c = current.content;
      const change = (patch: Partial<typeof c>) => onChange({ ...block, content: { ...c, ...patch } });
      return (
        <div className="form-grid">
          <Field label="Titel">
            <input value={c.title} onChange={(e) => change({ title: e.target.value })} />
          </Field>
          <Field label="Datum">
            <input value={c.date} onChange={(e) => change({ date: e.target.value })} placeholder="z. B. Sommer 2019" />
          </Field>
          <Field label="Beschreibung">
            <textarea rows={2} value={c.description} onChange={(e) => change({ description: e.target.value })} />
          </Field>
        </div>
      );
    }
    case 'divider': {
      const c = current.content;
      return (
        <Field label="Stil">
          <select value={c.style} onChange={(e) => onChange({ ...block, content: { style: DIVIDER_STYLES.find((style) => style === e.target.value) ?? c.style } })}>
            <Options items={DIVIDER_STYLES} label={(style) => DIVIDER_LABELS[style]} />
          </select>
        </Field>
      );
    }
    case 'link': {
      const c = current.content;
      const change = (patch: Partial<typeof c>) => onChange({ ...block, content: { ...c, ...patch } });
      return (
        <div className="form-grid">
          <Field label="Link-URL">
            <input type="url" value={c.url} onChange={(e) => change({ url: e.target.value })} placeholder="https://..." />
          </Field>
          <Field label="Link-Text">
            <input value={c.linkText} onChange={(e) => change({ linkText: e.target.value })} />
          </Field>
          <Field label="Beschreibung">
            <input value={c.description} onChange={(e) => change({ description: e.target.value })} />
          </Field>
        </div>
      );
    }
    default:
      return null;
  }
}
