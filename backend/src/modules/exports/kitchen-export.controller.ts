import { KITCHEN_TEXTS } from '@hochzeit/contracts';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc, FileReply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { KitchenService } from '../kitchen/index.js';
import { csvStream } from './csv.js';
import { xlsxFile } from './xlsx.js';
import { KitchenListExportQueryDto } from './dto/kitchen-export-query.js';
import { EXPORT_CONTENT_TYPES, setExportFileHeaders } from './export-files.js';
import { htmlDocument, pageHeader } from './export-html.js';
import { ExportsService } from './exports.service.js';
import { KITCHEN_COLUMNS, kitchenBody, kitchenCsvRows } from './kitchen-export.js';

/**
 * `GET /api/exports/kitchen-list?format=pdf|csv|xlsx`: the kitchen list to print or open in a
 * spreadsheet, for admins and the catering provider (any other provider: 403 from the kitchen module).
 */
@Roles('admin', 'service_provider')
@Controller('api/exports')
export class KitchenExportController {
  constructor(
    private readonly kitchen: KitchenService,
    private readonly exports: ExportsService,
    private readonly pdf: PdfRenderer,
  ) {}

  @Get('kitchen-list')
  @FileReply([EXPORT_CONTENT_TYPES.pdf, EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx])
  @ApiDoc('Export the kitchen list')
  async kitchenList(@Query() query: KitchenListExportQueryDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    if (user.type === 'service_provider') await this.kitchen.assertCatering(user.id);
    const [event, list] = await Promise.all([this.exports.event(), this.kitchen.list()]);
    const parts = [KITCHEN_TEXTS.title];
    // Named and sent like every other export: '<Küchenliste>-<the wedding's day>.<format>', never cached.
    if (query.format === 'csv') {
      setExportFileHeaders(res, event, parts, 'csv');
      return new StreamableFile(csvStream(KITCHEN_COLUMNS, [kitchenCsvRows(list)]));
    }
    const body =
      query.format === 'xlsx'
        ? await xlsxFile(KITCHEN_TEXTS.title, KITCHEN_COLUMNS, [kitchenCsvRows(list)])
        : await this.pdf.render({ html: htmlDocument(KITCHEN_TEXTS.title, event, kitchenBody(list)), headerHtml: pageHeader(event) });
    setExportFileHeaders(res, event, parts, query.format);
    return new StreamableFile(body, { length: body.length });
  }
}
