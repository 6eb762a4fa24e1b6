import { open } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@hochzeit/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { type AcceptedUpload, cleanFileName, type UploadPolicy } from '../../common/upload/upload-policy.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text has no NUL byte (UTF-16, binaries and archives do), in the first 64 KB. */
async function hasNulByte(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/**
 * One guest list per request, up to 5 MB: a CSV (text in UTF-8 or Windows-1252; .csv or .txt) or
 * an Excel workbook (.xlsx), each recognised by its bytes as well as its name. The file is
 * streamed to a temporary file like every upload; the import reads it from there.
 */
export const guestImportPolicy: UploadPolicy = {
  field: 'file',
  maxFiles: 1,
  maxBytes: () => IMPORT_MAX_BYTES,
  tooLargeMessage: () => IMPORT_MESSAGES.tooLarge,
  async check(file): Promise<AcceptedUpload> {
    const name = cleanFileName(file.originalname, 'gaesteliste');
    const extension = path.extname(name).toLowerCase();
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension.slice(1))) throw new UnsupportedMediaTypeException(IMPORT_MESSAGES.fileType);
    const detected = (await fileTypeFromFile(file.path))?.ext;
    if (extension === '.xlsx') {
      if (detected !== 'xlsx') throw new UnsupportedMediaTypeException(IMPORT_MESSAGES.contentMismatch(extension));
      return { path: file.path, size: file.size, name, extension, contentType: XLSX_TYPE };
    }
    if (detected !== undefined || (await hasNulByte(file.path))) throw new UnsupportedMediaTypeException(IMPORT_MESSAGES.contentMismatch(extension));
    return { path: file.path, size: file.size, name, extension, contentType: 'text/csv' };
  },
};
