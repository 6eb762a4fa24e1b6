import { open } from 'node:fs/promises';
import path from 'node:path';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { type AcceptedUpload, cleanFileName, MB, type UploadPolicy } from './upload-policy.js';

/** Allowed document types: what the bytes must look like, and the type we serve. */
const DOCUMENT_TYPES: Partial<Record<string, { detected: string | undefined; contentType: string }>> = {
  '.pdf': { detected: 'pdf', contentType: 'application/pdf' },
  '.doc': { detected: 'cfb', contentType: 'application/msword' },
  '.xls': { detected: 'cfb', contentType: 'application/vnd.ms-excel' },
  '.ppt': { detected: 'cfb', contentType: 'application/vnd.ms-powerpoint' },
  '.docx': { detected: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.xlsx': { detected: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.pptx': { detected: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '.txt': { detected: undefined, contentType: 'text/plain; charset=utf-8' },
};

export const ALLOWED_DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES).map((ext) => ext.slice(1));

export const MAX_DOCUMENT_BYTES = 25 * MB;

export type DocumentCheck = { ok: true; extension: string; contentType: string } | { ok: false; message: string };

/** Plain text: valid UTF-8 and no NUL bytes in the first 64 KB. */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    // A multi-byte character may be cut at the 64 KB border; decode without that tail.
    new TextDecoder('utf-8', { fatal: true }).decode(bytesRead === buffer.length ? head.subarray(0, -4) : head);
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Checks the name's extension and that the file's bytes are of that type (a renamed .exe is refused). */
export async function checkDocument(originalName: string, file: string): Promise<DocumentCheck> {
  const extension = path.extname(originalName).toLowerCase();
  const expected = DOCUMENT_TYPES[extension];
  if (!expected) return { ok: false, message: `Dateityp nicht erlaubt. Erlaubt sind: ${ALLOWED_DOCUMENT_EXTENSIONS.join(', ')}` };
  const detected = (await fileTypeFromFile(file))?.ext;
  const matches = expected.detected === undefined ? detected === undefined && (await looksLikeText(file)) : detected === expected.detected;
  if (!matches) return { ok: false, message: `Der Inhalt der Datei passt nicht zur Endung ${extension}` };
  return { ok: true, extension, contentType: expected.contentType };
}

/** A display name without folders or control characters. */
export function cleanDocumentName(originalName: string): string {
  return cleanFileName(originalName, 'dokument');
}

/** One office document, PDF or text file per request, up to 25 MB, its type checked by content. */
export const documentsPolicy: UploadPolicy = {
  field: 'file',
  maxFiles: 1,
  maxBytes: () => MAX_DOCUMENT_BYTES,
  tooLargeMessage: (maxBytes) => `Datei zu groß (max. ${maxBytes / MB} MB)`,
  async check(file): Promise<AcceptedUpload> {
    const name = cleanDocumentName(file.originalname);
    const check = await checkDocument(name, file.path);
    if (!check.ok) throw new UnsupportedMediaTypeException(check.message);
    return { path: file.path, size: file.size, name, extension: check.extension, contentType: check.contentType };
  },
};
