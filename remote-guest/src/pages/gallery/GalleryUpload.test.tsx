import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadTooLarge, uploadWrongType } from '@hochzeit/contracts/media-constants';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { FakeUpload, media, renderPage, galleryShown, setUpGalleryTestEnvironment } from './gallery-test-kit';

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

  it('checks every chosen file first and sends nothing when one is refused', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Datei aus.');

    const big = jpeg('gross.jpg');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    const text = new File(['hallo'], 'notizen.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('gut.jpg'), text, big]);
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent(uploadWrongType('notizen.txt'));
    expect(problems).toHaveTextContent(uploadTooLarge(10, 'gross.jpg'));
    expect(uploadTooLarge(10, 'gross.jpg')).toBe('Datei zu groß (max. 10MB). Ungültig: gross.jpg');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(FakeUpload.sent).toHaveLength(0);

    // A HEIC photo from a phone without a type is judged by its name.
    await user.upload(screen.getByLabelText('Fotos auswählen'), [new File(['x'], 'IMG_0001.HEIC', { type: '' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends each photo with its own progress bar, shows the new photos at once and a success banner for 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = await ready();
    FakeUpload.answer = (request) => {
      const file = request.body!.get('files[]') as File;
      return { status: 201, body: [media({ id: file.name === 'a.jpg' ? 101 : 102, filename: file.name, description: 'Beim Apéro', is_own_upload: true })] };
    };
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.type(screen.getByLabelText('Beschreibung (optional)'), 'Beim Apéro');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [first] = FakeUpload.sent;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media/guest/upload');
    expect(first.headers.Authorization).toBe('Bearer gast-token');
    expect(first.body!.get('description')).toBe('Beim Apéro');
    expect(first.body!.getAll('files[]')).toHaveLength(1);
    act(() => first.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '30');
    act(() => first.finish());

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '100');
    act(() => FakeUpload.sent[1].finish());
    expect(await screen.findByText('2 Bilder erfolgreich hochgeladen!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt b.jpg' })).toHaveAttribute('aria-valuenow', '100');

    // Both new photos are in the grid, marked as the guest's own, without a reload.
    expect(screen.getAllByRole('button', { name: 'Bild öffnen: Beim Apéro' })).toHaveLength(2);
    expect(screen.getAllByText('Mein Upload')).toHaveLength(2);
    expect(screen.getByLabelText('Beschreibung (optional)')).toHaveValue('');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('2 Bilder erfolgreich hochgeladen!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Fehler beim Hochladen.' when there is none", async () => {
    const user = await ready();
    FakeUpload.answer = () => ({ status: 415, body: { msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg' } });
    await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0].finish());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: a.jpg');

    FakeUpload.answer = () => ({ status: 0, body: null });
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    act(() => FakeUpload.sent[1].finish());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Fehler beim Hochladen\.$/));
    expect(screen.queryByText(/erfolgreich hochgeladen/)).not.toBeInTheDocument();
  });
});
