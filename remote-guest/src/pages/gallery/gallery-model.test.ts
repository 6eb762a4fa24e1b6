import type { MediaItemJson } from '@hochzeit/contracts';
import { formatFileSize, lightboxSrc, matchesFilters, thumbnailSize, thumbnailSrc, uploadProblem } from './gallery-model';

const item = (change: Partial<MediaItemJson>) => ({ folder: 'wartensee', categories: [], is_own_upload: true, ...change }) as MediaItemJson;

it('builds the image addresses the spec names', () => {
  expect(thumbnailSrc({ thumbnail_url: '/api/media/thumbnail/7/abc' })).toBe('/api/media/thumbnail/7/abc?width=300&format=webp');
  expect(lightboxSrc({ url: '/api/media/image/7/abc' })).toBe('/api/media/image/7/abc?width=1200&format=webp');
});

it("reserves the thumbnail's space by the photo's proportions, square when unknown", () => {
  expect(thumbnailSize({ width: 4000, height: 3000 })).toEqual({ width: 300, height: 225 });
  expect(thumbnailSize({ width: 3000, height: 4000 })).toEqual({ width: 300, height: 400 });
  expect(thumbnailSize({ width: null, height: null })).toEqual({ width: 300, height: 300 });
});

it('refuses what the server would refuse, with the spec messages', () => {
  expect(uploadProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10_485_760 })).toBeNull();
  expect(uploadProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10_485_761 })).toBe('Datei zu groß (max. 10MB). Ungültig: a.jpg');
  expect(uploadProblem({ name: 'film.mp4', type: 'video/mp4', size: 10 })).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: film.mp4');
  expect(uploadProblem({ name: 'b.svg', type: 'image/svg+xml', size: 10 })).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: b.svg');
  for (const type of ['image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif']) expect(uploadProblem({ name: 'x', type, size: 10 })).toBeNull();
  expect(uploadProblem({ name: 'IMG_1.heic', type: '', size: 10 })).toBeNull();
  expect(uploadProblem({ name: 'notiz', type: '', size: 10 })).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: notiz');
});

it("decides whether a new upload belongs in the guest's current view", () => {
  const all = { folder: null, categoryId: null, view: 'all' } as const;
  expect(matchesFilters(item({}), all)).toBe(true);
  expect(matchesFilters(item({}), { ...all, folder: 'hochzeit' })).toBe(false);
  expect(matchesFilters(item({}), { ...all, view: 'own' })).toBe(true);
  expect(matchesFilters(item({ is_own_upload: false }), { ...all, view: 'own' })).toBe(false);
  expect(matchesFilters(item({}), { ...all, view: 'shared' })).toBe(false);
  expect(matchesFilters(item({}), { ...all, categoryId: 3 })).toBe(false);
  expect(matchesFilters(item({ categories: [{ id: 3, name: 'Party' }] }), { ...all, categoryId: 3 })).toBe(true);
});

it('writes file sizes the German way', () => {
  expect(formatFileSize(2_516_582)).toBe('2,4 MB');
  expect(formatFileSize(850_000)).toBe('830 KB');
  expect(formatFileSize(10)).toBe('1 KB');
});
