import { type ReactNode, useState } from 'react';
import { COLUMN_BLOCK_TYPES, COLUMN_COUNTS, type ColumnsContent, NEW_STORY, STORY_BLOCK_TYPES, Story, StoryInput, type StoryBlock, validationMessage } from '@hochzeit/contracts';
import { ApiError, createApi, Loading, unwrap, useQuery } from '@hochzeit/shared-ui';
import { EmptyState, Field } from '@hochzeit/shared-ui/toolkit';
import '../../lib/german-errors';
import { LoadFailure } from '../../lib/LoadFailure';
import { storyQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useUnsavedChangesWarning } from '../../lib/use-unsaved-changes';
import { BlockFields } from './BlockFields';
import { addBlock, addColumnBlock, BLOCK_LABELS, moveBlock, removeBlock, removeColumnBlock, replaceBlock, replaceColumnBlock, setColumnCount } from './blocks';
import { Options } from '../../lib/Options';
import './story-editor.css';

const api = createApi('admin');

const contentOf = (story: Story) => JSON.stringify({ title: story.title, blocks: story.blocks });

function ColumnsEditor({ content, onChange }: { content: ColumnsContent; onChange: (c: ColumnsContent) => void }) {
  return (
    <div>
      <Field label="Spaltenanzahl">
        <select value={content.columnCount} onChange={(e) => onChange(setColumnCount(content, Number(e.target.value)))}>
          <Options items={COLUMN_COUNTS} label={(n) => `${n} Spalten`} />
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
                <BlockFields block={sub} insideColumns onChange={(next) => onChange(replaceColumnBlock(content, columnIndex, next))} />
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

/**
 * 'Hochzeits-Story Editor': title, save, publish/hide, a palette of blocks and the block list.
 * Blocks are checked with the contract's schema before saving, so a mistake is named at once.
 */
export function StoryEditorPage() {
  const stored = useQuery({ ...storyQuery(), select: (reply) => Story.parse(reply) });
  if (stored.isPending) return <Loading />;
  // Without a stored story (or without the endpoint: 422) the editor starts from an empty one.
  const missing = stored.error instanceof ApiError && stored.error.status === 422;
  const failure = missing ? (
    <LoadFailure query={stored} kind="info" text="Backend noch nicht implementiert. Arbeite mit lokalen Daten." />
  ) : (
    <LoadFailure query={stored} text="Fehler beim Laden der Story" />
  );
  return <StoryEditor initial={stored.data ?? NEW_STORY} loadFailure={failure} />;
}

/** The editor proper, on its own copy of the story; `loadFailure` stands beside its buttons. */
function StoryEditor({ initial, loadFailure }: { initial: Story; loadFailure: ReactNode }) {
  const notice = useNotice(3000);
  const change = useAdminChange([storyQuery().queryKey, ['/api/story/guest']]);
  const [story, setStory] = useState<Story>(initial);
  const [saving, setSaving] = useState(false);
  // What the server holds: title and blocks differing from it are unsaved (publishing saves itself).
  const [saved, setSaved] = useState<string>(() => contentOf(initial));
  const dirty = contentOf(story) !== saved;
  useUnsavedChangesWarning(dirty);

  const setBlocks = (blocks: StoryBlock[]) => setStory({ ...story, blocks });

  async function save() {
    const checked = StoryInput.safeParse(story);
    if (!checked.success) return notice.error(validationMessage(checked.error));
    setSaving(true);
    try {
      const stored = Story.parse(await change(() => unwrap(api.PUT('/api/story/admin', { body: checked.data }))));
      setStory(stored);
      setSaved(contentOf(stored));
      notice.success('Story erfolgreich gespeichert!');
    } catch (e) {
      // A refused block tree gets the server's reason; anything else the general message.
      notice.error(e instanceof ApiError && e.status === 400 ? e.message : 'Speichern funktioniert erst nach Backend-Implementation');
    } finally {
      setSaving(false);
    }
  }

  async function togglePublished() {
    const next = !story.is_published;
    try {
      await change(() => unwrap(api.POST('/api/story/admin/publish', { body: { is_published: next } })));
      setStory({ ...story, is_published: next });
      notice.success(next ? 'Story veröffentlicht!' : 'Story versteckt!');
    } catch {
      notice.error('Veröffentlichen funktioniert erst nach Backend-Implementation');
    }
  }

  return (
    <section>
      <h1>Hochzeits-Story Editor</h1>
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
          {dirty && <span className="badge badge--pending">Ungespeicherte Änderungen</span>}
          {/* Beside the buttons: saving, publishing and loading report here, for 3 s. */}
          {notice.element}
          {loadFailure}
        </div>
      </div>

      <div className="story-palette section" role="toolbar" aria-label="Block hinzufügen">
        {STORY_BLOCK_TYPES.map((type) => (
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
                <strong>{BLOCK_LABELS[block.type]}</strong>
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
                <ColumnsEditor content={block.content} onChange={(content) => setBlocks(replaceBlock(story.blocks, { ...block, content }))} />
              ) : (
                <BlockFields block={block} onChange={(next) => setBlocks(replaceBlock(story.blocks, next))} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
