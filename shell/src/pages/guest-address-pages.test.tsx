import { screen } from '@testing-library/react';
import { GUEST_ADDRESS_STORAGE_KEY, guestText } from '@hochzeit/contracts/guest-texts';
import { MemoryRouter, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import InvalidLinkText from './InvalidLinkText';
import { LoginPage } from './LoginPage';
import { SessionExpiredPage } from './SessionExpiredPage';

afterEach(() => localStorage.clear());

describe("the shell's signed-out pages speak in the form this browser last read on a guest page", () => {
  it("say 'Sie' when no guest page was read", () => {
    renderWithQueryClient(<SessionExpiredPage />, { wrapper: MemoryRouter });
    expect(screen.getByText(guestText('sessionExpired', 'sie'))).toBeInTheDocument();
    expect(screen.getByText(/^Ihre Sitzung ist abgelaufen oder Sie sind nicht angemeldet\./)).toBeInTheDocument();
  });

  it("say 'ihr' after a guest page said 'ihr'", () => {
    localStorage.setItem(GUEST_ADDRESS_STORAGE_KEY, 'ihr');
    renderWithQueryClient(<SessionExpiredPage />, { wrapper: MemoryRouter });
    expect(screen.getByText('Eure Sitzung ist abgelaufen oder ihr seid nicht angemeldet. Bitte öffnet euren persönlichen Link (QR-Code) erneut.')).toBeInTheDocument();
  });

  it("an invalid link: the guest in their form, a provider always with 'Sie'", () => {
    localStorage.setItem(GUEST_ADDRESS_STORAGE_KEY, 'ihr');
    const guest = renderWithQueryClient(<InvalidLinkText forGuest />);
    expect(screen.getByText(/Bitte wendet euch an das Brautpaar/)).toBeInTheDocument();
    guest.unmount();
    renderWithQueryClient(<InvalidLinkText forGuest={false} />);
    expect(screen.getByText(/Bitte wenden Sie sich an das Brautpaar/)).toBeInTheDocument();
  });

  it("the login page's help for guests who land there", () => {
    localStorage.setItem(GUEST_ADDRESS_STORAGE_KEY, 'ihr');
    renderWithQueryClient(<LoginPage />, { wrapper: MemoryRouter });
    const help = screen.getByRole('complementary', { name: 'Ihr seid Gäste?' });
    expect(help).toHaveTextContent('Öffnet euren persönlichen Link oder scannt den QR-Code auf eurer Einladung');
    expect(help).toHaveTextContent('Das Brautpaar schickt euch gern einen neuen.');
  });
});
