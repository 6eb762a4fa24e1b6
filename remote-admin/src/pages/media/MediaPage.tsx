import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@hochzeit/shared-ui';
import { Tabs, tabPanelProps } from '../../lib/Tabs';
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

  return (
    <section className="media-page">
      <header className="page-header">
        <h1>Medienverwaltung</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            enterFullscreen();
            void navigate(WALL_PATH);
          }}
        >
          Diashow
        </button>
      </header>
      <Tabs idPrefix="media" label="Bereiche der Medienverwaltung" tabs={TABS} value={tab} onSelect={select} />
      <div {...tabPanelProps('media', tab)} className="media-panel">
        {tab === 'medien' && <MediaTab />}
        {tab === 'gruppen' && <PhotoGroupsTab onDirtyChange={setGroupsDirty} />}
        {tab === 'kategorien' && <PhotoCategoriesTab />}
      </div>
    </section>
  );
}
