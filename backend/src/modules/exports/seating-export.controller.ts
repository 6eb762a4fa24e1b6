import { SEATING_TEXTS } from '@hochzeit/contracts';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc, FileReply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { SeatingService } from '../seating/index.js';
import { csvStream } from './csv.js';
import { PlaceCardsQueryDto, SeatingKitchenExportQueryDto, SeatingPlanExportQueryDto } from './dto/seating-export-query.js';
import { EXPORT_CONTENT_TYPES, setExportFileHeaders } from './export-files.js';
import { htmlDocument, pageHeader } from './export-html.js';
import { ExportsService } from './exports.service.js';
import {
  SEATING_KITCHEN_COLUMNS,
  SEATING_PLAN_COLUMNS,
  placeCardSheets,
  placeCards,
  seatingChart,
  seatingKitchenBody,
  seatingKitchenCsvRows,
  seatingPlanCsvRows,
  tableCardSheets,
} from './seating-export.js';
import { xlsxFile } from './xlsx.js';

/**
 * The seating plan's prints and lists (issue 39): place cards, table cards and the chart (PDF), the
 * plan (CSV/xlsx) for admins; the kitchen list per table (PDF/CSV/xlsx) also for the catering
 * provider (any other provider: 403 from the seating module). Named '<Titel>-<the wedding's day>'.
 */
@Controller('api/exports/seating')
export class SeatingExportController {
  constructor(
    private readonly seating: SeatingService,
    private readonly exports: ExportsService,
    private readonly pdf: PdfRenderer,
  ) {}

  private async send(res: Response, title: string, body: Buffer): Promise<StreamableFile> {
    setExportFileHeaders(res, await this.exports.event(), [title], 'pdf');
    return new StreamableFile(body, { length: body.length });
  }

  @Get('place-cards')
  @FileReply(EXPORT_CONTENT_TYPES.pdf)
  @ApiDoc('Place cards (folded A6 or flat, several per A4 with crop marks)')
  async placeCards(@Query() query: PlaceCardsQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { tables, people } = await this.seating.exportFacts();
    const body = await this.pdf.render({ html: placeCardSheets(placeCards(tables, people), query.layout), layout: 'sheet' });
    return this.send(res, SEATING_TEXTS.placeCards, body);
  }

  @Get('table-cards')
  @FileReply(EXPORT_CONTENT_TYPES.pdf)
  @ApiDoc('Table cards (the table name large)')
  async tableCards(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { tables } = await this.seating.exportFacts();
    const body = await this.pdf.render({ html: tableCardSheets(tables), layout: 'sheet' });
    return this.send(res, SEATING_TEXTS.tableCards, body);
  }

  @Get('chart')
  @FileReply(EXPORT_CONTENT_TYPES.pdf)
  @ApiDoc('The seating chart for the entrance (A3)')
  async chart(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const [event, { tables, people }] = await Promise.all([this.exports.event(), this.seating.exportFacts()]);
    const body = await this.pdf.render({ html: seatingChart(event, tables, people), format: 'A3' });
    return this.send(res, SEATING_TEXTS.chart, body);
  }

  @Get('plan')
  @FileReply([EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx])
  @ApiDoc('The seating plan as CSV or Excel (for the venue)')
  async plan(@Query() query: SeatingPlanExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const [event, { tables, people }] = await Promise.all([this.exports.event(), this.seating.exportFacts()]);
    const rows = seatingPlanCsvRows(tables, people);
    setExportFileHeaders(res, event, [SEATING_TEXTS.title], query.format);
    if (query.format === 'csv') return new StreamableFile(csvStream(SEATING_PLAN_COLUMNS, [rows]));
    const body = await xlsxFile(SEATING_TEXTS.title, SEATING_PLAN_COLUMNS, [rows]);
    return new StreamableFile(body, { length: body.length });
  }

  @Get('kitchen-list')
  @Roles('admin', 'service_provider')
  @FileReply([EXPORT_CONTENT_TYPES.pdf, EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx])
  @ApiDoc('The kitchen list per table (admins and the catering provider)')
  async kitchenList(@Query() query: SeatingKitchenExportQueryDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const list = user.type === 'service_provider' ? await this.seating.kitchenForProvider(user.id) : await this.seating.kitchenList();
    const event = await this.exports.event();
    setExportFileHeaders(res, event, [SEATING_TEXTS.kitchen], query.format);
    if (query.format === 'csv') return new StreamableFile(csvStream(SEATING_KITCHEN_COLUMNS, [seatingKitchenCsvRows(list)]));
    const body =
      query.format === 'xlsx'
        ? await xlsxFile('Küche nach Tischen', SEATING_KITCHEN_COLUMNS, [seatingKitchenCsvRows(list)])
        : await this.pdf.render({ html: htmlDocument(SEATING_TEXTS.kitchen, event, seatingKitchenBody(list)), headerHtml: pageHeader(event) });
    return new StreamableFile(body, { length: body.length });
  }
}
