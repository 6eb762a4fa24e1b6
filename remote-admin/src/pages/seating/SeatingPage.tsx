import { useCallback, useId, useState } from 'react';
import type { SeatingPerson, SeatingPlan, SeatingPlanTable, SeatingSuggestion } from '@hochzeit/contracts';
import { SEATING_MESSAGES, SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { errorMessage, Loading, unwrap, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { Notice, type NoticeMessage } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { RowActions } from '../../lib/RowActions';
import { useAdminChange } from '../../lib/queries';
import { usePhone } from '../../lib/use-media-query';
import { useNotice } from '../../lib/use-notice';
import { SeatingBoard } from './SeatingBoard';
import { SeatingExports } from './SeatingExports';
import { SeatingSettingsForm } from './SeatingSettingsForm';
import { SeatOrder } from './SeatOrder';
import { SuggestionPanel } from './SuggestionPanel';
import { TableForm } from './TableForm';
import { tableName } from './seating-model';
import { SEATING_DATA, SEATING_PLAN_KEY, seatingApi, seatingPlanQuery } from './seating-queries';
import { isStale, type MoveOutcome, useSeatingMoves } from './use-seating-moves';
import '../../lib/stat-figures.css';
import './seating.css';

/** The question before a table with people is deleted. */
export const deleteTableQuestion = (table: SeatingPlanTable) =>
  `${tableName(table.name)} löschen? ${table.people.length === 1 ? 'Die Person dort kommt' : `Die ${table.people.length} Personen dort kommen`} zurück zu „${SEATING_TEXTS.unseated}“.`;

/** 'Tischplan' (/admin/seating): who sits where at the dinner, with warnings, a suggestion, the tables and the printed cards. */
export function SeatingPage() {
  const plan = useQuery(seatingPlanQuery());
  const phone = usePhone();
  const queryClient = useQueryClient();
  const note = useNotice(10_000);
  const change = useAdminChange(SEATING_DATA);
  const [editing, setEditing] = useState<number | null>(null);
  const [tableNotice, setTableNotice] = useState<{ tableId: number; notice: NoticeMessage } | null>(null);
  const [suggestion, setSuggestion] = useState<SeatingSuggestion | null>(null);
  const [keepSeated, setKeepSeated] = useState(true);
  const [busy, setBusy] = useState(false);
  const moveMany = useSeatingMoves((result: MoveOutcome) => {
    if (result.kind === 'stale') note.info(result.text);
    else if (result.kind === 'refused') note.error(result.text);
  });
  const move = useCallback((person: SeatingPerson, tableId: number | null) => void moveMany([{ person: person.key, table_id: tableId, seat: null }]), [moveMany]);
  const seat = useCallback((person: SeatingPerson, number: number | null) => void moveMany([{ person: person.key, table_id: person.table_id, seat: number }]), [moveMany]);

  /** A stale version: the plan is loaded again and the German note says so. */
  async function reloadAfter(error: unknown, fallback: string) {
    if (isStale(error)) {
      await Promise.all(SEATING_DATA.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setSuggestion(null);
      note.info(SEATING_MESSAGES.stale);
    } else note.error(errorMessage(error, fallback));
  }

  async function suggest(current: SeatingPlan) {
    setBusy(true);
    try {
      setSuggestion(await unwrap(seatingApi.POST('/api/admin/seating/suggestion', { body: { version: current.version, keep_seated: keepSeated } })));
    } catch (error) {
      await reloadAfter(error, 'Der Vorschlag konnte nicht erstellt werden.');
    } finally {
      setBusy(false);
    }
  }

  async function accept(proposal: SeatingSuggestion) {
    setBusy(true);
    try {
      const next = await unwrap(seatingApi.PUT('/api/admin/seating/seats', { body: { version: proposal.version, moves: proposal.moves } }));
      queryClient.setQueryData(SEATING_PLAN_KEY, next);
      await Promise.all(SEATING_DATA.slice(1).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setSuggestion(null);
      note.success('Vorschlag übernommen');
    } catch (error) {
      await reloadAfter(error, 'Der Vorschlag konnte nicht übernommen werden.');
    } finally {
      setBusy(false);
    }
  }

  async function remove(table: SeatingPlanTable) {
    try {
      await change(() =>
        unwrap(seatingApi.DELETE('/api/admin/seating/tables/{id}', { params: { path: { id: table.id }, query: table.people.length > 0 ? { confirm: 'true' } : {} } })),
      );
      note.success(`${tableName(table.name)} gelöscht`);
    } catch (error) {
      setTableNotice({ tableId: table.id, notice: { kind: 'error', text: errorMessage(error, 'Fehler beim Löschen des Tisches') } });
    }
  }

  const tableActions = (table: SeatingPlanTable) =>
    editing === table.id ? (
      <TableForm table={table} onDone={() => setEditing(null)} />
    ) : (
      <>
        <RowActions
          onEdit={() => setEditing(table.id)}
          editName={`${tableName(table.name)} bearbeiten`}
          onDelete={() => void remove(table)}
          deleteName={`${tableName(table.name)} löschen`}
          confirmDelete={table.people.length > 0 ? deleteTableQuestion(table) : undefined}
        />
        <SeatOrder table={table} onSeat={seat} />
        {tableNotice?.tableId === table.id && <Notice notice={tableNotice.notice} onClose={() => setTableNotice(null)} />}
      </>
    );

  const data = plan.data;
  return (
    <section className="seating-page">
      <h1>{SEATING_TEXTS.title}</h1>
      <LoadFailure query={plan} text={SEATING_MESSAGES.loadFailed} />
      {note.element}
      {!data ? (
        plan.isPending && <Loading />
      ) : (
        <>
          <Counts plan={data} />
          <Warnings plan={data} />
          <div className="actions seating-toolbar">
            <button type="button" className="button button--primary" onClick={() => void suggest(data)} disabled={busy || data.tables.length === 0}>
              {SEATING_TEXTS.suggest}
            </button>
            <label className="seating-toolbar__check">
              <input type="checkbox" checked={keepSeated} onChange={(event) => setKeepSeated(event.target.checked)} /> Gesetzte Personen behalten
            </label>
          </div>
          {suggestion && <SuggestionPanel plan={data} suggestion={suggestion} busy={busy} onAccept={() => void accept(suggestion)} onDiscard={() => setSuggestion(null)} />}
          {data.tables.length === 0 && <p className="notice notice--info">Noch keine Tische angelegt. Legen Sie unten den ersten Tisch an.</p>}
          <SeatingBoard plan={data} phone={phone} onMove={move} tableActions={tableActions} />
        </>
      )}
      <TableForm />
      <SeatingSettingsForm />
      <SeatingExports />
    </section>
  );
}

/** How many come, are seated, still without a place, and how many seats there are. */
function Counts({ plan }: { plan: SeatingPlan }) {
  const headingId = useId();
  return (
    <section className="card section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Übersicht
      </h2>
      <dl className="stat-figures">
        <div>
          <dt>Zusagen</dt>
          <dd>{plan.counts.attending}</dd>
        </div>
        <div>
          <dt>Mit Platz</dt>
          <dd>{plan.counts.seated}</dd>
        </div>
        <div>
          <dt>{SEATING_TEXTS.unseated}</dt>
          <dd>{plan.counts.unseated}</dd>
        </div>
        <div>
          <dt>Plätze</dt>
          <dd>{plan.counts.seats}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The server's warnings, all of them, above the plan: never silent. */
function Warnings({ plan }: { plan: SeatingPlan }) {
  const headingId = useId();
  if (plan.warnings.length === 0) return null;
  return (
    <section className="seating-warning-box section" aria-labelledby={headingId}>
      <h2 id={headingId}>Hinweise ({plan.warnings.length})</h2>
      <ul className="seating-warnings">
        {plan.warnings.map((warning) => (
          <li key={`${warning.kind}-${warning.table_ids.join()}-${warning.people.join()}`}>{warning.msg}</li>
        ))}
      </ul>
    </section>
  );
}
