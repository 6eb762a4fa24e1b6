/** @database none */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EVENT, DEMO_GUEST_PAGES } from '../src/modules/demo-data/demo-data.js';

/**
 * The product's code names no wedding: no venue, place, couple or account. Those are the couple's
 * settings and pages, and the demo wedding's live in the demo data. Scanned: every package the
 * product ships; left out: the demo data, migrations (history, never edited) and tests with their
 * fixtures.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const PRODUCT_SOURCES = ['backend/src', 'contracts/src', 'shared-ui/src', 'shell/src', 'remote-admin/src', 'remote-guest/src', 'remote-provider/src'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|svg|json)$/;
const NOT_PRODUCT = [
  /(^|\/)(test|__tests__|testing)(\/|$)/,
  /\.(spec|test)\.(ts|tsx|mjs)$/,
  /(^|[-/])(fixtures|test-kit|testing)\.(ts|tsx)$/,
  /^backend\/src\/modules\/demo-data\//,
  /^backend\/src\/migrations\//,
];

/** The demo wedding's own names (from the demo data, so they follow it) and those the portal once had written in. */
const place = DEMO_EVENT.venue_address.split(/\s+/).at(-1)!;
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'the demo venue', pattern: new RegExp(escape(DEMO_EVENT.venue_name)) },
  { what: 'the demo place', pattern: new RegExp(escape(place)) },
  { what: 'the demo couple', pattern: new RegExp(escape(DEMO_EVENT.couple_names)) },
  { what: 'the demo account', pattern: new RegExp(escape(DEMO_GUEST_PAGES.payment.iban).replace(/ /g, '\\s?')) },
  { what: 'a venue', pattern: /Wartensee/ },
  { what: 'a place', pattern: /Rorschach/ },
  { what: 'a couple', pattern: /Anna\s*&\s*(Lukas|Marco)/ },
  { what: 'an IBAN', pattern: /\b(CH|LI|DE|AT|FR|IT)\d{2}(\s?[0-9A-Z]{4}){3,}/ },
];

/**
 * What the specification itself names and the product must keep: the castle video's address
 * (GET /api/video/Wartensee.mp4) and the gallery's default second folder 'Schloss Wartensee
 * (07.06.2025)', which the couple renames in 'Gästeseiten'. The folder's key 'wartensee'
 * (lower case, an API value) is no text anyone reads.
 */
const SPECIFIED: { file: string; text: RegExp }[] = [
  { file: 'backend/src/modules/video/video.service.ts', text: /'Wartensee\.mp4'/ },
  { file: 'contracts/src/media-constants.ts', text: /name: 'Schloss Wartensee', date: '2025-06-07'|'Schloss Wartensee \(07\.06\.2025\)'/ },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sourceFiles(root: string, folder: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(child);
      } else if (TEXT_FILE.test(entry.name) && !NOT_PRODUCT.some((pattern) => pattern.test(child))) {
        files.push(child);
      }
    }
  };
  walk(folder);
  return files;
}

/** Every line of the product's code that names a wedding, as 'file:line: what (text)'. */
function weddingNames(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (SPECIFIED.some((allowed) => allowed.file === file && allowed.text.test(line))) return;
        for (const { what, pattern } of FORBIDDEN) {
          const match = pattern.exec(line);
          if (match) found.push(`${file}:${index + 1}: ${what} (${match[0]})`);
        }
      });
  }
  return found;
}

it('the product’s code names no venue, place, couple or account outside the demo data and the tests', () => {
  expect(weddingNames(REPO, PRODUCT_SOURCES)).toEqual([]);
});

describe('the scan', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'wedding-scan-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('finds a planted venue, couple or account in product code, wherever it hides', () => {
    plant('remote-guest/src/pages/Welcome.tsx', "export const line = 'Willkommen auf Schloss Wartensee';\n");
    plant('shared-ui/src/components/names.ts', '// Anna & Marco\n');
    plant('backend/src/modules/wishlist/account.ts', "const iban = 'CH93 0076 2011 6238 5295 7';\n");
    plant('backend/src/modules/demo-data/elsewhere/sub.css', '');
    plant('remote-admin/src/pages/map.svg', '<text>Rorschacherberg</text>\n');
    expect(weddingNames(root, ['remote-guest/src', 'shared-ui/src', 'backend/src', 'remote-admin/src'])).toEqual([
      'remote-guest/src/pages/Welcome.tsx:1: the demo venue (Schloss Wartensee)',
      'remote-guest/src/pages/Welcome.tsx:1: a venue (Wartensee)',
      'shared-ui/src/components/names.ts:1: a couple (Anna & Marco)',
      'backend/src/modules/wishlist/account.ts:1: the demo account (CH93 0076 2011 6238 5295 7)',
      'backend/src/modules/wishlist/account.ts:1: an IBAN (CH93 0076 2011 6238 5295)',
      'remote-admin/src/pages/map.svg:1: the demo place (Rorschacherberg)',
      'remote-admin/src/pages/map.svg:1: a place (Rorschach)',
    ]);
  });

  it('leaves the demo data, migrations, tests and their fixtures alone', () => {
    plant('backend/src/modules/demo-data/demo-data.ts', "venue_name: 'Schloss Wartensee'\n");
    plant('backend/src/migrations/Migration1.ts', "'Anna & Lukas'\n");
    plant('remote-guest/src/pages/Page.test.tsx', "'Rorschach'\n");
    plant('remote-admin/src/pages/sms/sms-fixtures.ts', "'Anna & Lukas'\n");
    plant('backend/test/fixtures.ts', "'Wartensee'\n");
    expect(weddingNames(root, ['backend/src', 'remote-guest/src', 'remote-admin/src', 'backend/test'])).toEqual([]);
  });
});
