import { useId, useState } from 'react';
import {
  GUEST_LIST_EXPORT_TYPES,
  type GuestListExportType,
  INVITATION_GROUPING_LABELS,
  INVITATION_GROUPINGS,
  type InvitationAudience,
  type InvitationGrouping,
} from '@hochzeit/contracts/export-constants';
import { Loading, useQuery } from '@hochzeit/shared-ui';
import { guestsQuery, serviceProvidersQuery } from '../../lib/queries';
import { ExportStatus, type Exports } from '../../lib/exports/ExportControls';
import { exportsApi } from '../../lib/exports/exports-api';
import { Options } from '../../lib/Options';

const PLACE = 'invitations';
const KEY = 'invitation-cards';
const TYPE_LABELS: Record<GuestListExportType, string> = { all: 'Alle Gäste', inner_circle: 'Inner Circle', appero: 'Apéro' };
const AUDIENCE_LABELS: Record<InvitationAudience, string> = { guests: 'Gäste', service_providers: 'Dienstleister' };

interface Person {
  id: number;
  name: string;
}

/** The print pack: A6 invitation cards (four to an A4 sheet) with each person's sign-in QR code. */
export function InvitationCardsSection({ exports }: { exports: Exports }) {
  const id = useId();
  const [audience, setAudience] = useState<InvitationAudience>('guests');
  const [type, setType] = useState<GuestListExportType>('all');
  const [per, setPer] = useState<InvitationGrouping>('guest');
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const busy = exports.isKeyBusy(KEY);
  const nobodyChosen = choosing && chosen.size === 0;

  function changeAudience(next: InvitationAudience) {
    setAudience(next);
    setChosen(new Set());
  }

  function toggle(personId: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(personId)) next.add(personId);
      return next;
    });
  }

  function download() {
    const ids = choosing ? [...chosen] : [];
    void exports.runDownload(PLACE, KEY, () => exportsApi.invitationCards({ audience, type, per, ids }));
  }

  return (
    <section className="card invitation-cards" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Einladungskarten</h2>
      <p className="muted">A6-Karten, vier pro A4-Blatt mit Schnittmarken, jede mit dem persönlichen QR-Code zur Anmeldung.</p>
      <fieldset className="invitation-cards__choice">
        <legend>Für</legend>
        {(Object.keys(AUDIENCE_LABELS) as InvitationAudience[]).map((value) => (
          <label key={value} className="field field--inline">
            <input type="radio" name={`${id}-audience`} checked={audience === value} onChange={() => changeAudience(value)} />
            <span>{AUDIENCE_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      {audience === 'guests' && (
        <div className="invitation-cards__options">
          <label className="field">
            <span>Gasttyp</span>
            <select value={type} onChange={(e) => setType(e.target.value as GuestListExportType)} disabled={choosing}>
              <Options items={GUEST_LIST_EXPORT_TYPES} label={(value) => TYPE_LABELS[value]} />
            </select>
          </label>
          <label className="field">
            <span>Karten</span>
            <select value={per} onChange={(e) => setPer(e.target.value as InvitationGrouping)}>
              <Options items={INVITATION_GROUPINGS} label={(value) => INVITATION_GROUPING_LABELS[value]} />
            </select>
          </label>
        </div>
      )}
      <label className="field field--inline">
        <input type="checkbox" checked={choosing} onChange={(e) => setChoosing(e.target.checked)} />
        <span>Nur ausgewählte {AUDIENCE_LABELS[audience]}</span>
      </label>
      {choosing && <PeopleChooser audience={audience} chosen={chosen} onToggle={toggle} />}
      <button type="button" className="button button--primary export-button" aria-busy={busy} aria-disabled={busy || nobodyChosen || undefined} onClick={() => !nobodyChosen && download()}>
        Karten als PDF herunterladen
      </button>
      {nobodyChosen && <p className="muted">Bitte mindestens eine Person auswählen.</p>}
      <ExportStatus exports={exports} place={PLACE} />
    </section>
  );
}

/** The checklist of a selection; it loads the names only when the admin chooses people. */
function PeopleChooser({ audience, chosen, onToggle }: { audience: InvitationAudience; chosen: ReadonlySet<number>; onToggle: (id: number) => void }) {
  const guests = useQuery({
    ...guestsQuery(),
    enabled: audience === 'guests',
    select: (list): Person[] => list.map((g) => ({ id: g.id, name: `${g.first_name} ${g.last_name}`.trim() })),
  });
  const providers = useQuery({
    ...serviceProvidersQuery(),
    enabled: audience !== 'guests',
    select: (list): Person[] => list.map((p) => ({ id: p.id, name: p.company_name })),
  });
  const people = audience === 'guests' ? guests : providers;
  return (
    <fieldset className="invitation-cards__people">
      <legend>Auswahl ({chosen.size})</legend>
      {people.isPending && <Loading />}
      {people.data?.length === 0 && <p className="muted">Noch niemand erfasst.</p>}
      {people.data?.map((person) => (
        <label key={person.id} className="field field--inline">
          <input type="checkbox" checked={chosen.has(person.id)} onChange={() => onToggle(person.id)} />
          <span>{person.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
