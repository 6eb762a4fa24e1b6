import { GUEST_ADDRESS_STORAGE_KEY, guestAddressOf, guestText, type GuestTextKey } from '@hochzeit/contracts/guest-texts';

/**
 * A guest text for a page the shell shows signed out (session ended, invalid link), in the form of
 * address this browser last read on a guest page ('Sie' when it never did).
 */
export function rememberedGuestText(key: GuestTextKey): string {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(GUEST_ADDRESS_STORAGE_KEY);
  } catch {
    // Storage blocked: 'Sie'.
  }
  return guestText(key, guestAddressOf(remembered));
}
