import { type ReactNode, useState } from 'react';
import type { GuestPrivacyReplyJson } from '@hochzeit/contracts';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES, RETENTION_DEFAULT_MONTHS } from '@hochzeit/contracts/privacy-constants';
import { errorMessage, Loading, storedToken, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { Field, formatDate, formatDateTime, formatLongDate, useMutation } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';
import { guestPrivacyQuery, requestDeletion, signOutEverywhere, startPrivacyExport, withdrawAllergyConsent, withdrawDeletionRequest } from './privacy-api';
import { type PrivacySpeech, privacySpeech } from './privacy-texts';
import { PrivacyPhotos } from './PrivacyPhotos';
import '../../lib/guest-page.css';
import './privacy.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** A notice beside the action that caused it. */
function ActionNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}

/**
 * One action of the page: runs `run` (after `question`, if given, is confirmed), then says
 * `success` or the server's message in the guest's form of address.
 */
function useAction<Input>(speech: PrivacySpeech, run: (input: Input) => Promise<unknown>) {
  const [notice, setNotice] = useState<Notice>(null);
  const mutation = useMutation({ mutationFn: run });
  const start = (input: Input, { question, success }: { question?: string; success?: string } = {}) => {
    if (question && !window.confirm(question)) return;
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: () => setNotice(success ? { kind: 'success', text: speech.message(success) } : null),
      onError: (error) => setNotice({ kind: 'error', text: speech.message(errorMessage(error, speech.text('actionFailed'))) }),
    });
  };
  return { start, busy: mutation.isPending, notice };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card guest-card privacy-section" aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="facts privacy-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '–');

/** When personal data leaves by itself, and what stays. */
function Retention({ retention, speech }: { retention: GuestPrivacyReplyJson['retention']; speech: PrivacySpeech }) {
  const kept = [retention.names_kept && 'die Namen', retention.gallery_kept && 'die Fotogalerie'].filter(Boolean).join(' und ');
  return (
    <Section id="retention" title={speech.text('retentionTitle')}>
      <p>
        {retention.delete_from
          ? `Ab dem ${formatLongDate(`${retention.delete_from}T12:00:00`)} werden gelöscht: ${retention.fields}.`
          : `Der Löschtermin steht noch nicht fest: ${RETENTION_DEFAULT_MONTHS} Monate nach der Hochzeit werden gelöscht: ${retention.fields}.`}
      </p>
      <p className="muted">{kept ? `Erhalten bleiben ${kept}.` : 'Auch die Namen und die Fotogalerie werden dann gelöscht.'}</p>
    </Section>
  );
}

/** The guest record as the couple entered it (without their notes), and the consent to store allergies. */
function GuestRecord({ privacy, speech, detailsTitle }: { privacy: GuestPrivacyReplyJson; speech: PrivacySpeech; detailsTitle: string }) {
  const queryClient = useQueryClient();
  const withdraw = useAction(speech, () => withdrawAllergyConsent(queryClient));
  const { guest } = privacy;
  return (
    <Section id="record" title={detailsTitle}>
      <Facts
        rows={[
          ['Name', `${guest.first_name} ${guest.last_name}`.trim()],
          ['E-Mail', orDash(guest.email)],
          ['Telefon', orDash(guest.phone)],
          ['Mobil', orDash(guest.mobile)],
          ['Adresse', orDash(guest.address)],
          ['Gasttyp', guest.guest_type],
          ['Seite', orDash(guest.side)],
          ['Gruppe', orDash(guest.group_name)],
          ['Menü', orDash(guest.menu_name)],
          ['Allergien und Ernährung', guest.allergies.length ? guest.allergies.join(', ') : '–'],
          ['Besondere Wünsche', orDash(guest.special_requests)],
          ['Begleitung erlaubt', guest.companion_allowed ? 'Ja' : 'Nein'],
          ['Angelegt am', formatDate(guest.created_at)],
        ]}
      />
      {guest.allergy_consent_at && (
        <div className="privacy-consent">
          <p className="muted">Allergien und Ernährung: {speech.text('consentGiven', { date: formatDateTime(guest.allergy_consent_at) })}</p>
          <button
            type="button"
            className="button"
            disabled={withdraw.busy}
            onClick={() => withdraw.start(undefined, { question: speech.text('consentWithdrawQuestion'), success: PRIVACY_MESSAGES.allergyConsentWithdrawn })}
          >
            Einwilligung widerrufen
          </button>
          <ActionNotice notice={withdraw.notice} />
        </div>
      )}
    </Section>
  );
}

function Answer({ answer, speech }: { answer: GuestPrivacyReplyJson['answer']; speech: PrivacySpeech }) {
  return (
    <Section id="answer" title={speech.text('answerTitle')}>
      {!answer ? (
        <p className="muted">{speech.text('noAnswer')}</p>
      ) : (
        <>
          <Facts
            rows={[
              ['Antwort', `${answer.attending ? 'Zusage' : 'Absage'} vom ${formatDateTime(answer.answered_at)}`],
              ['Musikwunsch', orDash(answer.song_wish)],
              ['Nachricht', orDash(answer.message)],
            ]}
          />
          {answer.companion_name && (
            <>
              <h3>Begleitung</h3>
              <Facts
                rows={[
                  ['Name', answer.companion_name],
                  ['Menü', orDash(answer.companion_menu_name)],
                  ['Allergien und Ernährung', answer.companion_allergies.length ? answer.companion_allergies.join(', ') : '–'],
                ]}
              />
            </>
          )}
        </>
      )}
    </Section>
  );
}

