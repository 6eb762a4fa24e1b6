import type { MediaItemJson } from '@hochzeit/contracts';

/** A media item as the server sends it, for tests. */
export const photo = (id: number, over: Partial<MediaItemJson> = {}): MediaItemJson => ({
  id,
  filename: `foto-${id}.jpg`,
  file_name: `foto-${id}.jpg`,
  folder: 'wartensee',
  description: 'Beim Apéro',
  thumbnail_url: `/api/media/thumbnail/${id}/sig${id}`,
  url: `/api/media/image/${id}/sig${id}`,
  uploaded_at: '2025-06-07T12:30:00.000Z',
  uploader_name: 'Anna Meier',
  is_own_upload: false,
  categories: [{ id: 1, name: 'Trauung' }],
  taken_at: null,
  width: 4000,
  height: 3000,
  hidden: false,
  ...over,
});

