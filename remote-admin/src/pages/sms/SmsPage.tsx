import { useMemo, useState } from 'react';
import {
  DEFAULT_MESSAGE_CHANNEL_CHOICE,
  DEFAULT_SMS_SEND_METHOD,
  invitationQuestion,
  type MessageChannelChoice,
  parseCustomNumbers,
  MESSAGE_OUTBOX_NOTICES,
  SMS_FROM_NAME,
  SMS_MESSAGES,
  SMS_PERSONALIZE_DEFAULT,
  SMS_PREVIEW_COUNT,
  sendQuestion,
  type SmsSendMethod,
  smsSegments,
} from '@hochzeit/contracts/sms-text';
import { SMS_DATA, smsBatchesQuery, smsRecipientsQuery, useRefresh } from '../../lib/queries';
import { MessageEditor } from './MessageEditor';
import { OptOutList } from './OptOutList';
import { RecipientTabs } from './RecipientTabs';
import { SendStatus } from './SendStatus';
import { ChannelChoice } from './ChannelChoice';
import { RsvpReminders } from './RsvpReminders';
import { type SmsPreviewTarget, smsApi } from './sms-api';
import { checkDraft, type DraftErrors, hasErrors, newRequestId, reachable, type SmsRecipients } from './sms-model';
import { SmsHistory } from './SmsHistory';
import { EmailUnsubscribeList } from './EmailUnsubscribeList';
import { SmsOutbox } from './SmsOutbox';
import { type PreviewData, previewFromServer, SmsPreviewList } from './SmsPreviewList';
import { SmsStats } from './SmsStats';
import { TemplateManager } from './TemplateManager';
import { useSendProgress } from './use-send-progress';
import { useSmsPreview } from './use-sms-preview';
import './sms.css';
import { errorMessage, useQuery } from '@hochzeit/shared-ui';

const SEND_LABELS = { types: 'An Gasttypen senden', guests: 'An ausgewählte Gäste senden', unanswered: 'An Gäste ohne Antwort senden', numbers: 'An eigene Nummern senden' } as const;

