import type { GuestAddress } from '@hochzeit/contracts/guest-texts';
import { PRIVACY_MESSAGES_IHR } from '@hochzeit/contracts/privacy-texts';

/** A privacy message in the chosen form of address (messages without an 'ihr' form stay as they are). */
export function privacyMessage(message: string, address: GuestAddress): string {
  return address === 'ihr' ? (PRIVACY_MESSAGES_IHR.get(message) ?? message) : message;
}
