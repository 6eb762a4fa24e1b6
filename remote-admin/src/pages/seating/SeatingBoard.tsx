import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { SeatingPerson, SeatingPlan, SeatingPlanTable } from '@hochzeit/contracts';
import { collisionDetection, createAnnouncements, SCREEN_READER_INSTRUCTIONS, tableTarget, targetStepper, targetTable, UNSEATED_TARGET } from './seating-dnd';
import { DraggablePerson, DraggedPerson, PhonePerson } from './PersonChip';
import { DroppableTable, TableCardView } from './TableCard';
import { DroppableUnseated, type UnseatedFilter, UnseatedPanelView } from './UnseatedPanel';
import { filterPeople, flaggedPeople, groupsOf, personTarget, warningsAt } from './seating-model';

export interface BoardProps {
  plan: SeatingPlan;
  phone: boolean;
  /** Puts a person at a table (null: back to 'Noch ohne Platz'). */
  onMove: (person: SeatingPerson, tableId: number | null) => void;
  /** A table's buttons, or its edit form while it is edited. */
  tableActions: (table: SeatingPlanTable) => ReactNode;
}

/**
 * The plan: 'Noch ohne Platz' beside the tables. On a laptop people are dragged (pointer or
 * keyboard) between them; on a phone each person has a 'Tisch wählen' menu instead.
 */
export function SeatingBoard({ plan, phone, onMove, tableActions }: BoardProps) {
  const [filter, setFilter] = useState<UnseatedFilter>({ search: '', groupId: null });
  const shown = useMemo(() => filterPeople(plan.unseated, filter.search, filter.groupId), [plan.unseated, filter]);
  const groups = useMemo(() => groupsOf(plan.unseated), [plan.unseated]);
  const flagged = useMemo(() => flaggedPeople(plan.warnings), [plan.warnings]);
  const unseatedProps = { total: plan.unseated.length, shown, groups, filter, onFilter: setFilter };

  if (phone) {
    const person = (p: SeatingPerson) => <PhonePerson key={p.key} person={p} flagged={flagged.has(p.key)} tables={plan.tables} onMove={onMove} />;
    return (
      <div className="seating-board seating-board--phone">
        <UnseatedPanelView {...unseatedProps}>{shown.map(person)}</UnseatedPanelView>
        <section className="seating-tables" aria-label="Tische">
          {plan.tables.map((table) => (
            <TableCardView key={table.id} table={table} warnings={warningsAt(plan.warnings, table.id)} actions={tableActions(table)}>
              {table.people.map(person)}
            </TableCardView>
          ))}
        </section>
      </div>
    );
  }
  return <DragBoard plan={plan} shown={shown} flagged={flagged} unseatedProps={unseatedProps} onMove={onMove} tableActions={tableActions} />;
}

function DragBoard({
  plan,
  shown,
  flagged,
  unseatedProps,
  onMove,
  tableActions,
}: Omit<BoardProps, 'phone'> & { shown: readonly SeatingPerson[]; flagged: ReadonlySet<string>; unseatedProps: Omit<Parameters<typeof UnseatedPanelView>[0], 'children'> }) {
  const [active, setActive] = useState<SeatingPerson | null>(null);
  const [announcements] = useState(createAnnouncements);
  // The keyboard steps through the targets in the page's order: 'Noch ohne Platz', then the tables.
  const order = useMemo(() => [UNSEATED_TARGET, ...plan.tables.map((table) => tableTarget(table.id))], [plan.tables]);
  const people = useMemo(() => new Map([...plan.unseated, ...plan.tables.flatMap((table) => table.people)].map((person) => [person.key, person])), [plan]);
  const coordinateGetter = useMemo(() => targetStepper(() => order), [order]);
  const sensors = useSensors(
    // A click is no drag: the pointer must move 5 px first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const start = useCallback((event: DragStartEvent) => setActive(people.get(String(event.active.id)) ?? null), [people]);
  const end = useCallback(
    (event: DragEndEvent) => {
      setActive(null);
      const person = people.get(String(event.active.id));
      if (!person || !event.over || event.over.id === personTarget(person)) return;
      onMove(person, targetTable(event.over.id));
    },
    [people, onMove],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <div className="seating-board">
        <DroppableUnseated {...unseatedProps}>
          {shown.map((person) => (
            <DraggablePerson key={person.key} person={person} flagged={flagged.has(person.key)} />
          ))}
        </DroppableUnseated>
        <section className="seating-tables" aria-label="Tische">
          {plan.tables.map((table) => (
            <DroppableTable key={table.id} table={table} warnings={warningsAt(plan.warnings, table.id)} actions={tableActions(table)}>
              {table.people.map((person) => (
                <DraggablePerson key={person.key} person={person} flagged={flagged.has(person.key)} />
              ))}
            </DroppableTable>
          ))}
        </section>
      </div>
      <DragOverlay dropAnimation={null}>{active ? <DraggedPerson person={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
