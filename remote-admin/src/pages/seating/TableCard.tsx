import { type ReactNode, useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { SeatingPlanTable, SeatingWarning } from '@hochzeit/contracts';
import { SEATING_TABLE_SHAPE_LABELS } from '@hochzeit/contracts/seating-constants';
import { type TargetData, tableTarget } from './seating-dnd';
import { tableName } from './seating-model';

interface TableCardProps {
  table: SeatingPlanTable;
  warnings: readonly SeatingWarning[];
  /** The people, as the laptop's draggables or the phone's 'Tisch wählen' rows. */
  children: ReactNode;
  /** 'Bearbeiten' and 'Löschen', or the edit form in their place. */
  actions: ReactNode;
}

/** A table as a card: its name, shape and note, how many of its seats are taken, its warnings, its people. */
export function TableCardView({ table, warnings, children, actions, dropRef, over }: TableCardProps & { dropRef?: (node: HTMLElement | null) => void; over?: boolean }) {
  const headingId = useId();
  const full = table.occupied >= table.seats;
  return (
    <article
      ref={dropRef}
      className={`card seating-table${over ? ' seating-table--over' : ''}${warnings.length > 0 ? ' seating-table--warning' : ''}`}
      aria-labelledby={headingId}
      data-table={table.id}
    >
      <header className="seating-table__head">
        <h3 id={headingId}>{tableName(table.name)}</h3>
        <span className={`seating-table__seats${full ? ' seating-table__seats--full' : ''}`}>
          {table.occupied}/{table.seats} Plätze
        </span>
      </header>
      <p className="seating-table__facts muted">
        {SEATING_TABLE_SHAPE_LABELS[table.shape]}
        {table.note && ` · ${table.note}`}
      </p>
      {warnings.length > 0 && (
        <ul className="seating-warnings seating-warnings--table" aria-label={`Hinweise zu ${tableName(table.name)}`}>
          {warnings.map((warning) => (
            <li key={`${warning.kind}-${warning.people.join()}`}>{warning.msg}</li>
          ))}
        </ul>
      )}
      <ul className="seating-people" aria-label={`Personen an ${tableName(table.name)}`}>
        {children}
      </ul>
      {table.people.length === 0 && <p className="muted seating-table__empty">Noch niemand an diesem Tisch.</p>}
      <div className="actions seating-table__actions">{actions}</div>
    </article>
  );
}

/** The table as a drop target on a laptop: highlighted while a person is over it, labelled for the announcements. */
export function DroppableTable(props: TableCardProps) {
  const data: TargetData = { label: tableName(props.table.name), detail: `${props.table.occupied} von ${props.table.seats} Plätzen belegt` };
  const { setNodeRef, isOver } = useDroppable({ id: tableTarget(props.table.id), data });
  return <TableCardView {...props} dropRef={setNodeRef} over={isOver} />;
}
