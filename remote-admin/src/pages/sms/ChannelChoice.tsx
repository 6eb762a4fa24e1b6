import { EMAIL_SUBJECT_MAX_LENGTH, MESSAGE_CHANNEL_CHOICE_LABELS, MESSAGE_CHANNEL_CHOICES, MESSAGE_DEFAULT_SUBJECT, type MessageChannelChoice } from '@hochzeit/contracts/sms-text';
import { Field } from '@hochzeit/shared-ui/toolkit';

interface Props {
  choice: MessageChannelChoice;
  onChoice: (choice: MessageChannelChoice) => void;
  subject: string;
  onSubject: (subject: string) => void;
}

/** Hints beside each way: who gets what, so the choice needs no manual. */
const HINTS: Record<MessageChannelChoice, string> = {
  sms: 'an die Handynummer',
  email: 'an die E-Mail-Adresse',
  email_else_sms: 'E-Mail, wo eine Adresse hinterlegt ist, sonst SMS',
};

/** 'Versandweg' per send: SMS, e-mail, or e-mail where possible and SMS otherwise; e-mails take a subject. */
export function ChannelChoice({ choice, onChoice, subject, onSubject }: Props) {
  return (
    <>
      <fieldset className="sms-choices">
        <legend>Versandweg</legend>
        {MESSAGE_CHANNEL_CHOICES.map((value) => (
          <label key={value} className="field field--inline">
            <input type="radio" name="message-channel" value={value} checked={choice === value} onChange={() => onChoice(value)} />
            <span>
              {MESSAGE_CHANNEL_CHOICE_LABELS[value]} <span className="muted">({HINTS[value]})</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice !== 'sms' && (
        <Field label="Betreff der E-Mail" hint={`Leer: „${MESSAGE_DEFAULT_SUBJECT}“`}>
          <input value={subject} onChange={(e) => onSubject(e.target.value)} maxLength={EMAIL_SUBJECT_MAX_LENGTH} autoComplete="off" />
        </Field>
      )}
    </>
  );
}
