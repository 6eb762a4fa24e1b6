import { type FormEvent, useId, useState } from 'react';
import { germanCalendarDate } from '@hochzeit/contracts/rsvp-dates';
import {
  MESSAGE_CHANNEL_CHOICE_LABELS,
  MESSAGE_CHANNEL_CHOICES,
  type MessageChannelChoice,
  RSVP_REMINDER_LIMITS,
  RSVP_REMINDER_STEP_STATE_LABELS,
  type RsvpReminderSettingsJson as RsvpReminderSettings,
  RsvpReminderSettingsInput,
  type RsvpReminderStepJson as RsvpReminderStep,
} from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { RSVP_REMINDER_DATA, rsvpRemindersQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { smsApi } from './sms-api';

/** '14, 3' → [14, 3]; what is not a number stays NaN, so the contract names the problem. */
export function parseReminderDays(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => Number(part));
}

/** A step's due time on the venue's clocks in German: 'Samstag, 24. Mai 2025, 10:00 Uhr'. */
export function formatStepDue(step: Pick<RsvpReminderStep, 'due_at'>, timeZone: string): string {
  const text = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(step.due_at),
  );
  return `${text} Uhr`;
}

const daysText = (n: number) => (n === 1 ? '1 Tag' : `${n} Tage`);
const messagesText = (n: number) => (n === 1 ? '1 Nachricht' : `${n} Nachrichten`);

/** What a step's line says after its date: planned, sent (when, on the venue's clock like the due time; how many), or passed without a send. */
function stepState(step: RsvpReminderStep, timeZone: string): string {
  if (step.state === 'sent') {
    const format = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
    const when = step.sent_at ? ` am ${format.format(new Date(step.sent_at))}` : '';
    return `${RSVP_REMINDER_STEP_STATE_LABELS.sent}${when} · ${messagesText(step.messages)}`;
  }
  return RSVP_REMINDER_STEP_STATE_LABELS[step.state];
}

type FieldErrors = Partial<Record<'days_before' | 'channel_choice' | 'enabled', string>>;

/** The contract's first message per field, so the form shows the server's words before asking it. */
function check(values: { enabled: boolean; days_before: number[]; channel_choice: MessageChannelChoice }) {
  const parsed = RsvpReminderSettingsInput.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return { values: null, errors };
}

function ReminderForm({ settings, notice }: { settings: RsvpReminderSettings; notice: ReturnType<typeof useNotice> }) {
  const change = useAdminChange(RSVP_REMINDER_DATA);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [days, setDays] = useState(settings.days_before.join(', '));
  const [channel, setChannel] = useState<MessageChannelChoice>(settings.channel_choice);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const channelLegend = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = check({ enabled, days_before: parseReminderDays(days), channel_choice: channel });
    setErrors(result.errors);
    if (!result.values) return;
    setSaving(true);
    try {
      const saved = await change(() => smsApi.saveReminders(result.values));
      setDays(saved.days_before.join(', '));
      notice.success('Erinnerungen gespeichert');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Speichern der Erinnerungen'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-label="Erinnerungen einstellen" noValidate>
      <label className="field field--inline">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span>Erinnerungen automatisch senden</span>
      </label>
      <Field
        label="Tage vor der Antwortfrist"
        hint={`Ganze Tage, durch Kommas getrennt, z. B. 14, 3 (${RSVP_REMINDER_LIMITS.minDays} bis ${RSVP_REMINDER_LIMITS.maxDays}, höchstens ${RSVP_REMINDER_LIMITS.maxSteps})`}
        error={errors.days_before}
      >
        <input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" autoComplete="off" />
      </Field>
      <fieldset className="sms-choices" aria-labelledby={channelLegend}>
        <legend id={channelLegend}>Versandweg</legend>
        {MESSAGE_CHANNEL_CHOICES.map((choice) => (
          <label key={choice} className="field field--inline">
            <input type="radio" name="reminder-channel" value={choice} checked={channel === choice} onChange={() => setChannel(choice)} />
            <span>{MESSAGE_CHANNEL_CHOICE_LABELS[choice]}</span>
          </label>
        ))}
        {errors.channel_choice && (
          <p className="field__error" role="alert">
            {errors.channel_choice}
          </p>
        )}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          Erinnerungen speichern
        </button>
      </div>
    </form>
  );
}

/** The steps of the current deadline, earliest first, each with its German due time and whether it went out. */
function ReminderSteps({ settings }: { settings: RsvpReminderSettings }) {
  if (!settings.deadline) return <p className="notice notice--info">Keine Antwortfrist festgelegt: ohne Frist werden keine Erinnerungen gesendet.</p>;
  if (settings.steps.length === 0) return <p className="muted">Keine Erinnerungstage festgelegt.</p>;
  return (
    <ul className="sms-reminder-steps" aria-label="Erinnerungstermine">
      {settings.steps.map((step) => (
        <li key={`${step.due_date}-${step.days_before}`} className={`sms-reminder-step sms-reminder-step--${step.state}`}>
          <strong>{daysText(step.days_before)} vor der Frist</strong>
          <span>{formatStepDue(step, settings.time_zone)}</span>
          <span className="sms-badge">{stepState(step, settings.time_zone)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Erinnerungen': the guests without an answer are reminded by themselves on the chosen days before
 * the RSVP deadline, at 10:00 on the venue's clocks; the server sends each step once.
 */
export function RsvpReminders() {
  const reminders = useQuery(rsvpRemindersQuery());
  // Outside the form: a save starts the form afresh from the stored values, the message stays.
  const notice = useNotice();
  const settings = reminders.data;
  return (
    <section className="card section" aria-labelledby="sms-reminders-title">
      <h2 id="sms-reminders-title">Erinnerungen</h2>
      <p className="muted">
        Gäste ohne Antwort erhalten an den gewählten Tagen vor der Antwortfrist um {RSVP_REMINDER_LIMITS.hour}:00 Uhr (Zeit am Veranstaltungsort) eine Erinnerung – jede
        höchstens einmal. Sie erscheinen im Versandverlauf.
      </p>
      <LoadFailure query={reminders} text="Die Erinnerungen konnten nicht geladen werden." />
      {reminders.isPending && <Loading />}
      {settings && (
        <>
          {settings.deadline && <p>Antwortfrist: {germanCalendarDate(settings.deadline)}</p>}
          <ReminderSteps settings={settings} />
          {/* Keyed by what was stored, so a save or a reload starts the form from the server's values. */}
          <ReminderForm key={JSON.stringify([settings.enabled, settings.days_before, settings.channel_choice])} settings={settings} notice={notice} />
          {notice.element}
        </>
      )}
    </section>
  );
}

