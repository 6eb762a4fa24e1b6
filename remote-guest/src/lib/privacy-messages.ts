import type { GuestAddress } from '@hochzeit/contracts/guest-texts';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';

/**
 * The privacy messages the server and the pages address a guest with ('Sie', as the contract writes
 * them) in the 'ihr' form. Here, not in the guest catalogue: that catalogue is part of every guest's
 * first load, these are read only on the pages that need them (RSVP, gallery, 'Meine Daten').
 */
const IHR_MESSAGES: ReadonlyMap<string, string> = new Map([
  [PRIVACY_MESSAGES.deletionRequested, 'Euer Antrag auf Löschung ist beim Brautpaar eingegangen. Ihr erhaltet Bescheid, sobald er bearbeitet ist.'],
  [PRIVACY_MESSAGES.deletionRequestExists, 'Ihr habt die Löschung bereits beantragt.'],
  [PRIVACY_MESSAGES.allergyConsentWithdrawn, 'Einwilligung widerrufen: Eure Angaben zu Allergien und Ernährung wurden gelöscht.'],
  [PRIVACY_MESSAGES.allergyConsentRequired, 'Bitte stimmt zu, dass Allergien und Ernährungswünsche für das Catering gespeichert werden – oder lasst das Feld leer.'],
  [PRIVACY_MESSAGES.photoConsentRequired, 'Bitte bestätigt vor eurem ersten Foto, dass die abgebildeten Personen einverstanden sind.'],
  [PRIVACY_MESSAGES.photoNotYours, 'Dieses Foto habt ihr nicht hochgeladen.'],
]);

/** A privacy message in the chosen form of address (messages without an 'ihr' form stay as they are). */
export function privacyMessage(message: string, address: GuestAddress): string {
  return address === 'ihr' ? (IHR_MESSAGES.get(message) ?? message) : message;
}
