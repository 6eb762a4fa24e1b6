import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** When consent was last given for someone of the group (null: never). */
  givenAt: string | null;
  error: string | null;
}

/**
 * Allergies and dietary needs are health data: stored only with the guest's consent, for the
 * catering, shown to the couple and the caterer only. Asked beside the save button whenever an
 * answer names any.
 */
export function AllergyConsent({ checked, onChange, givenAt, error }: Props) {
  return (
    <div className="field rsvp-consent">
      <label className="field--inline">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rsvp-consent-error' : undefined}
        />
        <span>{PRIVACY_MESSAGES.allergyConsentLabel}</span>
      </label>
      {givenAt && <small className="field__hint">Einwilligung erteilt am {formatDateTime(givenAt)}</small>}
      {error && (
        <small className="field__error" id="rsvp-consent-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** Whether an answer about to be sent names allergies or dietary needs (the guest's or the companion's). */
export function namesAllergies(answers: ReadonlyArray<{ allergies?: readonly string[]; companion_allergies?: readonly string[] }>): boolean {
  return answers.some((answer) => (answer.allergies?.length ?? 0) > 0 || (answer.companion_allergies?.length ?? 0) > 0);
}
