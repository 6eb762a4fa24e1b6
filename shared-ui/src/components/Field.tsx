import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

/**
 * A labelled form control. The label points at the control with htmlFor/id instead of wrapping
 * it, so its accessible name is exactly the label text (a wrapping label would also read out
 * the control's current value or selected option).
 */
export function Field({
  label,
  children,
  hint,
  error,
}: {
  label: ReactNode;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  hint?: ReactNode;
  /** A German validation message; it is announced and tied to the control. */
  error?: string;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {hint && <small className="field__hint">{hint}</small>}
      {error && (
        <small className="field__error" id={errorId} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
