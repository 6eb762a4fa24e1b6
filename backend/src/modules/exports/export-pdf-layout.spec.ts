import type { KitchenList } from '@hochzeit/contracts';
import { hyphenateGerman, SOFT_HYPHEN } from '../../common/pdf/hyphenate.js';
import { adminApi } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';

/**
 * How the PDFs print (issue 36): German hyphenation instead of words cut mid-word, the lines of an
 * address or a note kept, one German order of names, invitation cards' crop marks where a printer prints.
 */
const t = useTestApp();
const api = adminApi(t);

/** Words too long for the RSVP list's narrow columns ('Musikwunsch' is 13 % of the page). */
const LONG_WORDS = ['Hochzeitsgesellschaftsfotografie', 'Schokoladenunverträglichkeit', 'Musikwunschliste', 'Musikwunsch'];
/** The same names in the one German order: Ä with A, Ö with O, ue after u (DIN 5007-1), 'van' under v. */
const GERMAN_ORDER = ['Abel', 'Ärger', 'Mueller', 'Müller', 'Özil', 'van Dyk', 'Zoe'];
const FIRST: Record<string, string> = { Abel: 'Paul', Ärger: 'Erna', Mueller: 'Moritz', Müller: 'Max', Özil: 'Mesut', 'van Dyk': 'Jan', Zoe: 'Zora' };

/** Seven guests (in an order that is not the German one) who come, all with a menu, a two-line address and note. */
async function wedding() {
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' }).expect(200);
  const menu = (await api.post('/api/admin/menus', { type: 'Menü 1', class: 'Fleisch', choosable: true }).expect(201)).body.id as number;
  for (const last_name of ['Zoe', 'Özil', 'Müller', 'van Dyk', 'Ärger', 'Mueller', 'Abel']) {
    const guest = await t.createGuest({ first_name: FIRST[last_name], last_name, guest_type: 'Inner Circle', address: 'Weg 1\n8000 Bern', special_requests: 'Tisch 3\nbitte ruhig' });
    await api
      .put(`/api/admin/rsvp/${guest.id}`, { attending: true, menu_id: menu, allergies: ['Schokoladenunverträglichkeit'], song_wish: 'Hochzeitsgesellschaftsfotografie Musikwunschliste', message: 'Danke\nbis bald' })
      .expect(200);
  }
}

interface Line {
  text: string;
  x: number;
  y: number;
}

/** A PDF's lines of text in the order Chromium wrote them (cell by cell), pieces on one line joined. */
async function pdfLines(data: Buffer): Promise<Line[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: Line[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    let line: (Line & { end: number }) | undefined;
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      if (line && Math.abs(line.end - x) < 0.5 && Math.abs(line.y - y) < 0.5) line.text += item.str;
      else if (item.str) {
        line = { text: item.str, x, y, end: 0 };
        lines.push(line);
      }
      if (line) line.end = x + item.width;
      if (item.hasEOL) line = undefined;
    }
  }
  await doc.destroy();
  return lines.map(({ text, x, y }) => ({ text: text.trim(), x, y })).filter((l) => l.text);
}

/**
 * Where `word` is printed, also across lines: for each occurrence, its breaks as [letters before
 * the break, whether a hyphen was printed there].
 */
function breaksOf(text: string, word: string): Array<Array<[number, boolean]>> {
  const letters = [...word].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(letters.join('([‐-]?\\n)?'), 'g');
  return [...text.matchAll(pattern)].map((match) =>
    match
      .slice(1)
      .map((gap, i): [number, string | undefined] => [i + 1, gap])
      .filter((entry): entry is [number, string] => entry[1] !== undefined)
      .map(([at, gap]) => [at, gap.length > 1]),
  );
}

it('breaks long words in narrow columns only at German syllables, with a hyphen, never mid-word', async () => {
  await wedding();
  const res = await api.get('/api/exports/rsvp?format=pdf').buffer(true).parse(binary).expect(200);
  const text = (await pdfLines(res.body as Buffer)).map((line) => line.text).join('\n');
  let hyphenated = 0;
  for (const word of LONG_WORDS) {
    // The syllables the German patterns allow: the positions of the soft hyphens.
    const allowed = new Set<number>();
    let letters = 0;
    for (const c of hyphenateGerman(word)) {
      if (c === SOFT_HYPHEN) allowed.add(letters);
      else letters++;
    }
    const found = breaksOf(text, word);
    expect(found.length).toBeGreaterThanOrEqual(word === 'Musikwunsch' ? 1 : 7);
    for (const breaks of found) {
      for (const [at, withHyphen] of breaks) {
        expect({ word, at, withHyphen, allowed: allowed.has(at) }).toEqual({ word, at, withHyphen: true, allowed: true });
        hyphenated++;
      }
    }
  }
  // The columns are narrow enough that the long words must break somewhere.
  expect(hyphenated).toBeGreaterThan(7);
  expect(text).not.toContain(SOFT_HYPHEN);
  // E-mail addresses, phone numbers and web addresses never get a hyphen of ours.
  expect(hyphenateGerman('anna.mueller@hochzeitsgesellschaft.de +41 79 123 45 67 www.hochzeitsgesellschaft.ch Hochzeitsgesellschaft')).toBe(
    `anna.mueller@hochzeitsgesellschaft.de +41 79 123 45 67 www.hochzeitsgesellschaft.ch ${hyphenateGerman('Hochzeitsgesellschaft')}`,
  );
  expect(hyphenateGerman('Hochzeitsgesellschaft')).toContain(SOFT_HYPHEN);
});

