import { useId } from 'react';
import { EXPORT_DEFAULT_FILE_NAME, EXPORT_FORMAT_LABELS, type ExportFormat } from '@hochzeit/contracts/export-constants';
import { PLACE_CARD_LAYOUT_LABELS, PLACE_CARD_LAYOUTS, SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { downloadFile } from '@hochzeit/shared-ui/toolkit';
import { ExportStatus } from '../../lib/exports/ExportControls';
import { useExports } from '../../lib/exports/use-exports';

const PLACE = 'seating';

/** One file of the plan: what it is, in which format, from where. */
interface SeatingFile {
  key: string;
  /** The button's text ('PDF', 'Gefaltet (A6)'). */
  text: string;
  /** Its name for screen readers ('Tischkarten mit Namen, gefaltet (A6), als PDF herunterladen'). */
  name: string;
  path: string;
}

const formatFile = (what: string, base: string, format: ExportFormat): SeatingFile => ({
  key: `${base}:${format}`,
  text: EXPORT_FORMAT_LABELS[format],
  name: `${what} als ${EXPORT_FORMAT_LABELS[format]} herunterladen`,
  path: `/api/exports/seating/${base}?format=${format}`,
});

/** The printed plan: place cards (folded or flat), table cards, the chart for the entrance, the kitchen per table, the plan for the venue. */
const ROWS: { what: string; files: SeatingFile[] }[] = [
  {
    what: SEATING_TEXTS.placeCards,
    files: PLACE_CARD_LAYOUTS.map((layout) => ({
      key: `place-cards:${layout}`,
      text: PLACE_CARD_LAYOUT_LABELS[layout],
      name: `${SEATING_TEXTS.placeCards}, ${PLACE_CARD_LAYOUT_LABELS[layout]}, als PDF herunterladen`,
      path: `/api/exports/seating/place-cards?layout=${layout}`,
    })),
  },
  { what: SEATING_TEXTS.tableCards, files: [{ key: 'table-cards', text: 'PDF', name: `${SEATING_TEXTS.tableCards} als PDF herunterladen`, path: '/api/exports/seating/table-cards' }] },
  { what: `${SEATING_TEXTS.chart} (A3)`, files: [{ key: 'chart', text: 'PDF', name: `${SEATING_TEXTS.chart} als PDF herunterladen`, path: '/api/exports/seating/chart' }] },
  { what: SEATING_TEXTS.kitchen, files: (['pdf', 'csv', 'xlsx'] as const).map((format) => formatFile(SEATING_TEXTS.kitchen, 'kitchen-list', format)) },
  { what: SEATING_TEXTS.title, files: (['csv', 'xlsx'] as const).map((format) => formatFile(SEATING_TEXTS.title, 'plan', format)) },
];

/** 'Drucken und Exportieren': every file of the plan, each button busy on its own, the outcome beneath. */
export function SeatingExports() {
  const exports = useExports();
  const headingId = useId();
  return (
    <section className="card section seating-exports" aria-labelledby={headingId}>
      <h2 id={headingId}>Drucken und Exportieren</h2>
      <ul className="seating-files">
        {ROWS.map((row) => (
          <li key={row.what}>
            <span className="seating-files__name">{row.what}</span>
            <span className="seating-files__buttons">
              {row.files.map((file) => {
                const busy = exports.isKeyBusy(file.key);
                return (
                  <button
                    key={file.key}
                    type="button"
                    className="button button--small export-button"
                    aria-label={file.name}
                    aria-busy={busy}
                    aria-disabled={busy || undefined}
                    onClick={() => void exports.runDownload(PLACE, file.key, () => downloadFile('admin', file.path, EXPORT_DEFAULT_FILE_NAME))}
                  >
                    {file.text}
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
      <ExportStatus exports={exports} place={PLACE} />
    </section>
  );
}