function Messages({ messages, speech }: { messages: GuestPrivacyReplyJson['messages']; speech: PrivacySpeech }) {
  return (
    <Section id="messages" title={speech.text('messagesTitle')}>
      {messages.length === 0 ? (
        <p className="muted">{speech.text('messagesEmpty')}</p>
      ) : (
        <ul className="list-plain privacy-list">
          {messages.map((message, index) => (
            <li key={`${message.sent_at}-${index}`}>
              <div>
                <strong>{message.medium === 'sms' ? 'SMS' : 'E-Mail'}</strong> an {message.to}, {formatDateTime(message.sent_at)}
                {message.subject && <div>{message.subject}</div>}
                <div className="muted privacy-message-body">{message.body}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Sessions({ sessions, speech }: { sessions: GuestPrivacyReplyJson['sessions']; speech: PrivacySpeech }) {
  const queryClient = useQueryClient();
  const signOut = useAction(speech, () => signOutEverywhere(queryClient));
  return (
    <Section id="sessions" title={speech.text('sessionsTitle')}>
      <ul className="list-plain privacy-list" aria-label="Geräte">
        {sessions.map((session) => (
          <li key={session.id}>
            <span>
              {session.browser}
              {session.current && <strong> (dieses Gerät)</strong>}
            </span>
            <span className="muted">zuletzt {formatDateTime(session.last_used_at)}</span>
          </li>
        ))}
      </ul>
      <p className="muted">{speech.text('signOutHint')}</p>
      <button
        type="button"
        className="button"
        disabled={signOut.busy}
        onClick={() => signOut.start(undefined, { question: speech.text('signOutQuestion'), success: PRIVACY_MESSAGES.signedOutEverywhere })}
      >
        Auf allen Geräten abmelden
      </button>
      <ActionNotice notice={signOut.notice} />
    </Section>
  );
}

function Deletion({ request, speech }: { request: GuestPrivacyReplyJson['deletion_request']; speech: PrivacySpeech }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const ask = useAction(speech, (body: { note: string | null }) => requestDeletion(queryClient, body));
  const withdraw = useAction(speech, () => withdrawDeletionRequest(queryClient));
  const open = request?.state === 'open';
  return (
    <Section id="deletion" title="Löschung beantragen">
      {open ? (
        <>
          <p>{speech.text('deletionOpen', { date: formatDateTime(request.requested_at) })}</p>
          {request.note && <p className="muted">„{request.note}“</p>}
          <button type="button" className="button" disabled={withdraw.busy} onClick={() => withdraw.start(undefined)}>
            Antrag zurückziehen
          </button>
        </>
      ) : (
        <>
          {request?.state === 'declined' && (
            <p className="notice notice--info">
              {speech.text('deletionDeclined', { date: formatDateTime(request.requested_at) })}
              {request.reply && ` „${request.reply}“`}
            </p>
          )}
          <p className="muted">{speech.text('deletionHint')}</p>
          <Field label={speech.text('deletionNoteLabel')}>
            <textarea rows={2} maxLength={PRIVACY_LIMITS.note} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <button
            type="button"
            className="button button--danger"
            disabled={ask.busy}
            onClick={() => ask.start({ note: note.trim() || null }, { question: speech.text('deletionQuestion'), success: PRIVACY_MESSAGES.deletionRequested })}
          >
            Löschung beantragen
          </button>
        </>
      )}
      <ActionNotice notice={ask.notice ?? withdraw.notice} />
    </Section>
  );
}

/** 'Meine Daten': what is stored about the guest, the download, deleting photos, signing out everywhere, asking for deletion. */
export function PrivacyPage() {
  useGuestTitle('Meine Daten');
  const guestText = useGuestText();
  const speech = privacySpeech(guestText.address);
  const signedIn = Boolean(storedToken('guest'));
  const query = useQuery({ ...guestPrivacyQuery(), enabled: signedIn });
  const privacy = query.data;
  const download = useAction(speech, startPrivacyExport);

  return (
    <main className="page guest-page privacy-page">
      <h1>Meine Daten</h1>
      {!signedIn ? (
        <p role="alert">{speech.text('signIn')}</p>
      ) : query.error ? (
        <p className="form-error" role="alert">
          {speech.message(errorMessage(query.error, speech.text('loadFailed')))}
        </p>
      ) : !privacy ? (
        <Loading />
      ) : (
        <>
          <p className="muted">{speech.text('intro')}</p>
          <Retention retention={privacy.retention} speech={speech} />
          <Section id="download" title="Alles herunterladen">
            <p className="muted">{speech.text('downloadHint')}</p>
            <button type="button" className="button button--primary" disabled={download.busy} onClick={() => download.start(undefined)}>
              Alles herunterladen
            </button>
            {download.notice?.kind === 'error' && <p className="notice notice--error" role="alert">{speech.text('downloadFailed')}</p>}
          </Section>
          <GuestRecord privacy={privacy} speech={speech} detailsTitle={guestText.text('detailsTitle')} />
          <Answer answer={privacy.answer} speech={speech} />
          <PrivacyPhotos photos={privacy.photos} wallHidden={privacy.wall_hidden} speech={speech} />
          <Messages messages={privacy.messages} speech={speech} />
          <Sessions sessions={privacy.sessions} speech={speech} />
          <Deletion request={privacy.deletion_request} speech={speech} />
        </>
      )}
      <BackLink />
    </main>
  );
}