/** 'SMS-Verwaltung': choose recipients, write (or pick) the text, preview, send, and follow what was sent. */
export function SmsPage() {
  const [recipients, setRecipients] = useState<SmsRecipients>({ tab: 'types', guestTypes: [], guestIds: [], numbersText: '' });
  const [message, setMessage] = useState('');
  const [includeEvents, setIncludeEvents] = useState(SMS_PERSONALIZE_DEFAULT);
  const [method, setMethod] = useState<SmsSendMethod>(DEFAULT_SMS_SEND_METHOD);
  const [channelChoice, setChannelChoice] = useState<MessageChannelChoice>(DEFAULT_MESSAGE_CHANNEL_CHOICE);
  const [subject, setSubject] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [showPreview, setShowPreview] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  // Every guest reachable by SMS or e-mail, with mobile, address, STOP and unsubscribe, from one call.
  const guestNumbers = useQuery(smsRecipientsQuery());
  const batches = useQuery(smsBatchesQuery());
  const guestsFailed = guestNumbers.isLoadingError;
  const guests = guestNumbers.data?.guests ?? null;
  const channel = batches.data?.channel;
  // The installation says how e-mail leaves, so the notice stands before the first e-mail is sent.
  const emailOutbox = batches.data?.email_channel === 'outbox';

  // Once a send is out, the history, the outbox and the opt-outs are asked again.
  const refresh = useRefresh(SMS_DATA);
  const progress = useSendProgress(() => void refresh());
  /** The sending flag: a send is under way, or its batch is still going out. */
  const busy = sending || Boolean(progress.state && !progress.state.done);

  const { tab } = recipients;
  const target: SmsPreviewTarget | null = useMemo(() => {
    if (tab === 'types') return recipients.guestTypes.length ? { guest_types: [...recipients.guestTypes].sort() } : null;
    if (tab === 'guests') return recipients.guestIds.length ? { guest_ids: [...recipients.guestIds].sort((a, b) => a - b) } : null;
    if (tab === 'unanswered') return { unanswered: true };
    return null;
  }, [tab, recipients.guestTypes, recipients.guestIds]);
  const serverPreview = useSmsPreview(target, message, includeEvents, channelChoice);
  const numbers = useMemo(() => [...new Set(parseCustomNumbers(recipients.numbersText))], [recipients.numbersText]);

  // Own numbers get the text as written: their preview needs no server.
  const preview: PreviewData | null =
    tab === 'numbers'
      ? message.trim() && numbers.length
        ? { items: numbers.slice(0, SMS_PREVIEW_COUNT).map((n) => ({ recipient: n, text: message, figures: smsSegments(message) })), total: numbers.length, unknown: [] }
        : null
      : serverPreview.data && previewFromServer(serverPreview.data);

  function changeRecipients(change: Partial<SmsRecipients>) {
    setRecipients((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, recipients: undefined }));
  }

  function changeMessage(next: string) {
    setMessage(next);
    setErrors((current) => ({ ...current, message: undefined }));
  }

  function togglePreview() {
    if (showPreview) {
      setShowPreview(false);
      return;
    }
    const problems = checkDraft('preview', message, recipients);
    setErrors(problems);
    if (hasErrors(problems)) return;
    setShowPreview(true);
    serverPreview.loadNow();
  }

  /** Whose address an unsubscribed one is (lower case, as the list stores them). */
  const addressNames = useMemo(
    () => new Map((guests ?? []).flatMap((g) => (g.email ? [[g.email.toLowerCase(), `${g.first_name} ${g.last_name}`.trim()] as const] : []))),
    [guests],
  );

  /** How many will get the message: the guests the channel choice reaches (no STOP, no unsubscribe), or the distinct own numbers. */
  function recipientCount(): number {
    const reached = (guests ?? []).filter((g) => reachable(g, channelChoice));
    if (tab === 'types') return reached.filter((g) => recipients.guestTypes.includes(g.guest_type)).length;
    if (tab === 'guests') return reached.filter((g) => recipients.guestIds.includes(g.id)).length;
    if (tab === 'unanswered') return reached.filter((g) => g.rsvp_open).length;
    return numbers.length;
  }

  async function send() {
    const problems = checkDraft('send', message, recipients);
    setErrors(problems);
    if (hasErrors(problems)) return;
    if (!window.confirm(sendQuestion(tab === 'numbers' ? 'sms' : channelChoice, recipientCount()))) return;
    const sms = { message, method, include_events: includeEvents, from_name: SMS_FROM_NAME };
    // The subject only where e-mails go; blank: the contract's default subject.
    const draft = { ...sms, channel_choice: channelChoice, ...(channelChoice !== 'sms' && subject.trim() ? { subject: subject.trim() } : {}) };
    await run(async () => {
      if (tab === 'types') return smsApi.sendToGuestTypes(draft, recipients.guestTypes);
      if (tab === 'guests') {
        const chosen = (guests ?? []).filter((g) => recipients.guestIds.includes(g.id));
        return smsApi.sendToGuests(draft, chosen);
      }
      if (tab === 'unanswered') return smsApi.sendToUnanswered(draft);
      return smsApi.sendToNumbers(sms, numbers);
    }, channelChoice === 'sms' || tab === 'numbers' ? SMS_MESSAGES.sendFailed : SMS_MESSAGES.emailSendFailed);
  }

  /** 'Einladung per E-Mail': the personal invitation (link, QR code, day plan) to the chosen guests. */
  async function sendInvitations() {
    if (recipients.guestIds.length === 0) {
      setErrors((current) => ({ ...current, recipients: SMS_MESSAGES.invitationGuestsRequired }));
      return;
    }
    if (!window.confirm(invitationQuestion(recipients.guestIds.length))) return;
    // One id per send the admin confirmed: a retried request is answered with the same batch.
    const requestId = newRequestId();
    await run(() => smsApi.sendInvitations([...recipients.guestIds].sort((a, b) => a - b), requestId), SMS_MESSAGES.emailSendFailed);
  }

  async function run(call: () => Promise<Parameters<typeof progress.start>[0]>, failure: string) {
    setSending(true);
    setSendError(null);
    progress.clear();
    try {
      progress.start(await call());
    } catch (e) {
      setSendError(errorMessage(e, failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="sms-page">
      <h1>SMS-Verwaltung</h1>
      {channel === 'outbox' && <p className="notice notice--info sms-outbox-notice">{MESSAGE_OUTBOX_NOTICES.sms}</p>}
      {channel === 'twilio' && batches.data?.from && <p className="muted">Versand über Twilio, Absender: {batches.data.from}</p>}
      {emailOutbox && <p className="notice notice--info sms-outbox-notice">{MESSAGE_OUTBOX_NOTICES.email}</p>}

      <SmsStats data={guestNumbers.data ?? null} guests={guests} loading={guestNumbers.isPending} failed={guestsFailed} />

      <div className="sms-layout section">
        <section className="card sms-compose" aria-labelledby="sms-compose-title">
          <h2 id="sms-compose-title">SMS verfassen</h2>
          <RecipientTabs
            recipients={recipients}
            onChange={changeRecipients}
            guests={guests}
            choice={channelChoice}
            guestsLoading={guestNumbers.isPending}
            guestsFailed={guestsFailed}
            error={errors.recipients}
          />
          {/* The longest SMS after personalisation matters only where SMS go out. */}
          <MessageEditor
            message={message}
            onChange={changeMessage}
            error={errors.message}
            longest={tab === 'numbers' || channelChoice === 'email' ? undefined : serverPreview.data?.longest}
          />

          <label className="field field--inline">
            <input type="checkbox" checked={includeEvents} onChange={(e) => setIncludeEvents(e.target.checked)} />
            <span>Personalisieren (Platzhalter wie {'{vorname}'} ersetzen)</span>
          </label>
          {tab === 'numbers' ? (
            <p className="muted">Eigene Nummern erhalten den Text immer wie geschrieben, als SMS.</p>
          ) : (
            <ChannelChoice choice={channelChoice} onChoice={setChannelChoice} subject={subject} onSubject={setSubject} />
          )}

          <fieldset className="sms-choices">
            <legend>Versandart</legend>
            <label className="field field--inline">
              <input type="radio" name="sms-method" value="sequential" checked={method === 'sequential'} onChange={() => setMethod('sequential')} />
              <span>Nacheinander (empfohlen)</span>
            </label>
            <label className="field field--inline">
              <input type="radio" name="sms-method" value="parallel" checked={method === 'parallel'} onChange={() => setMethod('parallel')} />
              <span>Parallel (schneller)</span>
            </label>
          </fieldset>

          <div className="actions">
            <button type="button" className="button" onClick={togglePreview} aria-expanded={showPreview} aria-controls="sms-preview">
              {showPreview ? 'Vorschau ausblenden' : 'Vorschau anzeigen'}
            </button>
            <button type="button" className="button button--primary" onClick={send} disabled={busy} aria-busy={busy}>
              {SEND_LABELS[tab]}
            </button>
            {tab === 'guests' && (
              <button type="button" className="button" onClick={sendInvitations} disabled={busy} aria-busy={busy}>
                Einladung per E-Mail senden
              </button>
            )}
          </div>
          {sendError && (
            <p className="notice notice--error" role="alert">
              {sendError}
            </p>
          )}
          {progress.state && <SendStatus state={progress.state} />}
        </section>

        <aside className="card sms-side">
          <TemplateManager message={message} onApply={changeMessage} />
        </aside>
      </div>

      {showPreview && (
        <div id="sms-preview" className="section">
          <SmsPreviewList
            data={preview}
            loading={tab !== 'numbers' && serverPreview.loading}
            error={tab === 'numbers' ? null : serverPreview.error}
          />
        </div>
      )}

      <RsvpReminders />
      {(channel === 'outbox' || emailOutbox) && <SmsOutbox />}
      <SmsHistory batches={batches.data?.batches ?? null} loading={batches.isPending} failed={batches.isLoadingError} />
      <OptOutList />
      <EmailUnsubscribeList names={addressNames} />
    </section>
  );
}
