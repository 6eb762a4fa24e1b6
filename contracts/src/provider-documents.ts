import { z } from 'zod';
import { timestamp } from './fields.js';

/** The file types a provider document may have (checked by the file's content on the server). */
export const PROVIDER_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;
/** Largest document accepted: 25 MB. */
export const PROVIDER_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export const PROVIDER_DOCUMENT_MESSAGES = {
  fileMissing: 'Bitte wählen Sie eine Datei aus',
  tooLarge: 'Datei zu groß (max. 25 MB)',
} as const;

/** A stored document of a provider; the bytes are fetched from its download route. */
export const ProviderDocument = z
  .object({
    id: z.number().int(),
    document_name: z.string().meta({ description: 'Der ursprüngliche Dateiname' }),
    content_type: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    uploaded_at: timestamp(),
  })
  .meta({ title: 'ProviderDocument' });
/** On the server (uploaded_at a Date). */
export type ProviderDocument = z.output<typeof ProviderDocument>;
/** As the frontends receive it (uploaded_at ISO text). */
export type ProviderDocumentJson = z.input<typeof ProviderDocument>;
