import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

/**
 * A labelled form control. The label points at the control with htmlFor/id instead of wrapping
 * it, so its accessible name is exactly the label text (a wrapping label would also read out
 * the control's current value or selected option).
 */
export function Field({ label, children, hint }: { label: ReactNode; children: ReactElement<{ id?: string }>; hint?: ReactNode }) {
  const generated = useId();
  const id = children.props.id ?? generated;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
      {hint && <small className="field__hint">{hint}</small>}
    </div>
  );
}
