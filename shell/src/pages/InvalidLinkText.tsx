import { guestText } from '@hochzeit/contracts/guest-texts';
import { rememberedGuestText } from './remembered-guest-text';

/**
 * Why a personal link did not sign its holder in: for a guest in their form of address, for a
 * provider formally. Loaded only when a link fails, so a working link's first load stays small.
 */
export default function InvalidLinkText({ forGuest }: { forGuest: boolean }) {
  return <p>{forGuest ? rememberedGuestText('tokenInvalid') : guestText('tokenInvalid', 'sie')}</p>;
}
