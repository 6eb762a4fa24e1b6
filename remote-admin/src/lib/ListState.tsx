import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Loading } from '@hochzeit/shared-ui';
import { EmptyState } from '@hochzeit/shared-ui/toolkit';
import './data-table.css';

/**
 * The three states of every admin list: 'Lade...' on the first load, an empty state, or the
 * list itself, handed to `children` as a non-null array.
 */
export function ListState<T>({ items, loading, empty, children }: { items: readonly T[] | null | undefined; loading: boolean; empty: ReactNode; children: (items: readonly T[]) => ReactNode }) {
  if (loading && !items) return <Loading />;
  if (!items || items.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return <>{children(items)}</>;
}

/**
 * Labels every body cell with its column's header (`data-label`), counting column spans: below
 * 700 px each row becomes a card and the label stands before the value (data-table.css). A cell
 * spanning the whole row (an inline edit form, a group heading) gets no label.
 */
export function labelCells(table: HTMLTableElement, headers: readonly string[]) {
  for (const row of Array.from(table.tBodies).flatMap((body) => Array.from(body.rows))) {
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      const label = cell.colSpan >= headers.length ? '' : (headers[column] ?? '');
      if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      column += cell.colSpan;
    }
  }
}

/**
 * A table with its header row. On a desktop a plain table; on a phone one card per row with each
 * value labelled, so nothing is squeezed and the page never scrolls sideways.
 */
export function DataTable({ headers, children, className = 'table-scroll section' }: { headers: readonly string[]; children: ReactNode; className?: string }) {
  const tableRef = useRef<HTMLTableElement>(null);
  // Rows are the pages' own markup: label them after every render and whenever rows change
  // without this component rendering (a row's own state, such as opening its edit form).
  useLayoutEffect(() => {
    if (tableRef.current) labelCells(tableRef.current, headers);
  });
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => labelCells(table, headers));
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [headers]);
  return (
    <div className={`${className} data-table`}>
      <table ref={tableRef}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
