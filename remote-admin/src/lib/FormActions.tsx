/** The footer of an admin form: the submit button, and 'Abbrechen' when there is something to cancel. */
export function FormActions({ submitLabel, onCancel, disabled = false }: { submitLabel: string; onCancel?: () => void; disabled?: boolean }) {
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
    </div>
  );
}
