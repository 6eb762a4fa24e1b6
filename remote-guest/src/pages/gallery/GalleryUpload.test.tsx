import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadTooLarge, uploadWrongType } from '@hochzeit/contracts/media-constants';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { readCaptureTime } from '../../lib/upload/capture-time';
import { readBytes } from '../../lib/upload/shrink-photo';
import { FakeTus, galleryAsked, media, renderPage, galleryShown, setUpGalleryTestEnvironment } from './gallery-test-kit';

// An 8×8 JPEG with a camera's EXIF (written by sharp): DateTimeOriginal 2026:06:13 16:42:07 +02:00.
const CAMERA_JPEG =
  '/9j/4QEkRXhpZgAASUkqAAgAAAAIAA8BAgAHAAAAkgAAABIBAwABAAAAAQAAABoBBQABAAAAbgAAABsBBQABAAAAdgAAACgBAwABAAAAAgAAADIBAgAUAAAAfgAAABMCAwABAAAAAQAAAGmHBAABAAAAmgAAAAAAAAA4YwAA6AMAADhjAADoAwAAMjAyNjowNjoxMyAxODowMDowMABLYW1lcmEAAAgAAJAHAAQAAAAwMjEwA5ACABQAAAAAAQAAEZACAAcAAAAUAQAAAZEHAAQAAAABAgMAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAAAqAEAAEAAAAIAAAAA6AEAAEAAAAIAAAAAAAAADIwMjY6MDY6MTMgMTY6NDI6MDcAKzAyOjAwAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC4CaKv/9k=';
const cameraJpeg = () => Uint8Array.from(atob(CAMERA_JPEG), (c) => c.charCodeAt(0));
/** The same picture as a canvas encodes it: JFIF, no EXIF. */
function plainJpeg(): Uint8Array<ArrayBuffer> {
  const jpeg = cameraJpeg();
  const rest = jpeg.subarray(4 + ((jpeg[4] << 8) | jpeg[5]));
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, ...rest]);
}

setUpGalleryTestEnvironment();

