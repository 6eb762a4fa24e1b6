import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from '@hochzeit/shared-ui';
import { MediaTab } from './MediaTab';
import { PhotoCategoriesTab } from './PhotoCategoriesTab';
import { PhotoGroupsTab } from './PhotoGroupsTab';
import './media.css';

const TABS = [
  { id: 'medien', label: 'Medienverwaltung' },
  { id: 'gruppen', label: 'Fotogruppen' },
  { id: 'kategorien', label: 'Fotokategorien' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export const LEAVE_GROUPS_QUESTION = 'Es gibt ungespeicherte Änderungen an den Fotogruppen. Wenn Sie den Tab wechseln, gehen sie verloren. Trotzdem wechseln?';
export const WALL_PATH = '/admin/media/diashow';

/** The projector's slideshow fills the screen; asking for it here, on the click, is what browsers allow. */
function enterFullscreen() {
  const root = document.documentElement;
  if (!document.fullscreenElement && typeof root.requestFullscreen === 'function') root.requestFullscreen().catch(() => undefined);
}

/** The admin media manager: media with upload and assignments, photo groups, photo categories; the 'Diashow' for the venue. */
export function MediaPage() {
  const [tab, setTab] = useState<TabId>('medien');
  const groupsDirty = useRef(false);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const navigate = useNavigate();
  const setGroupsDirty = useCallback((dirty: boolean) => {
    groupsDirty.current = dirty;
  }, []);

  function select(next: TabId) {
    if (next === tab) return;
    // Leaving the photo groups with unsaved guest changes asks first; the changes are dropped.
    if (tab === 'gruppen' && groupsDirty.current && !window.confirm(LEAVE_GROUPS_QUESTION)) return;
    groupsDirty.current = false;
    setTab(next);
  }

  // Arrow keys, Home and End move between the tabs (the tab pattern of WAI-ARIA).
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length].id;
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="media-page">
      <header className="page-header">
        <h1>Medienverwaltung</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            enterFullscreen();
            navigate(WALL_PATH);
          }}
        >
          Diashow
        </button>
      </header>
      <div className="media-tabs" role="tablist" aria-label="Bereiche der Medienverwaltung">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`media-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`media-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`media-tabs__tab${tab === t.id ? ' media-tabs__tab--active' : ''}`}
            onClick={() => select(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`media-panel-${tab}`} aria-labelledby={`media-tab-${tab}`} className="media-panel">
        {tab === 'medien' && <MediaTab />}
        {tab === 'gruppen' && <PhotoGroupsTab onDirtyChange={setGroupsDirty} />}
        {tab === 'kategorien' && <PhotoCategoriesTab />}
      </div>
    </section>
  );
}
