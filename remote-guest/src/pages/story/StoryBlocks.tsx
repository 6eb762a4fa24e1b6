import { useState, type ReactNode } from 'react';
import type { ColumnBlockJson, StoryBlockJson } from '@hochzeit/contracts';
import { UNKNOWN_BLOCK_TYPE } from '@hochzeit/contracts/story-constants';

type ImageContent = Extract<StoryBlockJson, { type: 'image' }>['content'];
type HeadingContent = Extract<StoryBlockJson | ColumnBlockJson, { type: 'heading' }>['content'];

/** Only http(s) links are rendered as links; the server refuses others, this is a second line. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/** An image that hides itself if it fails to load. */
function StoryImage({ content }: { content: ImageContent }) {
  const [failed, setFailed] = useState(false);
  const url = safeUrl(content.imageUrl);
  if (!url || failed) return null;
  return (
    <figure className="story-image">
      <img src={url} alt={content.caption || ''} loading="lazy" onError={() => setFailed(true)} />
      {content.caption && <figcaption>{content.caption}</figcaption>}
    </figure>
  );
}

/** Story headings start at h2: h1 is the story's title. */
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5'] as const;

function Heading({ content }: { content: HeadingContent }) {
  const Tag = HEADING_TAGS[Math.min(Math.max(content.level ?? 2, 1), 4) - 1];
  return <Tag className="story-heading">{content.text}</Tag>;
}

/** Text is rendered as text, never as HTML: a guest's browser runs nothing from the story. */
function renderBlock(block: StoryBlockJson | ColumnBlockJson): ReactNode {
  switch (block.type) {
    case 'heading':
      return <Heading content={block.content} />;
    case 'text':
      return <p className="prose">{block.content.text}</p>;
    case 'image':
      return <StoryImage content={block.content} />;
    case 'quote': {
      const c = block.content;
      return (
        <blockquote className="story-quote">
          <p>„{c.quote}“</p>
          {c.author && <footer>— {c.author}</footer>}
        </blockquote>
      );
    }
    case 'timeline': {
      const c = block.content;
      return (
        <div className="story-milestone">
          {c.date && <span className="story-milestone__date">{c.date}</span>}
          <strong>{c.title}</strong>
          {c.description && <p className="prose">{c.description}</p>}
        </div>
      );
    }
    case 'divider': {
      const style = block.content.style;
      if (style === 'ornament') return <div className="ornament" aria-hidden="true">❦ ❦ ❦</div>;
      return <hr className={`story-divider story-divider--${style}`} />;
    }
    case 'link': {
      const c = block.content;
      const url = safeUrl(c.url);
      return (
        <p className="story-link">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer nofollow">
              {c.linkText || url}
            </a>
          ) : (
            c.linkText
          )}
          {c.description && <span className="muted"> – {c.description}</span>}
        </p>
      );
    }
    case 'columns': {
      const c = block.content;
      return (
        <div className="story-columns" style={{ gridTemplateColumns: `repeat(${c.columnCount}, minmax(0, 1fr))` }}>
          {c.columns.map((column) => (
            <div key={column.id}>
              {column.blocks.map((sub) => (
                <div key={sub.id}>{renderBlock(sub)}</div>
              ))}
            </div>
          ))}
        </div>
      );
    }
    default:
      // A block type this page does not know yet (a newer editor).
      return <p className="muted">{UNKNOWN_BLOCK_TYPE}</p>;
  }
}

export function StoryBlocks({ blocks }: { blocks: StoryBlockJson[] }) {
  return (
    <>
      {blocks.map((block) => (
        <section key={block.id} className="story-block">
          {renderBlock(block)}
        </section>
      ))}
    </>
  );
}
