import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader } from '@nestjs/swagger';

/** OpenAPI for a photo upload: multipart with `files[]` (also accepted as `files`), `description` and, for admins, `folder`. */
export function PhotoUploadBody(options: { folder: boolean }) {
  const properties: Record<string, object> = {
    'files[]': { type: 'array', items: { type: 'string', format: 'binary' } },
    description: { type: 'string', nullable: true },
  };
  if (options.folder) properties.folder = { type: 'string', enum: ['hochzeit', 'wartensee'] };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: options.folder ? ['files[]', 'folder'] : ['files[]'], properties } }),
  );
}

/** The multipart field names of a photo upload: `files[]` (as the gallery and the media manager send it), and plain `files`. */
export const PHOTO_UPLOAD_FIELDS = ['files[]', 'files'] as const;

/** OpenAPI for a venue upload: multipart with `files[]`, 'Ihr Name' (`uploader_name`) and `description`; the phone's id in X-Device-Id. */
export function VenueUploadBody() {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiHeader({ name: 'X-Device-Id', required: true, description: 'Die eigene zufällige ID des Telefons (16–100 Zeichen A-Z, a-z, 0-9, - und _)' }),
    ApiBody({
      schema: {
        type: 'object',
        required: ['files[]', 'uploader_name'],
        properties: {
          'files[]': { type: 'array', items: { type: 'string', format: 'binary' } },
          uploader_name: { type: 'string', maxLength: 80 },
          description: { type: 'string', nullable: true },
        },
      },
    }),
  );
}