it('keeps the lines typed into an address, a note or a message', async () => {
  await wedding();
  const guestList = await pdfLines((await api.get('/api/exports/guest-list?format=pdf&type=all').buffer(true).parse(binary).expect(200)).body as Buffer);
  const rsvp = await pdfLines((await api.get('/api/exports/rsvp?format=pdf').buffer(true).parse(binary).expect(200)).body as Buffer);
  for (const [lines, first, second] of [
    [guestList, 'Weg 1', '8000 Bern'],
    [guestList, 'Tisch 3', 'bitte ruhig'],
    [rsvp, 'Danke', 'bis bald'],
  ] as const) {
    const at = lines.findIndex((line) => line.text === first);
    expect(lines[at + 1]?.text).toBe(second);
    // The second line starts under the first one, at the cell's left edge.
    expect(lines[at + 1].x).toBeCloseTo(lines[at].x, 0);
    expect(lines[at + 1].y).toBeLessThan(lines[at].y);
  }
});

it('lists the same names in the same German order in the guest list PDF, the kitchen list and the guests page', async () => {
  await wedding();
  const { pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=all');
  const printed = pages.join(' ');
  expect(GERMAN_ORDER.filter((name) => !printed.includes(`${name}, ${FIRST[name]}`))).toEqual([]);
  const inPdf = [...GERMAN_ORDER].sort((a, b) => printed.indexOf(`${a}, ${FIRST[a]}`) - printed.indexOf(`${b}, ${FIRST[b]}`));
  expect(inPdf).toEqual(GERMAN_ORDER);

  const kitchen = (await api.get('/api/admin/kitchen-list').expect(200)).body as KitchenList;
  const eaters = kitchen.menus.flatMap((menu) => menu.people.map((person) => person.name));
  expect(eaters).toEqual(GERMAN_ORDER.map((name) => `${FIRST[name]} ${name}`));
  const guests = (await api.get('/api/admin/guests').expect(200)).body as Array<{ last_name: string }>;
  expect(guests.map((guest) => guest.last_name)).toEqual(GERMAN_ORDER);
});

/** 1 mm in PDF points (1/72 inch). */
const MM = 72 / 25.4;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every painted path of a PDF page (fills and strokes), as its box on the sheet in points. */
async function paintedBoxes(page: Awaited<ReturnType<Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>['getPage']>>): Promise<Box[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const painted = new Set<number>([OPS.fill, OPS.eoFill, OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const { fnArray, argsArray } = await page.getOperatorList();
  // The current transformation, followed through save / restore / transform.
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const boxes: Box[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) {
      const [a, b, c, d, e, f] = args as number[];
      const [A, B, C, D, E, F] = ctm;
      ctm = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
    } else if (fn === OPS.constructPath && painted.has(args[0] as number)) {
      const [minX, minY, maxX, maxY] = args[2] as number[];
      const corners = [
        [minX, minY],
        [maxX, maxY],
        [minX, maxY],
        [maxX, minY],
      ].map(([x, y]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    }
  });
  return boxes;
}

it('draws every crop mark, and everything else, at least 5 mm inside the sheet’s edges', async () => {
  await wedding();
  const res = await api.get('/api/exports/invitation-cards').buffer(true).parse(binary).expect(200);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(res.body as Buffer), useSystemFonts: false, isEvalSupported: false }).promise;
  expect(doc.numPages).toBe(2);
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    expect([width / MM, height / MM].map(Math.round)).toEqual([210, 297]);
    const boxes = await paintedBoxes(page);
    const margins = boxes.map((box) => Math.min(box.x0, box.y0, width - box.x1, height - box.y1) / MM);
    expect(Math.min(...margins)).toBeGreaterThanOrEqual(5);
    // The crop marks: hairlines on the vertical cut (105 mm) and the horizontal one (148.5 mm), one
    // 6–11 mm from each edge and a cross where they meet.
    const marks = boxes.filter((box) => Math.min(box.x1 - box.x0, box.y1 - box.y0) < 1);
    const vertical = marks.filter((box) => Math.abs((box.x0 + box.x1) / 2 - 105 * MM) < 0.5).map((box) => [box.y0 / MM, box.y1 / MM]);
    const horizontal = marks.filter((box) => Math.abs((box.y0 + box.y1) / 2 - 148.5 * MM) < 0.5).map((box) => [box.x0 / MM, box.x1 / MM]);
    const has = (found: number[][], [from, to]: number[]) => found.some(([a, b]) => Math.abs(a - from) < 0.2 && Math.abs(b - to) < 0.2);
    expect([[6, 11], [286, 291], [145.5, 151.5]].filter((span) => !has(vertical, span))).toEqual([]);
    expect([[6, 11], [199, 204], [102, 108]].filter((span) => !has(horizontal, span))).toEqual([]);
  }
  await doc.destroy();
});
