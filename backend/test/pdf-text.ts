import { getBytes } from './http.js';
import type { TestApp } from './test-app.js';

/** The text of a PDF, page by page (pdfjs-dist's Node build; no worker thread needed). */
export async function pdfPages(data: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    // Pieces that touch on one line are one word (Chromium splits a word at its soft hyphens and ligatures).
    let text = '';
    let end: { x: number; y: number } | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      text += (end && Math.abs(end.x - x) < 0.5 && Math.abs(end.y - y) < 0.5 ? '' : ' ') + item.str;
      end = item.hasEOL ? undefined : { x: x + item.width, y };
    }
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return pages;
}

/** An admin's PDF export: fails unless the reply is a 200 PDF; the reply and its text, page by page. */
export async function adminPdf(t: TestApp, path: string) {
  const res = await getBytes(t, path, t.auth('admin')).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pages: await pdfPages(res.body as Buffer) };
}
