import { screen } from '@testing-library/react';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { renderPage, setUpGalleryTestEnvironment } from './gallery-test-kit';

setUpGalleryTestEnvironment();

const EVENT = { title: 'Hochzeit', couple_names: 'Mia & Jonas', starts_at: '2026-09-12T13:00:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };
const emptyGallery = (guestAddress: string) => ({
  'GET /api/media/photo-categories': [],
  'GET /api/media/gallery': [],
  'GET /api/event-settings': { ...EVENT, guest_address: guestAddress },
});

it("speaks to a guest in the couple's form of address ('ihr')", async () => {
  mockApi(emptyGallery('ihr'));
  renderPage();
  expect(await screen.findByText('Hier gibt es noch keine Bilder. Ladet gerne die ersten hoch!')).toBeInTheDocument();
});

it("speaks to an admin with 'Sie' whatever the guests' form", async () => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  mockApi(emptyGallery('ihr'));
  renderPage();
  expect(await screen.findByText('Hier gibt es noch keine Bilder. Laden Sie gerne die ersten hoch!')).toBeInTheDocument();
});
