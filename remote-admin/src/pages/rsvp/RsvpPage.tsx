import { useState } from 'react';
import { GUEST_TYPES, type GuestType } from '@hochzeit/contracts';
import { EXPORT_DEFAULT_FILE_NAME, type ExportFormat } from '@hochzeit/contracts/export-constants';
import {
  RSVP_MESSAGES,
  RSVP_QUESTION_LABELS,
  RSVP_STATUS_LABELS,
  RSVP_STATUSES,
  type RsvpStatus,
  rsvpDeadlineText,
  rsvpMenuLabel,
} from '@hochzeit/contracts/rsvp-constants';
import { createApi, errorMessage, Loading, unwrap, useQuery } from '@hochzeit/shared-ui';
import { downloadFile, EmptyState, ExportFormatButtons, Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { RSVP_DATA, rsvpOverviewQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { RsvpAnswerEditor } from './RsvpAnswerEditor';
import { filtersFromSearch, type RsvpFilters, type RsvpOverview, type RsvpRow, rsvpQuery } from './rsvp-model';
import { Options } from '../../lib/Options';
import { type ListColumn, ResponsiveList } from '../../lib/ResponsiveList';
import '../../lib/data-table.css';
import '../../lib/stat-figures.css';
import './rsvp.css';

const api = createApi('admin');

/** 'Rückmeldungen': who comes, who does not and who has not answered yet, by guest type and group; menus, allergies; settings, editing and exports. */
export function RsvpPage() {
  // A link may open the page filtered (the dashboard's figures).
  const [filters, setFilters] = useState<RsvpFilters>(() => filtersFromSearch(window.location.search));
  // While other filters load, the overview shows the previous ones' figures.
  const overview = useQuery({ ...rsvpOverviewQuery(rsvpQuery(filters)), placeholderData: (previous) => previous });
  const [editing, setEditing] = useState<number | null>(null);
  const listNotice = useNotice();
  const data = overview.data;

  const filter = (patch: Partial<RsvpFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <section className="rsvp-admin">
      <h1>Rückmeldungen</h1>
      {overview.isError && !data && (
        <p className="form-error" role="alert">
          {errorMessage(overview.error, RSVP_MESSAGES.adminLoadFailed)}
        </p>
      )}
      {overview.isPending && <Loading />}
      {data && (
        <>
          {/* A new deadline from the server starts the card afresh. */}
          <SettingsCard key={data.settings.deadline ?? ''} overview={data} />

          <section className="card section" aria-labelledby="rsvp-filter-title">
            <h2 id="rsvp-filter-title">Filter und Export</h2>
            <div className="inline-form rsvp-filters">
              <Field label="Status">
                <select value={filters.status ?? ''} onChange={(e) => filter({ status: (e.target.value || undefined) as RsvpStatus | undefined })}>
                  <Options placeholder="Alle" items={RSVP_STATUSES} label={(s) => RSVP_STATUS_LABELS[s]} />
                </select>
              </Field>
              <Field label="Gasttyp">
                <select value={filters.guest_type ?? ''} onChange={(e) => filter({ guest_type: (e.target.value || undefined) as GuestType | undefined })}>
                  <Options placeholder="Alle" items={GUEST_TYPES} />
                </select>
              </Field>
              <Field label="Gruppe">
                <select value={filters.group_id ?? ''} onChange={(e) => filter({ group_id: e.target.value ? Number(e.target.value) : undefined })}>
                  <Options placeholder="Alle" items={data.groups} label={(g) => g.name} />
                </select>
              </Field>
              <ExportButtons filters={filters} />
            </div>
          </section>

          <Summary overview={data} />

          <section className="card section" aria-labelledby="rsvp-guests-title">
            <h2 id="rsvp-guests-title">Gäste ({data.guests.length})</h2>
            {listNotice.element}
            {data.guests.length === 0 ? (
              <EmptyState title="Keine Gäste für diese Auswahl." />
            ) : (
              <ResponsiveList
                label="Gäste"
                className="rsvp-guests"
                rows={data.guests}
                rowKey={(row) => row.guest_id}
                rowName={rowName}
                columns={guestColumns(data)}
                editing={(row) =>
                  editing === row.guest_id && (
                    <RsvpAnswerEditor
                      row={row}
                      overview={data}
                      onDone={(message) => {
                        setEditing(null);
                        if (message) listNotice.success(message);
                      }}
                    />
                  )
                }
                actions={(row) => (
                  <button type="button" className="button button--small" onClick={() => setEditing(row.guest_id)} aria-label={`Antwort von ${rowName(row)} bearbeiten`}>
                    Bearbeiten
                  </button>
                )}
              />
            )}
          </section>
        </>
      )}
    </section>
  );
}

const rowName = (row: RsvpRow) => `${row.first_name} ${row.last_name}`.trim();

/** The answer list's columns; a phone card shows the answer, the group and the guest type under the name. */
function guestColumns(overview: RsvpOverview): ListColumn<RsvpRow>[] {
  const menuOf = (id: number | null | undefined) => (id ? overview.menus.find((m) => m.id === id) : undefined);
  return [
    { header: 'Name', primary: true, cell: rowName },
    { header: 'Gruppe', card: true, cell: (row) => row.group_name ?? '–' },
    { header: 'Gasttyp', card: true, cell: (row) => row.guest_type },
    {
      header: 'Antwort',
      card: true,
      cell: ({ status, answer }) => (
        <>
          <span className={`rsvp-status rsvp-status--${status}`}>{RSVP_STATUS_LABELS[status]}</span>
          {answer && (
            <small className="muted rsvp-when">
              {formatDateTime(answer.answered_at)} · {answer.answered_by === 'admin' ? 'Admin' : (answer.answered_by_name ?? 'Gast')}
            </small>
          )}
        </>
      ),
    },
    {
      header: 'Menü',
      cell: ({ answer }) => {
        const menu = menuOf(answer?.menu_id);
        return menu ? rsvpMenuLabel(menu) : '–';
      },
    },
    { header: 'Allergien', cell: ({ answer }) => answer?.allergies.join(', ') || '–' },
    { header: 'Begleitung', cell: (row) => (row.answer?.companion_name ? <Companion answer={row.answer} menus={overview.menus} /> : row.companion_allowed ? 'erlaubt' : '–') },
    { header: 'Musikwunsch', cell: ({ answer }) => answer?.song_wish ?? '–' },
    { header: 'Nachricht', cell: ({ answer }) => answer?.message ?? '–' },
  ];
}

/** The companion as a person: name, menu and allergies (from the answer). */
function Companion({ answer, menus }: { answer: NonNullable<RsvpRow['answer']>; menus: RsvpOverview['menus'] }) {
  const menu = answer.companion_menu_id ? menus.find((m) => m.id === answer.companion_menu_id) : undefined;
  const allergies = answer.companion_allergies;
  return (
    <>
      {answer.companion_name}
      {menu && <small className="rsvp-companion-facts">{rsvpMenuLabel(menu)}</small>}
      {allergies.length > 0 && <small className="rsvp-companion-facts">{allergies.join(', ')}</small>}
    </>
  );
}

function Summary({ overview }: { overview: RsvpOverview }) {
  const { summary } = overview;
  const countsTable = (caption: string, rows: Array<{ key: string; label: string; yes: number; no: number; open: number }>) => (
    <div className="data-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>{caption}</th>
            <th>Zugesagt</th>
            <th>Abgesagt</th>
            <th>Offen</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" data-label={caption}>
                {r.label}
              </th>
              <td data-label="Zugesagt">{r.yes}</td>
              <td data-label="Abgesagt">{r.no}</td>
              <td data-label="Offen">{r.open}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className="card section" aria-labelledby="rsvp-summary-title">
      <h2 id="rsvp-summary-title">Übersicht</h2>
      <dl className="stat-figures rsvp-totals">
        <div>
          <dt>Zugesagt</dt>
          <dd>{summary.total.yes}</dd>
        </div>
        <div>
          <dt>Abgesagt</dt>
          <dd>{summary.total.no}</dd>
        </div>
        <div>
          <dt>Noch offen</dt>
          <dd>{summary.total.open}</dd>
        </div>
        <div>
          <dt>Begleitungen</dt>
          <dd>{summary.companions}</dd>
        </div>
      </dl>
      <div className="rsvp-summary-grid">
        {countsTable('Gasttyp', summary.by_guest_type.map((c) => ({ key: c.guest_type, label: c.guest_type, ...c })))}
        {countsTable('Gruppe', summary.by_group.map((c) => ({ key: String(c.group_id), label: c.group_name ?? 'Ohne Gruppe', ...c })))}
        <div>
          <h3>Gewählte Menüs</h3>
          {summary.menus.length ? (
            <ul className="list-plain">
              {summary.menus.map((m) => (
                <li key={String(m.menu_id)}>
                  <span>{m.label}</span> <strong>{m.count}</strong>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Noch keine Zusagen mit Menüwahl.</p>
          )}
        </div>
        <div>
          <h3>Allergien und Ernährung</h3>
          {summary.allergies.length ? (
            <ul className="list-plain">
              {summary.allergies.map((a) => (
                <li key={`${a.guest_id}${a.companion ? '-companion' : ''}`}>
                  <span>
                    {a.name}
                    {a.companion && <span className="muted"> (Begleitung)</span>}
                  </span>{' '}
                  <span>{a.allergies.join(', ')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Keine Allergien angegeben.</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** CSV and PDF of the guests as filtered, through the exports module. */
function ExportButtons({ filters }: { filters: RsvpFilters }) {
  const notice = useNotice();
  const download = (format: ExportFormat) => {
    const query = new URLSearchParams(Object.entries({ format, ...rsvpQuery(filters) }).map(([k, v]) => [k, String(v)]));
    return downloadFile('admin', `/api/exports/rsvp?${query}`, EXPORT_DEFAULT_FILE_NAME);
  };
  return (
    <ExportFormatButtons what="Rückmeldungen" className="rsvp-export" download={download} onNotice={(n) => n && notice[n.kind](n.text)}>
      {notice.element}
    </ExportFormatButtons>
  );
}

/** The deadline and the optional questions. */
function SettingsCard({ overview }: { overview: RsvpOverview }) {
  const { settings } = overview;
  const [deadline, setDeadline] = useState(settings.deadline ?? '');
  const [asked, setAsked] = useState({ ask_menu: settings.ask_menu, ask_allergies: settings.ask_allergies, ask_song_wish: settings.ask_song_wish, ask_message: settings.ask_message });
  const [saving, setSaving] = useState(false);
  const change = useAdminChange(RSVP_DATA);
  const notice = useNotice();

  const questions = [
    ['ask_menu', RSVP_QUESTION_LABELS.menu],
    ['ask_allergies', RSVP_QUESTION_LABELS.allergies],
    ['ask_song_wish', RSVP_QUESTION_LABELS.song_wish],
    ['ask_message', RSVP_QUESTION_LABELS.message],
  ] as const;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await change(() => unwrap(api.PUT('/api/admin/rsvp/settings', { body: { deadline: deadline || null, ...asked } })));
      notice.success(RSVP_MESSAGES.settingsSaved);
    } catch (e) {
      notice.error(errorMessage(e, RSVP_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card" onSubmit={save} aria-labelledby="rsvp-settings-title">
      <h2 id="rsvp-settings-title">Einstellungen</h2>
      <p className="muted">
        {rsvpDeadlineText(settings.deadline)} ({settings.open ? 'Gäste können antworten' : 'Frist abgelaufen: Gäste sehen ihre Antwort nur noch'}). Die Frist gilt bis zum Ende des Tages in der Zeitzone {settings.time_zone}. Die Teilnahme wird immer gefragt.
      </p>
      <div className="inline-form">
        <Field label="Antwortfrist" hint="Leer: keine Frist">
          <input type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
        </Field>
        <fieldset className="rsvp-questions">
          <legend>Weitere Fragen</legend>
          {questions.map(([key, label]) => (
            <label key={key} className="field field--inline">
              <input type="checkbox" checked={asked[key]} onChange={(e) => setAsked((a) => ({ ...a, [key]: e.target.checked }))} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {asked.ask_menu && !overview.menus.some((m) => m.choosable) && (
        <p className="notice notice--info">Noch kein Menü ist zur Auswahl freigegeben (Menüverwaltung: „Gäste können dieses Menü bei der Rückmeldung wählen“).</p>
      )}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          Einstellungen speichern
        </button>
      </div>
      {notice.element}
    </form>
  );
}
