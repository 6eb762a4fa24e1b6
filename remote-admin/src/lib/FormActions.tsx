import type { ReactNode } from 'react';

/**
 * The footer of an admin form: the submit button, 'Abbrechen' when there is something to cancel,
 * and the outcome of the last save right beside them, where the admin is looking.
 */
export function FormActions({ submitLabel, onCancel, disabled = false, status }: { submitLabel: string; onCancel?: () => void; disabled?: boolean; status?: ReactNode }) {
  return (
    <div className="actions">
      <button className="button button--primary" type="submit" disabled={disabled}>
        {submitLabel}
      </button>
      {onCancel && (
        <button className="button" type="button" onClick={onCancel}>
          Abbrechen
        </button>
      )}
      {status}
    </div>
  );
}
