import { type EventSettings, GUEST_TEXTS, type InvitationCardsQuery } from '@hochzeit/contracts';
import { formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { renderPage } from './export-html.js';

/** One person's code on a card, as SVG markup (made by the QR library, not from anyone's input). */
export interface SheetPerson {
  name: string;
  qrSvg: string;
}

export interface SheetCard {
  heading: string;
  people: readonly SheetPerson[];
  /** The holder's own start (null: the wedding's). */
  starts_at: Date | null;
  /** What the holder finds behind the code. */
  offers: string;
}

const CARDS_PER_SHEET = 4;
const CROP_MARKS = ['top', 'bottom', 'left', 'right', 'h', 'v'];

/** The print pack's sheets as one HTML document: A4 pages of 2 × 2 A6 cards, crop marks on the cut lines. */
export function invitationSheets(cards: readonly SheetCard[], event: EventSettings, audience: InvitationCardsQuery['audience']): string {
  const when = (start: Date) => `${formatGermanDate(start, event.time_zone)}, ${formatGermanTime(start, event.time_zone)} Uhr`;
  const invitation = audience === 'guests' ? GUEST_TEXTS.invitationCard[event.guest_address] : 'Ihr Zugang zum Tagesablauf';
  const where = event.venue_name + (event.venue_address && !event.venue_address.includes(event.venue_name) ? `, ${event.venue_address}` : '');
  const sheets: (readonly SheetCard[])[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET) sheets.push(cards.slice(i, i + CARDS_PER_SHEET));
  return renderPage(
    'Einladungskarten',
    CARD_STYLE,
    sheets.map((sheet, n) => (
      <div className="sheet" key={n}>
        {sheet.map((card, i) => (
          <section className="card" key={i}>
            <p className="invite">{invitation}</p>
            <h2>{card.heading}</h2>
            <p className="event">{event.title}</p>
            <p className="couple">{event.couple_names}</p>
            <p className="when">{when(card.starts_at ?? event.starts_at)}</p>
            <p className="where">{where}</p>
            <div className={`codes codes--${Math.min(card.people.length, 4)}`}>
              {card.people.map((person, p) => (
                <figure className="code" key={p}>
                  <div dangerouslySetInnerHTML={{ __html: person.qrSvg }} />
                  {card.people.length > 1 ? <figcaption>{person.name}</figcaption> : null}
                </figure>
              ))}
            </div>
            <p className="scan">{`Code scannen: ${card.offers}`}</p>
          </section>
        ))}
        {CROP_MARKS.map((mark) => (
          <i className={`mark mark--${mark}`} key={mark} />
        ))}
      </div>
    )),
  );
}

/**
 * A4 = 210 × 297 mm holds four A6 cards (105 × 148.5 mm) exactly; content keeps 9 mm from every cut
 * and from the sheet's edges, so nothing lies in the 5 mm border a printer cannot reach.
 */
const CARD_STYLE = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; color: #013220; }
  .sheet { position: relative; width: 210mm; height: 297mm; display: grid; grid-template-columns: 105mm 105mm; grid-template-rows: 148.5mm 148.5mm; break-after: page; overflow: hidden; }
  .sheet:last-child { break-after: auto; }
  .card { padding: 9mm; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 1.5mm; overflow: hidden; }
  .invite { margin: 0; font-size: 9pt; letter-spacing: 0.08em; text-transform: uppercase; color: #8a6d2f; }
  h2 { margin: 1mm 0 0; font-size: 15pt; font-weight: normal; line-height: 1.2; }
  .event { margin: 0; font-size: 11pt; font-style: italic; }
  .couple { margin: 0; font-size: 10pt; }
  .when, .where { margin: 0; font-size: 9pt; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a1a1a; }
  .codes { margin-top: auto; display: grid; gap: 3mm; justify-content: center; }
  .codes--1 { grid-template-columns: 42mm; }
  .codes--2 { grid-template-columns: repeat(2, 32mm); }
  .codes--3, .codes--4 { grid-template-columns: repeat(2, 24mm); }
  .code { margin: 0; }
  .code svg { width: 100%; height: auto; display: block; }
  .code figcaption { font-size: 7pt; font-family: 'DejaVu Sans', Arial, sans-serif; margin-top: 0.8mm; }
  .scan { margin: 1mm 0 0; font-size: 7pt; font-family: 'DejaVu Sans', Arial, sans-serif; color: #555; }
  /* Crop marks on the two cut lines: 5 mm long, starting 6 mm in from the sheet's edges (most printers
     print nothing in the outer 5 mm; 1 mm more for Chromium's pixel rounding), and a cross where the cut lines meet. */
  .mark { position: absolute; background: #000; }
  .mark--top, .mark--bottom { left: calc(105mm - 0.1mm); width: 0.2mm; height: 5mm; }
  .mark--top { top: 6mm; } .mark--bottom { bottom: 6mm; }
  .mark--left, .mark--right { top: calc(148.5mm - 0.1mm); height: 0.2mm; width: 5mm; }
  .mark--left { left: 6mm; } .mark--right { right: 6mm; }
  .mark--h { top: calc(148.5mm - 0.1mm); left: calc(105mm - 3mm); width: 6mm; height: 0.2mm; }
  .mark--v { left: calc(105mm - 0.1mm); top: calc(148.5mm - 3mm); width: 0.2mm; height: 6mm; }
`;
