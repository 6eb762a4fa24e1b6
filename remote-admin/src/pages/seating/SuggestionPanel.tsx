import { useId } from 'react';
import type { SeatingPlan, SeatingSuggestion } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { tableName } from './seating-model';

/** What a suggestion would change: per table the people it would seat there, who finds no place, and the warnings after it. */
export function suggestionSummary(plan: SeatingPlan, suggestion: SeatingSuggestion) {
  const names = new Map([...plan.unseated, ...plan.tables.flatMap((table) => table.people)].map((person) => [person.key, person.name]));
  const current = new Map([...plan.unseated, ...plan.tables.flatMap((table) => table.people)].map((person) => [person.key, person.table_id]));
  const changes = suggestion.moves.filter((move) => current.get(move.person) !== move.table_id);
  const tables = plan.tables
    .map((table) => ({ table, people: changes.filter((move) => move.table_id === table.id).map((move) => names.get(move.person) ?? move.person) }))
    .filter((entry) => entry.people.length > 0);
  const unseated = changes.filter((move) => move.table_id === null).map((move) => names.get(move.person) ?? move.person);
  return { changes: changes.length, tables, unseated, unplaced: suggestion.unplaced.map((key) => names.get(key) ?? key) };
}

/** 'Vorschlag machen's answer, shown for the couple to accept ('Vorschlag übernehmen') or not ('Verwerfen'). */
export function SuggestionPanel({
  plan,
  suggestion,
  busy,
  onAccept,
  onDiscard,
}: {
  plan: SeatingPlan;
  suggestion: SeatingSuggestion;
  busy: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}) {
  const headingId = useId();
  const summary = suggestionSummary(plan, suggestion);
  return (
    <section className="card section seating-suggestion" aria-labelledby={headingId}>
      <h2 id={headingId}>Vorschlag</h2>
      {summary.changes === 0 ? (
        <p>Der Vorschlag ändert nichts: alle haben schon einen passenden Platz oder es gibt keinen freien Platz mehr.</p>
      ) : (
        <p>
          Der Vorschlag setzt {summary.changes === 1 ? '1 Person' : `${summary.changes} Personen`}; Familien und Paare bleiben zusammen, kein Tisch wird überbelegt.
        </p>
      )}
      {summary.tables.length > 0 && (
        <dl className="seating-suggestion__tables">
          {summary.tables.map(({ table, people }) => (
            <div key={table.id}>
              <dt>{tableName(table.name)}</dt>
              <dd>{people.join(', ')}</dd>
            </div>
          ))}
          {summary.unseated.length > 0 && (
            <div>
              <dt>{SEATING_TEXTS.unseated}</dt>
              <dd>{summary.unseated.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
      {summary.unplaced.length > 0 && (
        <p className="seating-warning" role="status">
          Kein Platz frei für: {summary.unplaced.join(', ')}. Legen Sie weitere Tische oder Plätze an.
        </p>
      )}
      {suggestion.warnings.length > 0 && (
        <ul className="seating-warnings" aria-label="Hinweise nach dem Vorschlag">
          {suggestion.warnings.map((warning) => (
            <li key={`${warning.kind}-${warning.people.join()}-${warning.table_ids.join()}`}>{warning.msg}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onAccept} disabled={busy || summary.changes === 0}>
          {SEATING_TEXTS.accept}
        </button>
        <button type="button" className="button" onClick={onDiscard} disabled={busy}>
          Verwerfen
        </button>
      </div>
    </section>
  );
}
