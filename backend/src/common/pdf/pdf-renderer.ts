import { existsSync } from 'node:fs';
import { EXPORT_MESSAGES } from '@hochzeit/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { Browser, Page, PDFOptions } from 'puppeteer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export interface PdfDocument {
  /** A complete HTML document; every value in it must already be escaped. */
  html: string;
  /** Repeated at the top of every page (puppeteer header template, inline styles only). */
  headerHtml?: string;
  /**
   * 'document' (default): margins, the header and 'Seite X von Y'. 'sheet': the HTML lays out the
   * whole A4 sheet itself (cards to cut), without margins, header or page numbers.
   */
  layout?: 'document' | 'sheet';
  /** The paper: A4 (default), or A3 for a chart at the door. */
  format?: 'A4' | 'A3';
}

/** 'Seite X von Y' at the foot of every page; Chromium fills in the two spans. */
const FOOTER = `<div style="width:100%;font-size:8px;font-family:sans-serif;color:#555;text-align:center;">Seite <span class="pageNumber"></span> von <span class="totalPages"></span></div>`;

/**
 * Renders HTML to A4 PDFs in ONE shared Chromium: launched on first use (about 0.6 s) and kept warm,
 * replaced when it crashes or disconnects, closed with the application. At most `maxPages` exports
 * render at the same time; the others wait for a free page, so ten parallel exports never start ten
 * browsers or ten heavy tabs.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(PdfRenderer.name);
  private browser?: Promise<Browser>;
  private readonly idlePages: Page[] = [];
  private busy = 0;
  private readonly waiting: Array<() => void> = [];
  private closing = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async render(document: PdfDocument): Promise<Buffer> {
    await this.acquireSlot();
    let page: Page | undefined;
    try {
      page = await this.takePage();
      await page.setContent(document.html, { waitUntil: 'load' });
      const options: PDFOptions =
        document.layout === 'sheet'
          ? { format: document.format ?? 'A4', printBackground: true, margin: { top: 0, bottom: 0, left: 0, right: 0 } }
          : {
              format: document.format ?? 'A4',
              printBackground: true,
              displayHeaderFooter: true,
              headerTemplate: document.headerHtml ?? '<span></span>',
              footerTemplate: FOOTER,
              margin: { top: document.headerHtml ? '22mm' : '12mm', bottom: '16mm', left: '12mm', right: '12mm' },
            };
      const pdf = Buffer.from(await page.pdf(options));
      this.returnPage(page);
      page = undefined;
      return pdf;
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      this.logger.error(`PDF-Erstellung fehlgeschlagen: ${(error as Error).message}`);
      throw new ServiceUnavailableException({ msg: EXPORT_MESSAGES.pdfFailed });
    } finally {
      // A page that failed mid-render is not reused.
      if (page) void page.close().catch(() => undefined);
      this.releaseSlot();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    const browser = this.browser;
    this.browser = undefined;
    this.idlePages.length = 0;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }

  private acquireSlot(): Promise<void> {
    if (this.busy < this.config.pdf.maxPages) {
      this.busy++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiting export.
    if (next) next();
    else this.busy--;
  }

  private async takePage(): Promise<Page> {
    const browser = await this.getBrowser();
    const idle = this.idlePages.pop();
    if (idle && !idle.isClosed()) return idle;
    return browser.newPage();
  }

  private returnPage(page: Page): void {
    if (this.closing || !page.browser().connected) {
      void page.close().catch(() => undefined);
      return;
    }
    this.idlePages.push(page);
  }

  private getBrowser(): Promise<Browser> {
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed launch is not remembered: the next export tries again (e.g. after installing Chromium).
      launching.catch(() => {
        if (this.browser === launching) this.browser = undefined;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const executablePath = this.config.pdf.chromiumPath;
    if (!existsSync(executablePath)) {
      this.logger.warn(`Chromium nicht gefunden unter ${executablePath} (CHROMIUM_PATH)`);
      throw new ServiceUnavailableException({ msg: EXPORT_MESSAGES.chromiumMissing });
    }
    let browser: Browser;
    try {
      // Loaded with the first PDF: a process that never prints never loads puppeteer.
      const { default: puppeteer } = await import('puppeteer');
      browser = await puppeteer.launch({
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
      });
    } catch (error) {
      this.logger.warn(`Chromium konnte nicht gestartet werden (${executablePath}): ${(error as Error).message}`);
      throw new ServiceUnavailableException({ msg: EXPORT_MESSAGES.chromiumMissing });
    }
    // A crashed or killed browser is dropped with its pages; the next export launches a new one.
    browser.once('disconnected', () => {
      if (this.closing) return;
      this.logger.warn('Chromium wurde beendet; der nächste PDF-Export startet ihn neu');
      this.idlePages.length = 0;
      this.browser = undefined;
    });
    return browser;
  }
}
