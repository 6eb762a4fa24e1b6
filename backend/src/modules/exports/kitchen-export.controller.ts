import { KITCHEN_TEXTS } from '@hochzeit/contracts';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { FileReply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { KitchenService } from '../kitchen/index.js';
import { csvStream } from './csv.js';
import { KitchenListExportQueryDto } from './dto/kitchen-export-query.js';
import { EXPORT_CONTENT_TYPES, setExportFileHeaders } from './export-files.js';
import { htmlDocument, pageHeader } from './export-html.js';
import { ExportsService } from './exports.service.js';
import { KITCHEN_COLUMNS, kitchenBody, kitchenCsvRows } from './kitchen-export.js';

/**
 * `GET /api/exports/kitchen-list?format=pdf|csv`: the kitchen list to print or open in a
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
  @FileReply([EXPORT_CONTENT_TYPES.pdf, EXPORT_CONTENT_TYPES.csv])
  async kitchenList(@Query() query: KitchenListExportQueryDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    if (user.type === 'service_provider') await this.kitchen.assertCatering(user.id);
    const [event, list] = await Promise.all([this.exports.event(), this.kitchen.list()]);
    const body = query.format === 'csv' ? null : await this.pdf.render({ html: htmlDocument(KITCHEN_TEXTS.title, event, kitchenBody(list)), headerHtml: pageHeader(event) });
    // Named and sent like every other export: '<Küchenliste>-<the wedding's day>.<format>', never cached.
    setExportFileHeaders(res, event, [KITCHEN_TEXTS.title], query.format);
    return body ? new StreamableFile(body, { length: body.length }) : new StreamableFile(csvStream(KITCHEN_COLUMNS, [kitchenCsvRows(list)]));
  }
}
