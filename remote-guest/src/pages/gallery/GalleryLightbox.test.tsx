import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { galleryClosedUntil } from '@hochzeit/contracts/media-constants';
import { type ApiCall, mockApi, reply } from '@hochzeit/shared-ui/testing';
import { galleryAsked, media, renderPage, galleryShown, setUpGalleryTestEnvironment } from './gallery-test-kit';

setUpGalleryTestEnvironment();

describe('lightbox', () => {
  it('opens on a photo at 1200 px, moves with the keyboard and the pagination, locks the page scroll, and closes with Escape', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/media/photo-categories': [],
      'GET /api/media/gallery': [
          media({ id: 1, folder: 'wartensee', description: 'Eins' }),
          media({ id: 2, folder: 'hochzeit', description: 'Zwei' }),
          media({ id: 3, folder: 'wartensee', description: 'Drei' }),
        ],
    });
    renderPage();
    await galleryShown();

    // Grouped: Hochzeit first, so the lightbox goes Zwei, Eins, Drei.
    await user.click(screen.getByRole('button', { name: 'Bild öffnen: Eins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bildansicht' });
    expect(within(dialog).getByText('Bild 2 von 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Eins' })).toHaveAttribute('src', '/api/media/image/1/sig1?width=1200&format=webp');
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'ArrowRight', keyCode: 39 });
    expect(await within(dialog).findByText('Bild 3 von 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Drei', { selector: 'p' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
    fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
    expect(await within(dialog).findByText('Bild 1 von 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zu Bild 3' }));
    expect(await within(dialog).findByText('Bild 3 von 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges Bild' }));
    expect(await within(dialog).findByText('Bild 2 von 3')).toBeInTheDocument();

    // Zoom up to 3×, by button as well as by gesture.
    await user.click(within(dialog).getByRole('button', { name: 'Vergrößern' }));
    expect(within(dialog).getByRole('img', { name: 'Eins' }).getAttribute('style')).toContain('scale(3)');
    expect(within(dialog).getByRole('button', { name: 'Verkleinern' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bild öffnen: Eins' })).toHaveFocus());
  });
});

describe('own photos', () => {
  it('a guest deletes an own photo from the lightbox after the question; another guest\'s photo has no delete button', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi({
      'GET /api/media/photo-categories': [],
      'GET /api/media/gallery': [media({ id: 1, description: 'Meins', is_own_upload: true }), media({ id: 2, description: 'Fremd' })],
      'DELETE /api/media/guest/1': { success: true },
    });
    renderPage();
    await galleryShown();
    await user.click(screen.getByRole('button', { name: 'Bild öffnen: Fremd' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bildansicht' });
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));

    await user.click(screen.getByRole('button', { name: 'Bild öffnen: Meins' }));
    dialog = await screen.findByRole('dialog', { name: 'Bildansicht' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(confirm).toHaveBeenCalledWith('Ihr Foto „Meins“ löschen? Es verschwindet aus der Galerie und der Diashow.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/media/guest/1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Bild öffnen: Meins' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bild öffnen: Fremd' })).toBeInTheDocument();
  });

  it("'Erst nach der Feier zeigen': the server's German message, and the guest's own uploads still to see", async () => {
    const user = userEvent.setup();
    const closed = galleryClosedUntil('13.06.2026 um 22:00 Uhr');
    const api = mockApi({
      'GET /api/media/photo-categories': [],
      'GET /api/media/gallery': (call: ApiCall) =>
        new URLSearchParams(call.search).get('view_filter') === 'own' ? [media({ id: 4, description: 'Mein Foto', is_own_upload: true })] : reply(403, { msg: closed }),
    });
    renderPage();
    expect(await screen.findByText(closed)).toBeInTheDocument();
    // Uploads keep working while the gallery is closed.
    expect(screen.getByLabelText('Fotos auswählen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meine Uploads ansehen' }));
    expect(await screen.findByRole('button', { name: 'Bild öffnen: Mein Foto' })).toBeInTheDocument();
    expect(galleryAsked(api).at(-1)).toMatchObject({ view_filter: 'own' });
  });
});
