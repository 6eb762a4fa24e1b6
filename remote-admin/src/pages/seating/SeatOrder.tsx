import { useId, useState } from 'react';
import type { SeatingPerson, SeatingPlanTable } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { tableName } from './seating-model';

/** One person's seat at the table: 'frei' or a number no one else at the table has. */
function SeatChoice({ person, table, onSeat }: { person: SeatingPerson; table: SeatingPlanTable; onSeat: (person: SeatingPerson, seat: number | null) => void }) {
  const id = useId();
  const taken = new Set(table.people.filter((other) => other.key !== person.key && other.seat !== null).map((other) => other.seat));
  return (
    <li>
      <label htmlFor={id}>{person.name}</label>
      <select id={id} value={person.seat ?? ''} onChange={(event) => onSeat(person, event.target.value ? Number(event.target.value) : null)}>
        <option value="">frei</option>
        {Array.from({ length: table.seats }, (_, n) => n + 1).map((seat) => (
          <option key={seat} value={seat} disabled={taken.has(seat)}>
            {SEATING_TEXTS.seat} {seat}
          </option>
        ))}
      </select>
    </li>
  );
}

/**
 * The seat order at a table, optional: 'Sitzordnung' opens a list of the people with a seat each
 * ('frei' or 'Platz n'); a chosen seat is saved like any move (with the plan's version). Closed, the
 * table card stays short and the drag stays quick.
 */
export function SeatOrder({ table, onSeat }: { table: SeatingPlanTable; onSeat: (person: SeatingPerson, seat: number | null) => void }) {
  const [open, setOpen] = useState(false);
  if (table.people.length === 0) return null;
  return (
    <div className="seating-seat-order">
      <button type="button" className="button button--small" aria-expanded={open} onClick={() => setOpen(!open)}>
        Sitzordnung
      </button>
      {open && (
        <ol className="seating-seat-order__list" aria-label={`Sitzordnung an ${tableName(table.name)}`}>
          {table.people.map((person) => (
            <SeatChoice key={person.key} person={person} table={table} onSeat={onSeat} />
          ))}
        </ol>
      )}
    </div>
  );
}
