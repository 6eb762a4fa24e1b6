import { ProviderDocument, SuccessReply } from '@hochzeit/contracts';
import { BadRequestException, Controller, Delete, Get, Post, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { create as contentDisposition } from 'content-disposition';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { documentsPolicy } from '../../common/upload/document-policy.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { ProviderDocumentsService } from './provider-documents.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/service-providers/:spId/documents')
export class ProviderDocumentsController {
  constructor(private readonly documents: ProviderDocumentsService) {}

  @Get()
  @Reply(z.array(ProviderDocument))
  @ApiDoc("List a service provider's documents")
  list(@IdParam('spId') providerId: number) {
    return this.documents.list(providerId);
  }

  @Post()
  @Reply(ProviderDocument, 201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUpload(documentsPolicy))
  @ApiDoc('Upload a document for a service provider')
  upload(@IdParam('spId') providerId: number, @Req() request: Request) {
    const file = acceptedUploads(request).at(0);
    if (!file) throw new BadRequestException('Bitte wählen Sie eine Datei aus');
    return this.documents.add(providerId, file);
  }

  @Get(':docId/download')
  @FileReply('application/octet-stream')
  @ApiDoc("Download a service provider's document")
  async download(@IdParam('spId') providerId: number, @IdParam('docId') documentId: number) {
    const document = await this.documents.find(providerId, documentId);
    // content-disposition quotes and encodes the name (RFC 6266), so no name can inject a header.
    return new StreamableFile(await this.documents.open(document), {
      type: document.content_type,
      length: document.size,
      disposition: contentDisposition(document.document_name),
    });
  }

  @Delete(':docId')
  @Reply(SuccessReply)
  @ApiDoc("Delete a service provider's document")
  async remove(@IdParam('spId') providerId: number, @IdParam('docId') documentId: number) {
    await this.documents.remove(providerId, documentId);
    return { success: true };
  }
}
