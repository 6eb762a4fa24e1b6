import { memo, useId } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { SeatingPerson, SeatingPlanTable } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { type PersonData, UNSEATED_TARGET } from './seating-dnd';
import { personTarget, tableLabel } from './seating-model';

/** A person's name with the few marks that matter for seating: companion, child, menu, allergies, declined, a warning. */
export function PersonLabel({ person, flagged }: { person: SeatingPerson; flagged: boolean }) {
  return (
    <>
      <span className="seating-person__name">{person.name}</span>
      {person.table_id !== null && person.seat !== null && (
        <span className="seating-mark">
          {SEATING_TEXTS.seat} {person.seat}
        </span>
      )}
      {person.companion && person.companion_of && <span className="seating-mark">{SEATING_TEXTS.companionOf(person.companion_of)}</span>}
      {person.child && <span className="seating-mark">Kind</span>}
      <span className="seating-mark seating-mark--menu">{person.menu_label}</span>
      {person.allergies.length > 0 && (
        <span className="seating-mark seating-mark--allergy" title={person.allergies.join(', ')}>
          {SEATING_TEXTS.allergyMark}: {person.allergies.join(', ')}
        </span>
      )}
      {!person.attending && <span className="seating-mark seating-mark--warning">hat abgesagt</span>}
      {flagged && person.attending && <span className="seating-mark seating-mark--warning">Hinweis</span>}
    </>
  );
}

/**
 * A person on a laptop: picked up with the pointer or with the keyboard (Space or Enter, the
 * arrows, Space or Enter again), as dnd-kit's draggable; the screen reader hears the German
 * instructions and announcements of the page's DndContext.
 */
export const DraggablePerson = memo(function DraggablePerson({ person, flagged }: { person: SeatingPerson; flagged: boolean }) {
  const data: PersonData = { name: person.name, from: personTarget(person) };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: person.key, data, attributes: { roleDescription: 'verschiebbare Person' } });
  return (
    <li className={`seating-person${isDragging ? ' seating-person--dragging' : ''}${person.attending ? '' : ' seating-person--declined'}`}>
      <button type="button" ref={setNodeRef} className="seating-person__handle" data-person={person.key} {...attributes} {...listeners}>
        <PersonLabel person={person} flagged={flagged} />
      </button>
    </li>
  );
});

/** What the dragged person looks like under the pointer (dnd-kit's DragOverlay). */
export function DraggedPerson({ person }: { person: SeatingPerson }) {
  return (
    <div className="seating-person seating-person--overlay">
      <span className="seating-person__handle">
        <PersonLabel person={person} flagged={false} />
      </span>
    </div>
  );
}

/** A person on a phone: no dragging, a plain 'Tisch wählen' menu of the tables (and 'Noch ohne Platz'). */
export const PhonePerson = memo(function PhonePerson({
  person,
  flagged,
  tables,
  onMove,
}: {
  person: SeatingPerson;
  flagged: boolean;
  tables: readonly SeatingPlanTable[];
  onMove: (person: SeatingPerson, tableId: number | null) => void;
}) {
  const id = useId();
  return (
    <li className={`seating-person seating-person--phone${person.attending ? '' : ' seating-person--declined'}`}>
      <span className="seating-person__handle">
        <PersonLabel person={person} flagged={flagged} />
      </span>
      <label className="visually-hidden" htmlFor={id}>
        {SEATING_TEXTS.chooseTable}: {person.name}
      </label>
      <select
        id={id}
        className="seating-person__choose"
        value={person.table_id === null ? UNSEATED_TARGET : String(person.table_id)}
        onChange={(event) => onMove(person, event.target.value === UNSEATED_TARGET ? null : Number(event.target.value))}
      >
        <option value={UNSEATED_TARGET}>{person.table_id === null ? SEATING_TEXTS.chooseTable : SEATING_TEXTS.unseated}</option>
        {tables.map((table) => (
          <option key={table.id} value={String(table.id)}>
            {tableLabel(table)}
          </option>
        ))}
      </select>
    </li>
  );
});
