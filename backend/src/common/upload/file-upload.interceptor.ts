import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, lastValueFrom } from 'rxjs';
import { FileStorage } from '../../storage/file-storage.js';

export interface FileUploadOptions {
  /** Multipart field name ('file', 'files[]'). */
  field: string;
  maxFiles: number;
  maxBytesPerFile: number;
  /** German message for a file over the limit (413). */
  tooLargeMessage: string;
}

/**
 * Streams multipart files to temporary files on disk (never whole into memory) and removes
 * every temporary file once the request is done: a handler that keeps a file moves it into
 * storage first, so whatever is left over belongs to a failed or refused upload.
 */
export function FileUpload(options: FileUploadOptions): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly upload;

    constructor(storage: FileStorage) {
      this.upload = multer({
        storage: multer.diskStorage({
          destination: storage.tempDir,
          filename: (_req, _file, cb) => cb(null, `upload-${randomBytes(12).toString('hex')}`),
        }),
        limits: { fileSize: options.maxBytesPerFile, files: options.maxFiles, fields: 20, fieldSize: 10_000 },
      }).array(options.field, options.maxFiles);
    }

    intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      const response = http.getResponse<Response>();
      const received = new Promise<void>((resolve, reject) =>
        this.upload(request, response, (error: unknown) => (error ? reject(toHttpError(error)) : resolve())),
      );
      // Temp files are removed before the response goes out, so a client never sees a finished
      // request while its refused upload still sits on disk.
      return from(
        (async () => {
          try {
            await received;
            return await lastValueFrom(next.handle());
          } finally {
            await Promise.all(uploadedFiles(request).map((file) => rm(file.path, { force: true })));
          }
        })(),
      );
    }
  }

  function toHttpError(error: unknown) {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(options.tooLargeMessage);
      if (error.code === 'LIMIT_FILE_COUNT') return new BadRequestException(`Zu viele Dateien (max. ${options.maxFiles})`);
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unerwartetes Dateifeld "${error.field}"`);
    }
    return new BadRequestException('Der Upload wurde abgebrochen oder ist beschädigt. Bitte erneut versuchen.');
  }

  return mixin(FileUploadInterceptor);
}

/** The files multer wrote for this request. */
export function uploadedFiles(request: Request): Express.Multer.File[] {
  return (request.files as Express.Multer.File[] | undefined) ?? [];
}
