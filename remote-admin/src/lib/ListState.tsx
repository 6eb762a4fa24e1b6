import type { ReactNode } from 'react';
import { EmptyState, Loading } from '@hochzeit/shared-ui';

/**
 * The three states of every admin list: 'Lade...' on the first load, an empty state, or the
 * list itself, handed to `children` as a non-null array.
 */
export function ListState<T>({ items, loading, empty, children }: { items: readonly T[] | null | undefined; loading: boolean; empty: ReactNode; children: (items: readonly T[]) => ReactNode }) {
  if (loading && !items) return <Loading />;
  if (!items || items.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return <>{children(items)}</>;
}

/** A horizontally scrollable table with its header row (phones get a scrollbar, not a squeeze). */
export function DataTable({ headers, children, className = 'table-scroll section' }: { headers: readonly string[]; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <table>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
