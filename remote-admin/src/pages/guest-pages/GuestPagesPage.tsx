import { type ReactNode, useState } from 'react';
import {
  CastlePageInput,
  type DirectionLink,
  DirectionsPageInput,
  DressCodePageInput,
  GalleryFoldersPageInput,
  galleryFolderLabel,
  MEDIA_FOLDERS,
  type GuestPageName,
  GUEST_PAGE_LABELS,
  GUEST_PAGES,
  type GuestPages,
  PaymentPageInput,
} from '@hochzeit/contracts';
import { createApi, errorMessage, eventSettingsQuery, Loading, unwrap, useQuery } from '@hochzeit/shared-ui';
import { CastleView, DirectionsView, DressCodeView, Field, PaymentView } from '@hochzeit/shared-ui/toolkit';
import type { z } from 'zod';
import { FormActions } from '../../lib/FormActions';
import { PhotoUpload } from '../../lib/PhotoUpload';
import { LoadFailure } from '../../lib/LoadFailure';
import { guestPagesQuery, useAdminChange } from '../../lib/queries';
import { Tabs, tabPanelProps } from '../../lib/Tabs';
import { useNotice } from '../../lib/use-notice';
import './guest-pages.css';

const api = createApi('admin');

/** Each page's contract: the draft is checked with it before it is sent (the server checks again). */
const INPUTS: { [P in GuestPageName]: z.ZodType<GuestPages[P], unknown> } = {
  castle: CastlePageInput,
  'dress-code': DressCodePageInput,
  directions: DirectionsPageInput,
  payment: PaymentPageInput,
  'gallery-folders': GalleryFoldersPageInput,
};

const TABS = GUEST_PAGES.map((id) => ({ id, label: GUEST_PAGE_LABELS[id] }));

function ImageList({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  return (
    <div className="page-editor__images">
      {images.map((url, index) => (
        <figure key={`${url}-${index}`}>
          <img src={url} alt={`Bild ${index + 1}`} />
          <button type="button" className="button button--small button--danger" onClick={() => onChange(images.filter((_, i) => i !== index))}>
            Bild {index + 1} entfernen
          </button>
        </figure>
      ))}
      <PhotoUpload label="Foto hinzufügen" onUploaded={(url) => onChange([...images, url])} />
    </div>
  );
}

function LinkList({ links, onChange }: { links: DirectionLink[]; onChange: (links: DirectionLink[]) => void }) {
  const set = (index: number, change: Partial<DirectionLink>) => onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <fieldset className="page-editor__links">
      <legend>Links (Zug, Parkplatz, Schiff, Shuttle …)</legend>
      {links.map((link, index) => (
        <div key={index} className="page-editor__link">
          <Field label={`Bezeichnung ${index + 1}`}>
            <input value={link.label} onChange={(e) => set(index, { label: e.target.value })} />
          </Field>
          <Field label={`Adresse ${index + 1}`}>
            <input type="url" value={link.url} placeholder="https://" onChange={(e) => set(index, { url: e.target.value })} />
          </Field>
          <button type="button" className="button button--small button--danger" onClick={() => onChange(links.filter((_, i) => i !== index))}>
            Link {index + 1} entfernen
          </button>
        </div>
      ))}
      <button type="button" className="button button--small" onClick={() => onChange([...links, { label: '', url: '' }])}>
        Link hinzufügen
      </button>
    </fieldset>
  );
}

