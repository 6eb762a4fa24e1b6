import type { GuestAddress } from '@hochzeit/contracts/guest-texts';
import { PRIVACY_TEXTS, type PrivacyTextKey } from '@hochzeit/contracts/privacy-texts';
import { privacyMessage } from '../../lib/privacy-messages';

/** 'Meine Daten' in the couple's chosen form of address: `text(key, values)` and `message(serverMessage)` (texts in the contract). */
export function privacySpeech(address: GuestAddress) {
  return {
    text: (key: PrivacyTextKey, values: Record<string, string> = {}) => PRIVACY_TEXTS[key][address].replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token),
    message: (message: string) => privacyMessage(message, address),
  };
}
export type PrivacySpeech = ReturnType<typeof privacySpeech>;
