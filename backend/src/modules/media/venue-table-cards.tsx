import type { EventSettings, TableCardsQuery } from '@hochzeit/contracts';
import { renderToStaticMarkup } from 'react-dom/server';

/** Cards per A4 sheet → the sheet's grid (columns × rows); a card stands upright or lies on its side. */
const GRIDS: Record<TableCardsQuery['per_page'], { columns: number; rows: number }> = {
  2: { columns: 1, rows: 2 },
  4: { columns: 2, rows: 2 },
  6: { columns: 2, rows: 3 },
};

export const TABLE_CARD_TEXTS = {
  heading: 'Teilt eure Fotos mit uns',
  steps: 'QR-Code scannen, Namen eingeben, Fotos auswählen – ohne Anmeldung.',
} as const;

/**
 * Table cards with the venue link's QR code: one A4 sheet of `per_page` cards (one page is enough:
 * every card is the same), crop lines between them. `qrSvg` comes from the QR library, not from
 * anyone's input; every other text is escaped by React.
 */
export function tableCardsHtml(event: Pick<EventSettings, 'title' | 'couple_names'>, url: string, qrSvg: string, perPage: TableCardsQuery['per_page']): string {
  const { columns, rows } = GRIDS[perPage];
  const width = 210 / columns;
  const height = 297 / rows;
  const qrSize = Math.min(width, height) * 0.5;
  const style = `
    @page { size: A4; margin: 0; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; color: #013220; }
    .sheet { width: 210mm; height: 297mm; display: grid; grid-template-columns: repeat(${columns}, ${width}mm); grid-template-rows: repeat(${rows}, ${height}mm); overflow: hidden; }
    .card { padding: 8mm; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; gap: 2mm; outline: 0.2mm dashed #bbb; overflow: hidden; }
    .couple { margin: 0; font-size: 11pt; letter-spacing: 0.08em; text-transform: uppercase; color: #8a6d2f; }
    h2 { margin: 0; font-size: ${perPage === 2 ? 22 : 16}pt; font-weight: normal; }
    .code { width: ${qrSize}mm; height: ${qrSize}mm; }
    .code svg { width: 100%; height: 100%; display: block; }
    .steps { margin: 0; font-size: 9pt; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a1a1a; max-width: 80mm; }
    .url { margin: 0; font-size: 7pt; font-family: 'DejaVu Sans Mono', monospace; color: #555; word-break: break-all; }
  `;
  const cards = Array.from({ length: perPage }, (_, index) => (
    <section className="card" key={index}>
      <p className="couple">{event.couple_names}</p>
      <h2>{TABLE_CARD_TEXTS.heading}</h2>
      <div className="code" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p className="steps">{TABLE_CARD_TEXTS.steps}</p>
      <p className="url">{url}</p>
    </section>
  ));
  const page = (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <title>{`Tischkarten – ${event.title}`}</title>
        <style>{style}</style>
      </head>
      <body>
        <div className="sheet">{cards}</div>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