describe('upload', () => {
  async function ready() {
    mockApi({
      'GET /api/media/photo-categories': [],
      'GET /api/media/gallery': [media({ id: 1 })],
    });
    renderPage();
    await galleryShown();
    return userEvent.setup({ applyAccept: false });
  }
  const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
  const row = (name: string) => screen.getByText(name).closest('li')!;

  it('checks each chosen file on its own: refused ones are marked with the reason, the others are sent, any can be removed', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Datei aus.');

    const big = jpeg('gross.jpg');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    const text = new File(['hallo'], 'notizen.txt', { type: 'text/plain' });
    const gif = new File(['x'], 'riesig.gif', { type: 'image/gif' });
    Object.defineProperty(gif, 'size', { value: 12_000_000 });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('gut.jpg'), text, big, gif]);
    expect(screen.queryByText('Bitte wählen Sie mindestens eine Datei aus.')).not.toBeInTheDocument();
    expect(row('notizen.txt')).toHaveTextContent(`Ungültig${uploadWrongType('notizen.txt')}`);
    expect(row('gross.jpg')).toHaveTextContent(uploadTooLarge(10, 'gross.jpg'));
    expect(uploadTooLarge(10, 'gross.jpg')).toBe('Datei zu groß (max. 10MB). Ungültig: gross.jpg');
    expect(row('gut.jpg')).toHaveTextContent('Wartet');
    // Only a photo the browser can decode is offered to be made smaller (never a wrong type, never a GIF).
    expect(within(row('gross.jpg')).getByRole('button', { name: 'gross.jpg: Verkleinern und hochladen' })).toBeEnabled();
    expect(within(row('riesig.gif')).queryByRole('button', { name: /Verkleinern/ })).not.toBeInTheDocument();
    expect(within(row('notizen.txt')).queryByRole('button', { name: /Verkleinern/ })).not.toBeInTheDocument();

    // Removed before sending.
    await user.click(screen.getByRole('button', { name: 'notizen.txt entfernen' }));
    expect(screen.queryByText('notizen.txt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeTus.sent).toHaveLength(1));
    expect(FakeTus.sent[0].file.name).toBe('gut.jpg');
    act(() => FakeTus.sent[0].finish());
    expect(await screen.findByText('1 Bild erfolgreich hochgeladen!')).toBeInTheDocument();
    expect(row('gut.jpg')).toHaveTextContent('Hochgeladen');
    // The refused ones stay marked; nothing else was sent.
    expect(row('gross.jpg')).toHaveTextContent('Ungültig');
    expect(FakeTus.sent).toHaveLength(1);

    // A HEIC photo from a phone without a type is judged by its name.
    await user.upload(screen.getByLabelText('Fotos auswählen'), [new File(['x'], 'IMG_0001.HEIC', { type: '' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(row('IMG_0001.HEIC')).toHaveTextContent('Wartet');
  });

  it('removes a failed file from the list and sends the rest again', async () => {
    const user = await ready();
    FakeTus.answer = (request) => {
      const { file } = request;
      return file.name === 'kaputt.jpg' ? { status: 422, body: { msg: 'Die Datei ist kein lesbares Bild. Ungültig: kaputt.jpg' } } : { status: 200, body: media({ filename: file.name, is_own_upload: true }) };
    };
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('kaputt.jpg'), jpeg('gut.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeTus.sent).toHaveLength(1));
    act(() => FakeTus.sent[0].finish());
    await waitFor(() => expect(FakeTus.sent).toHaveLength(2));
    act(() => FakeTus.sent[1].finish());
    await waitFor(() => expect(row('gut.jpg')).toHaveTextContent('Hochgeladen'));
    expect(row('kaputt.jpg')).toHaveTextContent('FehlgeschlagenDie Datei ist kein lesbares Bild. Ungültig: kaputt.jpg');

    await user.click(screen.getByRole('button', { name: 'kaputt.jpg entfernen' }));
    expect(screen.queryByText('kaputt.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(FakeTus.sent).toHaveLength(2);
  });

  it("'Verkleinern und hochladen' sends a photo over 10 MB made smaller in the browser, with its capture time, only when asked", async () => {
    const user = await ready();
    const drawn: Array<{ width: number; height: number }> = [];
    const closed = jest.fn();
    // jsdom decodes no images and has no canvas: the browser's parts are stood in for; the shrinking code is the product's.
    Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width: 8000, height: 6000, close: closed })) });
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      const { width, height } = this;
      return { fillRect: () => drawn.push({ width, height }), drawImage: () => undefined } as unknown as CanvasRenderingContext2D;
    });
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob([plainJpeg()], { type: 'image/jpeg' })));
    FakeTus.answer = (request) => ({ status: 200, body: media({ id: 77, filename: request.file.name, is_own_upload: true }) });

    const big = new File([cameraJpeg()], 'IMG_2001.JPG', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 14_900_000 });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [big]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    // Never altered silently: nothing was sent nor shrunk.
    expect(FakeTus.sent).toHaveLength(0);
    expect(globalThis.createImageBitmap).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'IMG_2001.JPG: Verkleinern und hochladen' }));
    await waitFor(() => expect(FakeTus.sent).toHaveLength(1));
    const sent = FakeTus.sent[0].file;
    expect(sent.name).toBe('IMG_2001.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(drawn[0]).toEqual({ width: 4000, height: 3000 });
    expect(closed).toHaveBeenCalled();
    expect(readCaptureTime(await readBytes(sent))).toEqual({ wall: '2026:06:13 16:42:07', offset: '+02:00' });
    expect(row('IMG_2001.jpg')).toHaveTextContent('14,2 MB →');
    act(() => FakeTus.sent[0].finish());
    expect(await screen.findByText('1 Bild erfolgreich hochgeladen!')).toBeInTheDocument();
    expect(row('IMG_2001.jpg')).toHaveTextContent('Hochgeladen');
  });

  it("sends each photo with its own progress bar, then shows 'Nur meine Uploads' with the new photos and a success banner for 3 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    // The server's gallery: one photo of another guest, then the guest's own uploads.
    const stored = [media({ id: 1 })];
    const api = mockApi({
      'GET /api/media/photo-categories': [],
      'GET /api/media/gallery': (call: { search: string }) => (new URLSearchParams(call.search).get('view_filter') === 'own' ? stored.filter((m) => m.is_own_upload) : stored),
    });
    renderPage();
    await galleryShown();
    const user = userEvent.setup({ applyAccept: false });
    FakeTus.answer = (request) => {
      const { file } = request;
      const item = media({ id: file.name === 'a.jpg' ? 101 : 102, filename: file.name, description: 'Beim Apéro', is_own_upload: true });
      stored.unshift(item);
      return { status: 200, body: item };
    };
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.type(screen.getByLabelText('Beschreibung (optional)'), 'Beim Apéro');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));

    await waitFor(() => expect(FakeTus.sent).toHaveLength(1));
    const [first] = FakeTus.sent;
    // Resumable, with the guest's token and the description; one upload per file.
    expect(first.request.headers()).toEqual({ Authorization: 'Bearer gast-token' });
    expect(first.request.description).toBe('Beim Apéro');
    expect(first.file.name).toBe('a.jpg');
    act(() => first.progress(30));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '30');
    act(() => first.finish());

    await waitFor(() => expect(FakeTus.sent).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '100');
    act(() => FakeTus.sent[1].finish());
    expect(await screen.findByText('2 Bilder erfolgreich hochgeladen!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt b.jpg' })).toHaveAttribute('aria-valuenow', '100');

    // The view is now the guest's own uploads (the list asked again), with both new photos marked as such.
    expect(screen.getByLabelText('Ansicht')).toHaveValue('own');
    expect(galleryAsked(api).at(-1)).toMatchObject({ view_filter: 'own' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Bild öffnen: Beim Apéro' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Bild öffnen: foto-1.jpg' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Mein Upload')).toHaveLength(2);
    expect(screen.getByLabelText('Beschreibung (optional)')).toHaveValue('');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('2 Bilder erfolgreich hochgeladen!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Fehler beim Hochladen.' when there is none", async () => {
    const user = await ready();
    FakeTus.answer = () => ({ status: 415, body: { msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg' } });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeTus.sent).toHaveLength(1));
    act(() => FakeTus.sent[0].finish());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg');

    FakeTus.answer = () => ({ status: 0, body: null });
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(FakeTus.sent).toHaveLength(2));
    act(() => FakeTus.sent[1].finish());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Fehler beim Hochladen\.$/));
    expect(screen.queryByText(/erfolgreich hochgeladen/)).not.toBeInTheDocument();
  });
});
