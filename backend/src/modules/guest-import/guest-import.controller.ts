import { GuestImportReport, IMPORT_MESSAGES } from '@hochzeit/contracts';
import { BadRequestException, Body, Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDoc, Reply } from '../../api/reply.js';
import { GuestImportFormDto } from './dto/guest-import.form.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { guestImportPolicy } from './import-policy.js';
import { GuestImportService } from './guest-import.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/guests/import')
export class GuestImportController {
  constructor(private readonly imports: GuestImportService) {}

  /**
   * `dry_run=true`: what the import would do, nothing stored. Without it: the import, in one
   * transaction; refused as a whole (400) while any row has an error. Duplicates are left out
   * unless `duplicates=import`.
   */
  @Post()
  @Reply(GuestImportReport)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'CSV (; oder ,, UTF-8 oder Windows-1252) oder .xlsx, höchstens 5 MB' },
        mapping: { type: 'string', description: 'JSON: Gastfeld -> Spaltenname oder Spaltennummer (ab 0), oder Spaltenname -> Gastfeld' },
        dry_run: { type: 'string', enum: ['true', 'false'] },
        duplicates: { type: 'string', enum: ['skip', 'import'] },
      },
    },
  })
  @UseInterceptors(FileUpload(guestImportPolicy))
  @ApiDoc('Import guests from a CSV or Excel file')
  run(@Body() form: GuestImportFormDto, @Req() request: Request) {
    const file = acceptedUploads(request).at(0);
    if (!file) throw new BadRequestException(IMPORT_MESSAGES.fileMissing);
    return this.imports.run(file, form);
  }
}
