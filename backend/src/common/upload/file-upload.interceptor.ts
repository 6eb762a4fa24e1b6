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
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { from, lastValueFrom } from 'rxjs';
import type { AuthUser } from '../../auth/auth.types.js';
import { READS_OWN_BODY } from '../../api/json-body.js';
import { FileStorage } from '../../storage/file-storage.js';
import { type AcceptedUpload, cleanFileName, type UploadPolicy } from './upload-policy.js';

const ACCEPTED = Symbol('acceptedUploads');
type UploadRequest = Request & { user?: AuthUser; [ACCEPTED]?: AcceptedUpload[] };

/**
 * Receives the files of a multipart request under an upload policy. Files are streamed to
 * temporary files on disk (never whole into memory), cut off at the audience's size limit, then
 * checked one by one; the handler runs only if every file passed, and finds them with
 * `acceptedUploads(request)`. Every temporary file is removed once the request is done: a handler
 * that keeps a file moves it into storage first, so whatever is left over belongs to a failed or
 * refused upload.
 */
export function FileUpload(policy: UploadPolicy): Type<NestInterceptor> {
  const fieldNames = typeof policy.field === 'string' ? [policy.field] : [...policy.field];

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    /** Reads its multipart body itself: its routes are no JSON routes (see api/json-body.ts). */
    static readonly [READS_OWN_BODY] = true;
    /** One multer per size limit, made on first use. */
    private readonly receivers = new Map<number, RequestHandler>();

    constructor(private readonly storage: FileStorage) {}

    private receiver(maxBytes: number): RequestHandler {
      let receiver = this.receivers.get(maxBytes);
      if (!receiver) {
        receiver = multer({
          storage: multer.diskStorage({
            destination: this.storage.tempDir,
            filename: (_req, _file, cb) => cb(null, `upload-${randomBytes(12).toString('hex')}`),
          }),
          limits: { fileSize: maxBytes, files: policy.maxFiles, fields: 20, fieldSize: 10_000 },
        }).fields(fieldNames.map((name) => ({ name, maxCount: policy.maxFiles })));
        this.receivers.set(maxBytes, receiver);
      }
      return receiver;
    }

    intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const request = http.getRequest<UploadRequest>();
      const response = http.getResponse<Response>();
      const maxBytes = policy.maxBytes(request.user?.type);
      const received = new Promise<void>((resolve, reject) =>
        this.receiver(maxBytes)(request, response, (error: unknown) => (error ? reject(toHttpError(error, maxBytes)) : resolve())),
      );
      // Temp files are removed before the response goes out, so a client never sees a finished
      // request while its refused upload still sits on disk.
      return from(
        (async () => {
          try {
            await received;
            const accepted: AcceptedUpload[] = [];
            // One by one: a refusal names the first bad file, and the rest need not be read.
            for (const file of uploadedFiles(request)) accepted.push(await policy.check(file));
            request[ACCEPTED] = accepted;
            const reply: unknown = await lastValueFrom(next.handle());
            return reply;
          } finally {
            await Promise.all(uploadedFiles(request).map((file) => rm(file.path, { force: true })));
          }
        })(),
      );
    }
  }

  function toHttpError(error: unknown, maxBytes: number) {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        // multer names the file that crossed the limit.
        const fileName = (error as multer.MulterError & { filename?: string }).filename;
        return new PayloadTooLargeException(policy.tooLargeMessage(maxBytes, cleanFileName(fileName ?? '', '')));
      }
      if (error.code === 'LIMIT_FILE_COUNT') return new BadRequestException(`Zu viele Dateien (max. ${policy.maxFiles})`);
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unerwartetes Dateifeld "${error.field}"`);
    }
    return new BadRequestException('Der Upload wurde abgebrochen oder ist beschädigt. Bitte erneut versuchen.');
  }

  return mixin(FileUploadInterceptor);
}

/** The files multer wrote for this request, checked or not (under any of the policy's field names). */
export function uploadedFiles(request: Request): Express.Multer.File[] {
  const files = request.files;
  if (!files) return [];
  return Array.isArray(files) ? files : Object.values(files).flat();
}

/** The files of this request that passed the policy, in the order they were sent. */
export function acceptedUploads(request: Request): AcceptedUpload[] {
  return (request as UploadRequest)[ACCEPTED] ?? [];
}