/** The fields of one page; `set` changes the draft, which the preview shows at once. */
function PageFields<P extends GuestPageName>({ page, draft, set }: { page: P; draft: GuestPages[P]; set: (change: Partial<GuestPages[P]>) => void }) {
  const text = (label: string, value: string, onChange: (value: string) => void, rows = 8) => (
    <Field label={label}>
      <textarea rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
  const line = (label: string, value: string, onChange: (value: string) => void) => (
    <Field label={label}>
      <input value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
  switch (page) {
    case 'castle': {
      const castle = draft as GuestPages['castle'];
      const change = set as (c: Partial<GuestPages['castle']>) => void;
      return (
        <>
          {line('Titel', castle.title, (title) => change({ title }))}
          {text('Text', castle.text, (value) => change({ text: value }))}
          <p className="muted">Das Video des Veranstaltungsorts wird unter Einstellungen hochgeladen.</p>
          <ImageList images={castle.images} onChange={(images) => change({ images })} />
        </>
      );
    }
    case 'dress-code': {
      const dress = draft as GuestPages['dress-code'];
      const change = set as (c: Partial<GuestPages['dress-code']>) => void;
      return (
        <>
          {text('Text', dress.text, (value) => change({ text: value }))}
          <ImageList images={dress.images} onChange={(images) => change({ images })} />
        </>
      );
    }
    case 'directions': {
      const directions = draft as GuestPages['directions'];
      const change = set as (c: Partial<GuestPages['directions']>) => void;
      return (
        <>
          <p className="muted">Name, Adresse und Koordinaten des Veranstaltungsorts (für den Kartenlink) stehen in den Einstellungen.</p>
          {text('Text (Parkplätze, Anreise)', directions.text, (value) => change({ text: value }), 4)}
          <LinkList links={directions.links} onChange={(links) => change({ links })} />
        </>
      );
    }
    case 'gallery-folders': {
      const folders = draft as GuestPages['gallery-folders'];
      const change = set as (c: Partial<GuestPages['gallery-folders']>) => void;
      return (
        <>
          <p className="muted">Die Galerie hat zwei Ordner; Gäste laden ihre Fotos in den zweiten hoch.</p>
          {MEDIA_FOLDERS.map((folder, index) => (
            <fieldset key={folder} className="page-editor__links">
              <legend>Ordner {index + 1}</legend>
              {line(`Name Ordner ${index + 1}`, folders[folder].name, (name) => change({ [folder]: { ...folders[folder], name } }))}
              <Field label={`Datum Ordner ${index + 1}`}>
                <input type="date" value={folders[folder].date} onChange={(e) => change({ [folder]: { ...folders[folder], date: e.target.value } })} />
              </Field>
            </fieldset>
          ))}
        </>
      );
    }
    default: {
      const payment = draft as GuestPages['payment'];
      const change = set as (c: Partial<GuestPages['payment']>) => void;
      return (
        <>
          {line('Kontoinhaber', payment.account_holder, (account_holder) => change({ account_holder }))}
          {line('IBAN', payment.iban, (iban) => change({ iban }))}
          {line('Bank', payment.bank, (bank) => change({ bank }))}
          {line('Vermerk', payment.note, (note) => change({ note }))}
        </>
      );
    }
  }
}

/** The page as guests see it, from the draft. */
function Preview<P extends GuestPageName>({ page, draft }: { page: P; draft: GuestPages[P] }) {
  const { data: event } = useQuery(eventSettingsQuery());
  const views: Record<GuestPageName, () => ReactNode> = {
    castle: () => <CastleView page={draft as GuestPages['castle']} />,
    'dress-code': () => <DressCodeView page={draft as GuestPages['dress-code']} />,
    directions: () => <DirectionsView page={draft as GuestPages['directions']} venue={event} />,
    payment: () => <PaymentView page={draft as GuestPages['payment']} />,
    'gallery-folders': () => (
      <div className="gallery-folders" role="group" aria-label="Ordner">
        {MEDIA_FOLDERS.map((folder) => (
          <span key={folder} className="button">{galleryFolderLabel((draft as GuestPages['gallery-folders'])[folder])}</span>
        ))}
      </div>
    ),
  };
  return (
    <aside className="page-editor__preview" aria-label="Vorschau">
      <p className="muted">Vorschau – so sehen es die Gäste</p>
      <div className="page-editor__phone">{views[page]()}</div>
    </aside>
  );
}

function PageEditor<P extends GuestPageName>({ page, saved }: { page: P; saved: GuestPages[P] }) {
  const [draft, setDraft] = useState<GuestPages[P]>(saved);
  const status = useNotice();
  const change = useAdminChange([guestPagesQuery().queryKey]);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = INPUTS[page].safeParse(draft);
    if (!checked.success) return status.error(checked.error.issues[0]?.message ?? 'Bitte prüfen Sie die Angaben.');
    setSaving(true);
    try {
      const body = checked.data;
      const reply = await change(() => unwrap(api.PUT(`/api/admin/guest-pages/${page}` as '/api/admin/guest-pages/castle', { body: body as GuestPages['castle'] })));
      setDraft(reply as GuestPages[P]);
      status.success(`${GUEST_PAGE_LABELS[page]} gespeichert`);
    } catch (e) {
      status.error(errorMessage(e, 'Speichern fehlgeschlagen'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page-editor">
      <form className="card page-editor__form" onSubmit={save} aria-label={GUEST_PAGE_LABELS[page]}>
        <PageFields page={page} draft={draft} set={(c) => setDraft({ ...draft, ...c })} />
        <FormActions submitLabel="Speichern" disabled={saving} status={status.element} />
      </form>
      <Preview page={page} draft={draft} />
    </div>
  );
}

/** 'Gästeseiten': the castle page, dress code, directions, payment details and the gallery's folders, each with a live preview. */
export function GuestPagesPage() {
  const pages = useQuery(guestPagesQuery());
  const [tab, setTab] = useState<GuestPageName>('castle');
  return (
    <section>
      <h1>Gästeseiten</h1>
      <Tabs idPrefix="guest-pages" label="Gästeseiten" tabs={TABS} value={tab} onSelect={setTab} />
      <LoadFailure query={pages} text="Die Gästeseiten konnten nicht geladen werden." />
      <div {...tabPanelProps('guest-pages', tab)}>{pages.isPending ? <Loading /> : pages.data && <PageEditor key={tab} page={tab} saved={pages.data[tab]} />}</div>
    </section>
  );
}
