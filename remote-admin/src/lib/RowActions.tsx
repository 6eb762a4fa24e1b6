import type { ReactNode } from 'react';

interface RowActionsProps {
  /** 'Bearbeiten'; left out when not given. */
  onEdit?: () => void;
  /** Edit is off while another row is being edited, for instance. */
  editDisabled?: boolean;
  /** The edit button's name for screen readers when 'Bearbeiten' alone is ambiguous. */
  editName?: string;
  /** Called once the admin agreed to `confirmDelete`; left out when not given. */
  onDelete?: () => void;
  /** The question asked before deleting (the spec's text); without it the page asks in its own dialog. */
  confirmDelete?: string;
  /** The delete button's text ('Gruppe löschen', 'Entfernen'); 'Löschen' by default. */
  deleteText?: string;
  /** The delete button's name for screen readers when its text alone is ambiguous ('Löschen: foto.jpg'). */
  deleteName?: string;
  /** While a delete runs, the delete button is off. */
  deleting?: boolean;
  /** The row's other buttons and its notice, after edit and delete. */
  children?: ReactNode;
}

/** The buttons of a list row, the same on every admin page: 'Bearbeiten', then 'Löschen' (asked first), then the rest. */
export function RowActions({ onEdit, editDisabled, editName, onDelete, confirmDelete, deleteText = 'Löschen', deleteName, deleting, children }: RowActionsProps) {
  const remove = () => {
    if (confirmDelete === undefined || window.confirm(confirmDelete)) onDelete?.();
  };
  return (
    <>
      {onEdit && (
        <button className="button button--small" type="button" onClick={onEdit} disabled={editDisabled} aria-label={editName}>
          Bearbeiten
        </button>
      )}
      {onDelete && (
        <button className="button button--small button--danger" type="button" onClick={remove} disabled={deleting} aria-label={deleteName}>
          {deleteText}
        </button>
      )}
      {children}
    </>
  );
}
