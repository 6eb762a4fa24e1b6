import { useCallback, useEffect, useRef } from 'react';
import type { SeatingMove, SeatingPlan } from '@hochzeit/contracts';
import { SEATING_MESSAGES } from '@hochzeit/contracts/seating-constants';
import { ApiError, errorMessage, unwrap, useQueryClient } from '@hochzeit/shared-ui';
import { applyMoves } from './seating-model';
import { SEATING_DATA, SEATING_PLAN_KEY, seatingApi } from './seating-queries';

export type MoveOutcome = { kind: 'saved' } | { kind: 'stale'; text: string } | { kind: 'refused'; text: string };

/** A 409 for a version that is no longer current (another organiser changed the plan meanwhile). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && errorMessage(error, '') === SEATING_MESSAGES.stale;

/**
 * Seating people: the plan shows the move at once (the drag's answer does not wait for the
 * server), then the changes are sent one after another, each on the version the previous one
 * answered, so quick moves never refuse each other. A refusal (a full table: 409) puts the plan
 * back as the server has it and says why; a stale version (another organiser's change) reloads
 * the plan and says so in German.
 */
export function useSeatingMoves(onOutcome: (outcome: MoveOutcome) => void) {
  const queryClient = useQueryClient();
  // The page's handler of the latest render, without making the returned function change with it.
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Moves shown but not yet answered, in order: laid over each answer until their own arrives. */
  const waiting = useRef<SeatingMove[][]>([]);
  /** Raised by a refusal: moves queued before it were made on the refused state and are not sent. */
  const generation = useRef(0);

  const showWaiting = useCallback(
    (plan: SeatingPlan) => waiting.current.reduce((shown, moves) => applyMoves(shown, moves), plan),
    [],
  );

  return useCallback(
    (moves: SeatingMove[]) => {
      const shown = queryClient.getQueryData<SeatingPlan>(SEATING_PLAN_KEY);
      if (!shown || moves.length === 0) return Promise.resolve();
      waiting.current.push(moves);
      queryClient.setQueryData<SeatingPlan>(SEATING_PLAN_KEY, applyMoves(shown, moves));
      void queryClient.cancelQueries({ queryKey: SEATING_PLAN_KEY });
      const made = generation.current;
      const send = async () => {
        if (made !== generation.current) return;
        // The version of the last answer (the shown plan carries it: optimistic moves keep it).
        const version = queryClient.getQueryData<SeatingPlan>(SEATING_PLAN_KEY)?.version ?? shown.version;
        try {
          const plan = await unwrap(seatingApi.PUT('/api/admin/seating/seats', { body: { version, moves } }));
          waiting.current.shift();
          queryClient.setQueryData<SeatingPlan>(SEATING_PLAN_KEY, showWaiting(plan));
          report.current({ kind: 'saved' });
        } catch (error) {
          // Whatever was still waiting was made on the refused state: drop it, show the server's plan.
          waiting.current = [];
          generation.current += 1;
          await Promise.all(SEATING_DATA.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          if (isStale(error)) report.current({ kind: 'stale', text: SEATING_MESSAGES.stale });
          else report.current({ kind: 'refused', text: errorMessage(error, 'Die Änderung konnte nicht gespeichert werden.') });
        }
      };
      const next = queue.current.then(send);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [queryClient, showWaiting],
  );
}
