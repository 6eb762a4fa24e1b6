import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { media, renderPage, galleryShown, setUpGalleryTestEnvironment } from './gallery-test-kit';

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
