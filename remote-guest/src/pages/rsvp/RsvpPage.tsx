import { type FormEvent, useState } from 'react';
import type { GuestRsvpReplyJson, Menu, RsvpAnswerJson } from '@hochzeit/contracts';
import {
  germanCalendarDate,
  RSVP_LIMITS,
  RSVP_MESSAGES,
  type RsvpDraft,
  rsvpAnswerBody,
  rsvpDeadlineText,
  rsvpDraft,
  rsvpMenuLabel,
} from '@hochzeit/contracts/rsvp-constants';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { errorMessage, guestRsvpQuery, Loading, saveGuestRsvpMutation, storedToken, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { Field, formatDateTime, useMutation } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';
import { privacyMessage } from '../../lib/privacy-messages';
import { AllergyConsent, namesAllergies } from './AllergyConsent';
import { AllergyList, withTypedAllergies } from './AllergyList';
import '../../lib/guest-page.css';
import './rsvp.css';

/** A person's draft and the allergy texts still in their fields (the guest's, the companion's; added to the lists on save). */
type Draft = RsvpDraft & { allergy_entry: string; companion_allergy_entry: string };
type Drafts = Record<number, Draft>;

// Before an answer, menu and allergies start from the guest record (what the couple already knows).
const draftsOf = (reply: GuestRsvpReplyJson): Drafts =>
  Object.fromEntries(reply.members.map((m) => [m.guest_id, { ...rsvpDraft(m.answer, { menu_id: m.menu_id, allergies: m.allergies }), allergy_entry: '', companion_allergy_entry: '' }]));

/** What a save sends for a draft: an allergy typed but not added with 'Hinzufügen' is part of the answer. */
const typedIn = (draft: Draft): RsvpDraft => {
  const { allergy_entry, companion_allergy_entry, ...rest } = draft;
  return {
    ...rest,
    allergies: withTypedAllergies(draft.allergies, allergy_entry),
    companion_allergies: withTypedAllergies(draft.companion_allergies, companion_allergy_entry),
  };
};


/** 'Zu- oder Absagen': the guest answers for themself and the members of their group until the deadline. */
export function RsvpPage() {
  useGuestTitle('Zu- oder Absagen');
  const signedIn = Boolean(storedToken('guest'));
  const query = useQuery({ ...guestRsvpQuery(), enabled: signedIn });
  const reply = query.data;
  const speech = useGuestText();
  const loadError = query.error ? speech.message(errorMessage(query.error, RSVP_MESSAGES.loadFailed)) : null;
  const save = useMutation(saveGuestRsvpMutation(useQueryClient()));
  const saving = save.isPending;
  const [drafts, setDrafts] = useState<Drafts>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Consent to store allergies: ticked already when it was given before for someone of the group.
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  // Every new state from the server (the first load, the reply to a save) starts the drafts afresh.
  const [draftsFrom, setDraftsFrom] = useState<GuestRsvpReplyJson | undefined>(undefined);
  if (reply !== draftsFrom) {
    setDraftsFrom(reply);
    if (reply) {
      setDrafts(draftsOf(reply));
      setConsent(consentGivenAt(reply) !== null);
    }
  }

  const change = (guestId: number, patch: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [guestId]: { ...current[guestId], ...patch } }));
    setNotice(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reply) return;
    const answers = reply.members.flatMap((member) => {
      const draft = typedIn(drafts[member.guest_id]);
      if (draft.attending === null) return [];
      return [{ guest_id: member.guest_id, ...rsvpAnswerBody({ ...draft, attending: draft.attending }, reply.settings, member.companion_allowed) }];
    });
    if (answers.length === 0) {
      setNotice({ kind: 'error', text: speech.message(RSVP_MESSAGES.attendingRequired) });
      return;
    }
    const withAllergies = namesAllergies(answers);
    if (withAllergies && !consent) {
      setConsentError(privacyMessage(PRIVACY_MESSAGES.allergyConsentRequired, speech.address));
      return;
    }
    save.mutate(
      { answers, ...(withAllergies ? { allergy_consent: true } : {}) },
      {
        onSuccess: () => setNotice({ kind: 'success', text: speech.text('rsvpSaved') }),
        onError: (e) => setNotice({ kind: 'error', text: speech.message(errorMessage(e, RSVP_MESSAGES.saveFailed)) }),
      },
    );
  }

  return (
    <main className="page guest-page rsvp-page">
      <h1>Zu- oder Absagen</h1>
      {!signedIn ? (
        <p role="alert">{speech.text('rsvpSignIn')}</p>
      ) : loadError ? (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      ) : !reply ? (
        <Loading />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Rückmeldung">
          <p className="rsvp-deadline">{rsvpDeadlineText(reply.settings.deadline)}</p>
          {reply.settings.open && (
            <p className="muted">
              {speech.text(reply.members.length > 1 ? 'rsvpOpenForFamily' : 'rsvpOpenForOne')}
            </p>
          )}
          {!reply.settings.open && (
            <p className="notice notice--info" role="status">
              {speech.text('rsvpClosed', { date: germanCalendarDate(reply.settings.deadline!) })}
            </p>
          )}
          {reply.members.map((member) => (
            <MemberAnswer
              key={member.guest_id}
              member={member}
              draft={drafts[member.guest_id]}
              reply={reply}
              readOnly={!reply.settings.open}
              onChange={(patch) => change(member.guest_id, patch)}
            />
          ))}
          {reply.settings.open && reply.settings.ask_allergies && reply.members.some((member) => draftNamesAllergies(drafts[member.guest_id])) && (
            <AllergyConsent
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                setConsentError(null);
              }}
              givenAt={consentGivenAt(reply)}
              error={consentError}
            />
          )}
          {reply.settings.open && (
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
                {saving ? 'Wird gespeichert …' : 'Antworten speichern'}
              </button>
            </div>
          )}
          {notice && (
            <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </p>
          )}
        </form>
      )}
      <BackLink />
    </main>
  );
}

