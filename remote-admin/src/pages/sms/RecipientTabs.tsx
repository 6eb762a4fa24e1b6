import { useMemo, useState } from 'react';
import type { GuestType } from '@hochzeit/contracts';
import { type MessageChannelChoice, parseCustomNumbers, SMS_GUEST_TYPES, SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { Loading } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { Tabs, tabPanelProps } from '../../lib/Tabs';
import { type MessageGuest, reachable, SMS_TABS, type SmsRecipients, unreachable } from './sms-model';

interface Props {
  recipients: SmsRecipients;
  onChange: (change: Partial<SmsRecipients>) => void;
  /** Guests with a mobile or an e-mail address; null until they are loaded. */
  guests: MessageGuest[] | null;
  /** The send's channel: who a tab's figures count. */
  choice: MessageChannelChoice;
  guestsLoading: boolean;
  guestsFailed: boolean;
  error?: string;
}

/** The ways to choose recipients, as tabs (arrow keys, Home and End move between them). */
export function RecipientTabs({ recipients, onChange, guests, choice, guestsLoading, guestsFailed, error }: Props) {
  const { tab } = recipients;

  return (
    <div className="sms-recipients">
      <Tabs idPrefix="sms" label="Empfänger" tabs={SMS_TABS} value={tab} onSelect={(next) => onChange({ tab: next })} />
      <div {...tabPanelProps('sms', tab)} className="sms-panel">
        {tab === 'types' && <GuestTypesPanel recipients={recipients} onChange={onChange} guests={guests} choice={choice} />}
        {tab === 'guests' && <GuestsPanel recipients={recipients} onChange={onChange} guests={guests} loading={guestsLoading} failed={guestsFailed} />}
        {tab === 'unanswered' && <UnansweredPanel guests={guests} choice={choice} loading={guestsLoading} failed={guestsFailed} />}
        {tab === 'numbers' && <NumbersPanel recipients={recipients} onChange={onChange} />}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

type PanelProps = Pick<Props, 'recipients' | 'onChange'>;

const guestCount = (n: number) => (n === 1 ? '1 Gast' : `${n} Gäste`);

/** 'mit Handynummer' / 'mit E-Mail-Adresse' / both: whom a channel choice reaches, for the panels' texts. */
const CONTACT_WORDS: Record<MessageChannelChoice, string> = { sms: 'mit Handynummer', email: 'mit E-Mail-Adresse', email_else_sms: 'mit E-Mail-Adresse oder Handynummer' };

function GuestTypesPanel({ recipients, onChange, guests, choice }: PanelProps & { guests: MessageGuest[] | null; choice: MessageChannelChoice }) {
  const toggle = (type: GuestType, on: boolean) =>
    onChange({ guestTypes: on ? [...recipients.guestTypes, type] : recipients.guestTypes.filter((t) => t !== type) });
  return (
    <fieldset className="sms-choices">
      <legend>Gasttypen</legend>
      {SMS_GUEST_TYPES.map((type) => (
        <label key={type} className="field field--inline">
          <input type="checkbox" checked={recipients.guestTypes.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
          <span>
            {type}
            {guests && <span className="muted"> ({guestCount(guests.filter((g) => g.guest_type === type && reachable(g, choice)).length)} erreichbar)</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

const fullName = (g: { first_name: string; last_name: string }) => `${g.first_name} ${g.last_name}`.trim();

/** What a guest panel shows instead of its list while the guests load or when they failed to; null once they are there. */
function guestListState(guests: MessageGuest[] | null, loading: boolean, failed: boolean) {
  if (failed)
    return (
      <p className="form-error" role="alert">
        {SMS_MESSAGES.loadGuestsFailed}
      </p>
    );
  if (loading && !guests) return <Loading />;
  return null;
}

/** A guest's ways in the lists: number and address, each marked when it was turned off. */
function Contacts({ guest }: { guest: MessageGuest }) {
  return (
    <>
      <span className="muted">
        {' '}
        · {guest.guest_type}
        {guest.mobile && ` · ${guest.mobile}`}
        {guest.email && ` · ${guest.email}`}
      </span>
      {guest.opted_out && <span className="sms-badge sms-badge--stop">abgemeldet (STOP)</span>}
      {guest.unsubscribed && <span className="sms-badge sms-badge--stop">E-Mail abgemeldet</span>}
    </>
  );
}

function GuestsPanel({ recipients, onChange, guests, loading, failed }: PanelProps & { guests: MessageGuest[] | null; loading: boolean; failed: boolean }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const list = guests ?? [];
    return needle ? list.filter((g) => `${fullName(g)} ${g.mobile ?? ''} ${g.email ?? ''} ${g.guest_type}`.toLowerCase().includes(needle)) : list;
  }, [guests, query]);
  const selected = new Set(recipients.guestIds);
  // A guest no way reaches cannot be chosen; whom a send leaves out otherwise, its reply says.
  const selectable = shown.filter((g) => !unreachable(g));

  const toggle = (id: number, on: boolean) => onChange({ guestIds: on ? [...recipients.guestIds, id] : recipients.guestIds.filter((x) => x !== id) });
  const selectAllShown = () => onChange({ guestIds: [...new Set([...recipients.guestIds, ...selectable.map((g) => g.id)])] });
  const clear = () => onChange({ guestIds: [] });

  const state = guestListState(guests, loading, failed);
  if (state) return state;
  if (!guests?.length) return <p className="muted">Keine Gäste mit Handynummer oder E-Mail-Adresse.</p>;

  return (
    <div className="sms-guests">
      <div className="inline-form">
        <Field label="Gäste durchsuchen">
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
        <button type="button" className="button button--small" onClick={selectAllShown} disabled={selectable.length === 0}>
          Alle angezeigten auswählen
        </button>
        <button type="button" className="button button--small" onClick={clear} disabled={recipients.guestIds.length === 0}>
          Auswahl aufheben
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {recipients.guestIds.length} von {guests.length} Gästen ausgewählt
      </p>
      <fieldset className="sms-choices">
        <legend>Gäste</legend>
        <ul className="sms-guest-list">
          {shown.map((g) => (
            <li key={g.id} className={unreachable(g) ? 'sms-guest--opted-out' : undefined}>
              <label className="field field--inline">
                <input type="checkbox" checked={selected.has(g.id)} disabled={unreachable(g)} onChange={(e) => toggle(g.id, e.target.checked)} />
                <span>
                  {fullName(g)}
                  <Contacts guest={g} />
                </span>
              </label>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="muted">Keine Treffer.</p>}
      </fieldset>
    </div>
  );
}

/** 'Noch ohne Antwort': the guests with a mobile who have not answered the RSVP; the server decides again when sending. */
function UnansweredPanel({ guests, choice, loading, failed }: { guests: MessageGuest[] | null; choice: MessageChannelChoice; loading: boolean; failed: boolean }) {
  const state = guestListState(guests, loading, failed);
  if (state) return state;
  // Everyone without an answer who has a way for this choice (turned off or not: the list marks it).
  const open = (guests ?? []).filter((g) => g.rsvp_open && (choice === 'email' ? g.email : choice === 'sms' ? g.mobile : g.email || g.mobile));
  const words = CONTACT_WORDS[choice];
  return (
    <div>
      <p className="muted" aria-live="polite">
        {open.length === 1 ? `1 Gast ${words} hat noch nicht geantwortet.` : `${open.length} Gäste ${words} haben noch nicht geantwortet.`} Wer bis zum Versand antwortet, erhält keine
        Nachricht.
      </p>
      {open.length > 0 && (
        <ul className="sms-guest-list">
          {open.map((g) => (
            <li key={g.id} className={reachable(g, choice) ? undefined : 'sms-guest--opted-out'}>
              {fullName(g)}
              <Contacts guest={g} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NumbersPanel({ recipients, onChange }: PanelProps) {
  const count = parseCustomNumbers(recipients.numbersText).length;
  return (
    <div>
      <Field label="Nummern (eine pro Zeile)" hint="Plus-Zeichen und Leerzeichen werden entfernt, leere Zeilen übersprungen. Platzhalter werden bei eigenen Nummern nicht ersetzt.">
        <textarea rows={5} value={recipients.numbersText} onChange={(e) => onChange({ numbersText: e.target.value })} inputMode="tel" />
      </Field>
      <p className="muted" aria-live="polite">
        {count === 1 ? '1 Nummer erkannt' : `${count} Nummern erkannt`}
      </p>
    </div>
  );
}
