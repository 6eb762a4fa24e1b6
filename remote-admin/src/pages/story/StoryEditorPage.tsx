import { useState } from 'react';
import { ApiError, EmptyState, Field, Loading, type ColumnsContent, type StoryBlock, type StoryData } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { BlockFields } from './BlockFields';
import { addBlock, addColumnBlock, BLOCK_LABELS, COLUMN_BLOCK_TYPES, moveBlock, removeBlock, removeColumnBlock, setColumnCount, updateBlock, updateColumnBlock } from './blocks';
import './story-editor.css';

const EMPTY_STORY: Required<StoryData> = { title: 'Unsere Geschichte', blocks: [], is_published: false };

function ColumnsEditor({ content, onChange }: { content: ColumnsContent; onChange: (c: ColumnsContent) => void }) {
  return (
    <div>
      <Field label="Spaltenanzahl">
        <select value={content.columnCount} onChange={(e) => onChange(setColumnCount(content, Number(e.target.value)))}>
          {[2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n} Spalten
            </option>
          ))}
        </select>
      </Field>
      <div className="story-columns-editor" style={{ gridTemplateColumns: `repeat(${content.columnCount}, minmax(0, 1fr))` }}>
        {content.columns.map((column, columnIndex) => (
          <div key={column.id} className="story-column" aria-label={`Spalte ${columnIndex + 1}`} role="group">
            <strong>Spalte {columnIndex + 1}</strong>
            {column.blocks.map((sub) => (
              <div key={sub.id} className="story-subblock">
                <div className="story-block__head">
                  <span>{BLOCK_LABELS[sub.type]}</span>
                  <button type="button" className="button button--small button--danger" aria-label={`${BLOCK_LABELS[sub.type]} aus Spalte ${columnIndex + 1} löschen`} onClick={() => onChange(removeColumnBlock(content, columnIndex, sub.id))}>
                    ✕
                  </button>
                </div>
                <BlockFields type={sub.type} content={sub.content} insideColumns onChange={(c) => onChange(updateColumnBlock(content, columnIndex, sub.id, c as typeof sub.content))} />
              </div>
            ))}
            <div className="story-palette">
              {COLUMN_BLOCK_TYPES.map((type) => (
                <button key={type} type="button" className="button button--small" onClick={() => onChange(addColumnBlock(content, columnIndex, type))}>
                  + {BLOCK_LABELS[type]}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** 'Hochzeits-Story Editor' (spec content §2, §4, §8). */
export function StoryEditorPage() {
  const notice = useNotice(3000);
  const [story, setStory] = useState<Required<StoryData> | null>(null);
  const [saving, setSaving] = useState(false);
  useLoad(
    async () => {
      const loaded = await adminApi.get<Required<StoryData>>('/api/story/admin');
      setStory(loaded);
      return loaded;
    },
    (e) => {
      setStory(EMPTY_STORY);
      if (e instanceof ApiError && e.status === 422) notice.info('Backend noch nicht implementiert. Arbeite mit lokalen Daten.');
      else notice.error('Fehler beim Laden der Story');
    },
  );

  if (!story) return <Loading />;
  const setBlocks = (blocks: StoryBlock[]) => setStory({ ...story, blocks });

  async function save() {
    setSaving(true);
    try {
      setStory(await adminApi.put<Required<StoryData>>('/api/story/admin', story));
      notice.success('Story erfolgreich gespeichert!');
    } catch (e) {
      // A refused block tree gets the server's reason; anything else the spec's message.
      notice.error(e instanceof ApiError && e.status === 400 ? e.message : 'Speichern funktioniert erst nach Backend-Implementation');
    } finally {
      setSaving(false);
    }
  }

  async function togglePublished() {
    const next = !story!.is_published;
    try {
      await adminApi.post('/api/story/admin/publish', { is_published: next });
      setStory({ ...story!, is_published: next });
      notice.success(next ? 'Story veröffentlicht!' : 'Story versteckt!');
    } catch {
      notice.error('Veröffentlichen funktioniert erst nach Backend-Implementation');
    }
  }

  return (
    <section>
      <h1>Hochzeits-Story Editor</h1>
      {notice.element}
      <div className="card story-toolbar">
        <Field label="Titel">
          <input value={story.title} onChange={(e) => setStory({ ...story, title: e.target.value })} maxLength={200} />
        </Field>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={save} disabled={saving}>
            Speichern
          </button>
          <button type="button" className="button" onClick={togglePublished}>
            {story.is_published ? 'Verstecken' : 'Veröffentlichen'}
          </button>
          <span className={story.is_published ? 'badge badge--live' : 'badge'}>{story.is_published ? 'Veröffentlicht' : 'Nicht veröffentlicht'}</span>
        </div>
      </div>

      <div className="story-palette section" role="toolbar" aria-label="Block hinzufügen">
        {(Object.keys(BLOCK_LABELS) as Array<keyof typeof BLOCK_LABELS>).map((type) => (
          <button key={type} type="button" className="button button--small" onClick={() => setBlocks(addBlock(story.blocks, type))}>
            + {BLOCK_LABELS[type]}
          </button>
        ))}
      </div>

      {story.blocks.length === 0 ? (
        <EmptyState title="Noch keine Blöcke vorhanden...">Fügen Sie oben den ersten Block hinzu.</EmptyState>
      ) : (
        <ol className="story-blocks">
          {story.blocks.map((block, index) => (
            <li key={block.id} className="card story-block" aria-label={`Block ${index + 1}: ${BLOCK_LABELS[block.type]}`}>
              <div className="story-block__head">
                <strong>{BLOCK_LABELS[block.type] ?? 'Unbekannter Block-Typ'}</strong>
                <span className="row-actions">
                  <button type="button" className="button button--small" aria-label="Nach oben" disabled={index === 0} onClick={() => setBlocks(moveBlock(story.blocks, index, -1))}>
                    ↑
                  </button>
                  <button type="button" className="button button--small" aria-label="Nach unten" disabled={index === story.blocks.length - 1} onClick={() => setBlocks(moveBlock(story.blocks, index, 1))}>
                    ↓
                  </button>
                  <button type="button" className="button button--small button--danger" aria-label="Block löschen" onClick={() => setBlocks(removeBlock(story.blocks, index))}>
                    ✕
                  </button>
                </span>
              </div>
              {block.type === 'columns' ? (
                <ColumnsEditor content={block.content as ColumnsContent} onChange={(c) => setBlocks(updateBlock(story.blocks, block.id, c))} />
              ) : (
                <BlockFields type={block.type} content={block.content} onChange={(c) => setBlocks(updateBlock(story.blocks, block.id, c))} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