/** The latest time consent to store allergies was given for someone of the group (null: never). */
function consentGivenAt(reply: GuestRsvpReplyJson): string | null {
  const times = reply.members.flatMap((member) => (member.allergy_consent_at ? [member.allergy_consent_at] : []));
  return times.sort().at(-1) ?? null;
}

/** Whether a person's draft names allergies (in the list or still typed in), for them or their companion. */
function draftNamesAllergies(draft: Draft | undefined): boolean {
  if (!draft?.attending) return false;
  return draft.allergies.length > 0 || draft.allergy_entry.trim() !== '' || (draft.companion_name.trim() !== '' && (draft.companion_allergies.length > 0 || draft.companion_allergy_entry.trim() !== ''));
}

interface MemberProps {
  member: GuestRsvpReplyJson['members'][number];
  draft: Draft;
  reply: GuestRsvpReplyJson;
  readOnly: boolean;
  onChange: (patch: Partial<Draft>) => void;
}

/** One person's answer: 'Zusagen' / 'Absagen' and, for those who come, the questions asked. */
function MemberAnswer({ member, draft, reply, readOnly, onChange }: MemberProps) {
  const name = `${member.first_name} ${member.last_name}`.trim();
  const { settings, menus } = reply;
  const id = `rsvp-${member.guest_id}`;
  const speech = useGuestText();
  return (
    <fieldset className="card guest-card rsvp-member" aria-describedby={`${id}-state`}>
      <legend>
        {name}
        {member.is_self && <span className="muted"> {speech.text('rsvpSelf')}</span>}
      </legend>
      <p id={`${id}-state`} className="muted">
        {answerState(member.answer)}
      </p>
      {readOnly ? (
        <ReadOnlyAnswer draft={draft} menus={menus} />
      ) : (
        <>
          <div className="rsvp-choice" role="group" aria-label={`Antwort für ${name}`}>
            <button type="button" className={`button${draft.attending === true ? ' button--primary' : ''}`} aria-pressed={draft.attending === true} onClick={() => onChange({ attending: true })}>
              Zusagen
            </button>
            <button type="button" className={`button${draft.attending === false ? ' button--primary' : ''}`} aria-pressed={draft.attending === false} onClick={() => onChange({ attending: false })}>
              Absagen
            </button>
          </div>
          {draft.attending && (
            <>
              {settings.ask_menu && menus.length > 0 && (
                <Field label="Menü">
                  <select id={`${id}-menu`} value={draft.menu_id ?? ''} onChange={(e) => onChange({ menu_id: e.target.value ? Number(e.target.value) : null })}>
                    <option value="">Bitte wählen</option>
                    {menus.map((menu) => (
                      <option key={menu.id} value={menu.id}>
                        {rsvpMenuLabel(menu)}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              {settings.ask_allergies && (
                <AllergyList
                  idPrefix={id}
                  value={draft.allergies}
                  onChange={(allergies) => onChange({ allergies })}
                  entry={draft.allergy_entry}
                  onEntryChange={(allergy_entry) => onChange({ allergy_entry })}
                />
              )}
              {settings.ask_song_wish && (
                <Field label="Musikwunsch">
                  <input id={`${id}-song`} maxLength={300} value={draft.song_wish} onChange={(e) => onChange({ song_wish: e.target.value })} />
                </Field>
              )}
              {member.companion_allowed && <CompanionQuestions id={id} draft={draft} reply={reply} onChange={onChange} />}
            </>
          )}
          {draft.attending !== null && settings.ask_message && (
            <Field label="Nachricht an das Brautpaar">
              <textarea id={`${id}-message`} rows={3} maxLength={2000} value={draft.message} onChange={(e) => onChange({ message: e.target.value })} />
            </Field>
          )}
        </>
      )}
    </fieldset>
  );
}

/** The companion ('Begleitung'): their name and, once named, the same questions as the guest (only those asked). */
function CompanionQuestions({ id, draft, reply, onChange }: { id: string; draft: Draft; reply: GuestRsvpReplyJson; onChange: (patch: Partial<Draft>) => void }) {
  const speech = useGuestText();
  const { settings, menus } = reply;
  const named = draft.companion_name.trim() !== '';
  return (
    <fieldset className="rsvp-companion">
      <legend>Begleitung</legend>
      <Field label={speech.text('companionLabel')} hint={speech.text('companionHint')}>
        <input id={`${id}-companion`} maxLength={RSVP_LIMITS.companionName} value={draft.companion_name} onChange={(e) => onChange({ companion_name: e.target.value })} />
      </Field>
      {named && settings.ask_menu && menus.length > 0 && (
        <Field label="Menü der Begleitung">
          <select id={`${id}-companion-menu`} value={draft.companion_menu_id ?? ''} onChange={(e) => onChange({ companion_menu_id: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Bitte wählen</option>
            {menus.map((menu) => (
              <option key={menu.id} value={menu.id}>
                {rsvpMenuLabel(menu)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {named && settings.ask_allergies && (
        <AllergyList
          idPrefix={`${id}-companion`}
          whose=" der Begleitung"
          value={draft.companion_allergies}
          onChange={(companion_allergies) => onChange({ companion_allergies })}
          entry={draft.companion_allergy_entry}
          onEntryChange={(companion_allergy_entry) => onChange({ companion_allergy_entry })}
        />
      )}
    </fieldset>
  );
}

function answerState(answer: RsvpAnswerJson | null): string {
  if (!answer) return 'Noch keine Antwort';
  const by = answer.answered_by === 'admin' ? 'vom Brautpaar erfasst' : answer.answered_by_name ? `von ${answer.answered_by_name}` : '';
  return `${answer.attending ? 'Zugesagt' : 'Abgesagt'} am ${formatDateTime(answer.answered_at)}${by ? ` (${by})` : ''}`;
}

/** After the deadline: what was answered, as text. */
function ReadOnlyAnswer({ draft, menus }: { draft: RsvpDraft; menus: readonly Pick<Menu, 'id' | 'type' | 'class'>[] }) {
  if (draft.attending === null) return null;
  const menu = menus.find((m) => m.id === draft.menu_id);
  const companionMenu = menus.find((m) => m.id === draft.companion_menu_id);
  const rows: Array<[string, string]> = [
    ['Antwort', draft.attending ? 'Zusage' : 'Absage'],
    ...(menu ? [['Menü', rsvpMenuLabel(menu)] as [string, string]] : []),
    ...(draft.allergies.length ? [['Allergien', draft.allergies.join(', ')] as [string, string]] : []),
    ...(draft.song_wish ? [['Musikwunsch', draft.song_wish] as [string, string]] : []),
    ...(draft.companion_name ? [['Begleitung', draft.companion_name] as [string, string]] : []),
    ...(draft.companion_name && companionMenu ? [['Menü der Begleitung', rsvpMenuLabel(companionMenu)] as [string, string]] : []),
    ...(draft.companion_name && draft.companion_allergies.length ? [['Allergien der Begleitung', draft.companion_allergies.join(', ')] as [string, string]] : []),
    ...(draft.message ? [['Nachricht', draft.message] as [string, string]] : []),
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="rsvp-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
