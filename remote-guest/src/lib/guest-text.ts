import { useEffect, useMemo } from 'react';
import { GUEST_ADDRESS_STORAGE_KEY, guestAddressOf, speak, type GuestSpeech } from '@hochzeit/contracts/guest-texts';
import { eventSettingsQuery, useQuery } from '@hochzeit/shared-ui';

/**
 * The guest texts in the form of address the couple chose ('Sie' or 'ihr'), from the event
 * settings every guest page shares (asked once per visit): `text(key)` for the catalogue's texts,
 * `message(msg)` for a server message that addresses the guest. 'Sie' until the settings are known.
 * The browser remembers the form for the shell's pages a guest sees signed out. A page that admins
 * open too passes `forGuest` false for them: admins are addressed with 'Sie'.
 */
export function useGuestText(forGuest = true): GuestSpeech {
  const { data: address } = useQuery({ ...eventSettingsQuery(), select: (event) => guestAddressOf(event.guest_address) });
  useEffect(() => {
    if (!address || !forGuest) return;
    try {
      localStorage.setItem(GUEST_ADDRESS_STORAGE_KEY, address);
    } catch {
      // Storage blocked (private mode): the shell's pages then say 'Sie'.
    }
  }, [address, forGuest]);
  const spoken = forGuest ? address : undefined;
  return useMemo(() => speak(spoken ?? guestAddressOf(undefined)), [spoken]);
}
