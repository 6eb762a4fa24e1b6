import { useMemo } from 'react';
import { guestAddressOf, speak, type GuestSpeech } from '@hochzeit/contracts/guest-texts';
import { eventSettingsQuery, useQuery } from '@hochzeit/shared-ui';

/**
 * The guest texts in the form of address the couple chose ('Sie' or 'ihr'), from the event
 * settings every guest page shares (asked once per visit): `text(key)` for the catalogue's texts,
 * `message(msg)` for a server message that addresses the guest. 'Sie' until the settings are known.
 */
export function useGuestText(): GuestSpeech {
  const { data: address } = useQuery({ ...eventSettingsQuery(), select: (event) => guestAddressOf(event.guest_address) });
  return useMemo(() => speak(address ?? guestAddressOf(undefined)), [address]);
}
