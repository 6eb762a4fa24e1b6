import { type ReactNode, useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { SeatingPerson } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { ListFilters } from '../../lib/ResponsiveList';
import { Options } from '../../lib/Options';
import { type TargetData, UNSEATED_TARGET } from './seating-dnd';

export interface UnseatedFilter {
  search: string;
  groupId: number | null;
}

interface UnseatedPanelProps {
  /** All unseated people (for the count) and those the filter leaves. */
  total: number;
  shown: readonly SeatingPerson[];
  groups: readonly { id: number; name: string }[];
  filter: UnseatedFilter;
  onFilter: (filter: UnseatedFilter) => void;
  children: ReactNode;
}

/** 'Noch ohne Platz': everyone who comes and has no table yet, with a search and a group filter. */
export function UnseatedPanelView({ total, shown, groups, filter, onFilter, children, dropRef, over }: UnseatedPanelProps & { dropRef?: (node: HTMLElement | null) => void; over?: boolean }) {
  const headingId = useId();
  return (
    <section ref={dropRef} className={`card seating-unseated${over ? ' seating-unseated--over' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {SEATING_TEXTS.unseated} <span className="seating-count">({total})</span>
      </h2>
      <ListFilters label="Personen ohne Platz suchen und filtern">
        <Field label="Suchen">
          <input type="search" value={filter.search} onChange={(event) => onFilter({ ...filter, search: event.target.value })} autoComplete="off" />
        </Field>
        <Field label="Gruppe">
          <select value={filter.groupId ?? ''} onChange={(event) => onFilter({ ...filter, groupId: event.target.value ? Number(event.target.value) : null })}>
            <Options placeholder="Alle Gruppen" items={groups} label={(group) => group.name} />
          </select>
        </Field>
      </ListFilters>
      {total === 0 ? (
        <p className="muted">Alle, die zugesagt haben, haben einen Platz.</p>
      ) : shown.length === 0 ? (
        <p className="muted">Niemand ohne Platz passt zur Suche.</p>
      ) : null}
      <ul className="seating-people seating-unseated__list" aria-label={SEATING_TEXTS.unseated}>
        {children}
      </ul>
    </section>
  );
}

/** 'Noch ohne Platz' as a drop target on a laptop: a person put down here loses their table. */
export function DroppableUnseated(props: UnseatedPanelProps) {
  const data: TargetData = { label: `„${SEATING_TEXTS.unseated}“` };
  const { setNodeRef, isOver } = useDroppable({ id: UNSEATED_TARGET, data });
  return <UnseatedPanelView {...props} dropRef={setNodeRef} over={isOver} />;
}
