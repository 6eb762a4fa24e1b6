import { useState } from 'react';
import type { ColumnBlock, DividerContent, HeadingContent, ImageContent, LinkContent, QuoteContent, StoryBlock, TextContent, TimelineContent } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui';

type Content = StoryBlock['content'];

/** Preview of an image URL; hidden if it fails to load (spec content §2). */
function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return null;
  return <img className="story-preview" src={url} alt="Vorschau" onError={() => setFailedUrl(url)} />;
}

/** The edit fields of one block (top level or inside a column). */
export function BlockFields({ type, content, onChange, insideColumns = false }: { type: StoryBlock['type'] | ColumnBlock['type']; content: Content; onChange: (c: Content) => void; insideColumns?: boolean }) {
  const change = (patch: Record<string, unknown>) => onChange({ ...content, ...patch } as Content);
  switch (type) {
    case 'heading': {
      const c = content as HeadingContent;
      const levels = insideColumns ? [2, 3, 4] : [1, 2, 3];
      return (
        <div className="form-grid">
          <Field label="Überschrift">
            <input value={c.text} onChange={(e) => change({ text: e.target.value })} />
          </Field>
          <Field label="Ebene">
            <select value={c.level} onChange={(e) => change({ level: Number(e.target.value) })}>
              {levels.map((l) => (
                <option key={l} value={l}>
                  H{l}
                </option>
              ))}
            </select>
          </Field>
        </div>
      );
    }
    case 'text':
      return (
        <Field label="Text">
          <textarea rows={4} value={(content as TextContent).text} onChange={(e) => change({ text: e.target.value })} />
        </Field>
      );
    case 'image': {
      const c = content as ImageContent;
      return (
        <div className="form-grid">
          <Field label="Bild-URL">
            <input type="url" value={c.imageUrl} onChange={(e) => change({ imageUrl: e.target.value })} placeholder="https://..." />
          </Field>
          <Field label="Bildunterschrift">
            <input value={c.caption} onChange={(e) => change({ caption: e.target.value })} />
          </Field>
          <ImagePreview url={c.imageUrl} />
        </div>
      );
    }
    case 'quote': {
      const c = content as QuoteContent;
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
      const c = content as TimelineContent;
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
    case 'divider':
      return (
        <Field label="Stil">
          <select value={(content as DividerContent).style} onChange={(e) => change({ style: e.target.value })}>
            <option value="line">Linie</option>
            <option value="dots">Punkte</option>
            <option value="ornament">Ornament</option>
          </select>
        </Field>
      );
    case 'link': {
      const c = content as LinkContent;
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
