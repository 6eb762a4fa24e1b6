import { useState } from 'react';
import { Notice, type NoticeKind } from '@hochzeit/shared-ui/toolkit';

/**
 * The German message of a failed load (the spec's text) where the page shows its messages; the
 * admin may close it, and the next failed attempt shows it again.
 */
export function LoadFailure({ query, text, kind = 'error' }: { query: { isError: boolean; errorUpdatedAt: number }; text: string; kind?: NoticeKind }) {
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (!query.isError || closedAt === query.errorUpdatedAt) return null;
  return (
    <div className="notice-anchor">
      <Notice notice={{ kind, text }} onClose={() => setClosedAt(query.errorUpdatedAt)} timeoutMs={0} />
    </div>
  );
}

/** Several loads that a page shows together: failed when any failed, at the latest failure's time. */
export const together = (...queries: ReadonlyArray<{ isError: boolean; errorUpdatedAt: number }>) => ({
  isError: queries.some((query) => query.isError),
  errorUpdatedAt: Math.max(...queries.map((query) => query.errorUpdatedAt)),
});
