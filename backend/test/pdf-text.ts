import { getBytes } from './http.js';
import type { TestApp } from './test-app.js';

/** The text of a PDF, page by page (pdfjs-dist's Node build; no worker thread needed). */
export async function pdfPages(data: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
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
