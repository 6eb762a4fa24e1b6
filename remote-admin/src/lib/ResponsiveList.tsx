import { Fragment, type ReactNode } from 'react';
import { DataTable } from './ListState';
import { RowMenu } from './RowMenu';
import { usePhone } from './use-media-query';
import './data-table.css';

/** One column of a list: its header, how a row shows in it, and whether a phone card shows it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's name: a card's heading, first. Exactly one column is primary. */
  primary?: boolean;
  /** One of the two or three facts a phone card shows beneath the name. */
  card?: boolean;
  /** A class for the table cell (and the card's fact). */
  className?: string;
}

/** Rows under a heading (a guest group); the heading spans the table or stands above its cards. */
export interface ListSection<T> {
  key: string;
  heading: ReactNode;
  rows: readonly T[];
}

interface ResponsiveListProps<T> {
  /** The list's name for screen readers ('Gäste'). */
  label: string;
  columns: readonly ListColumn<T>[];
  /** The rows, or rows in sections. */
  rows?: readonly T[];
  sections?: readonly ListSection<T>[];
  rowKey: (row: T) => string | number;
  /** The row's name in its action menu ('Aktionen für Anna Meier'). */
  rowName: (row: T) => string;
  /** The row's buttons: the last column on a laptop, a menu on a phone. */
  actions?: (row: T) => ReactNode;
  /** The answer to a row's action: beside its buttons on a laptop, under the card (never hidden in the menu) on a phone. */
  notice?: (row: T) => ReactNode;
  /** A row being edited: its form takes the whole row or card (nothing, false or null: not edited). */
  editing?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

/**
 * The admin's lists, one way for all: on a laptop a table with every column, on a phone
 * (usePhone) a list of compact cards, the name first, the few facts that matter beneath, the
 * actions in a menu, so nothing scrolls sideways and a card stays short.
 */
export function ResponsiveList<T>({ label, columns, rows, sections, rowKey, rowName, actions, notice, editing, rowClassName, className }: ResponsiveListProps<T>) {
  const phone = usePhone();
  const groups: readonly ListSection<T>[] = sections ?? [{ key: '', heading: null, rows: rows ?? [] }];
  const primary = columns.find((column) => column.primary) ?? columns[0];

  if (phone) {
    const facts = columns.filter((column) => column.card && column !== primary);
    const cards = (items: readonly T[], name: string) => (
      <ul className="card-list" aria-label={name}>
        {items.map((row) => {
          const form = editing?.(row);
          const extra = rowClassName?.(row);
          return (
            <li key={rowKey(row)}>
              {form ? (
                <article className="list-card" aria-label={rowName(row)}>
                  {form}
                </article>
              ) : (
                <ListCard name={rowName(row)} title={primary.cell(row)} className={extra} actions={actions?.(row)} notice={notice?.(row)}>
                  {facts.length > 0 && <CardFacts facts={facts.map((column) => ({ term: column.header, value: column.cell(row), className: column.className }))} />}
                </ListCard>
              )}
            </li>
          );
        })}
      </ul>
    );
    return (
      <div className={`card-lists ${className ?? ''}`}>
        {groups.map((group) =>
          group.heading ? (
            <section key={group.key} className="card-list-section">
              <h2 className="card-list-section__heading">{group.heading}</h2>
              {cards(group.rows, group.key)}
            </section>
          ) : (
            <Fragment key={group.key}>{cards(group.rows, label)}</Fragment>
          ),
        )}
      </div>
    );
  }

  const headers = [...columns.map((column) => column.header), ...(actions ? ['Aktionen'] : [])];
  return (
    <DataTable headers={headers} className={className ?? 'table-scroll section'}>
      {groups.map((group) => (
        <Fragment key={group.key}>
          {group.heading && (
            <tr className="group-row">
              <th colSpan={headers.length} scope="rowgroup">
                {group.heading}
              </th>
            </tr>
          )}
          {group.rows.map((row) => {
            const form = editing?.(row);
            return form ? (
              <tr key={rowKey(row)}>
                <td colSpan={headers.length}>{form}</td>
              </tr>
            ) : (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="row-actions">
                    {actions(row)}
                    {notice?.(row)}
                  </td>
                )}
              </tr>
            );
          })}
        </Fragment>
      ))}
    </DataTable>
  );
}

/**
 * One row as a phone card: its name as the heading, first, the actions menu beside it, then what
 * the page shows of it (`children`: CardFacts, a preview), then the answer to its last action.
 * For rows with their own state (a media row asks for its groups) the page renders it itself.
 */
export function ListCard({ name, title, actions, notice, className, children }: { name: string; title?: ReactNode; actions?: ReactNode; notice?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <article className={`list-card${className ? ` ${className}` : ''}`} aria-label={name}>
      <div className="list-card__head">
        <h3 className="list-card__name">{title ?? name}</h3>
        {actions && <RowMenu name={name}>{actions}</RowMenu>}
      </div>
      {children}
      {notice}
    </article>
  );
}

/** A card's few facts, each after its name ('Rückmeldung: Zugesagt'). */
export function CardFacts({ facts }: { facts: readonly { term: string; value: ReactNode; className?: string }[] }) {
  return (
    <dl className="list-card__facts">
      {facts.map((fact) => (
        <div key={fact.term} className={fact.className}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The search box and the filters above a list; on a phone they wrap, each as wide as it needs. */
export function ListFilters({ label = 'Filter', children }: { label?: string; children: ReactNode }) {
  return (
    <div className="list-filters" role="search" aria-label={label}>
      {children}
    </div>
  );
}
