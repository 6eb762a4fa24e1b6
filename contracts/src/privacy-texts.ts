import type { AddressedText } from './guest-texts.js';
import { PRIVACY_MESSAGES } from './privacy-constants.js';

/**
 * The texts of 'Meine Daten' and the privacy messages in both forms the couple can choose ('Sie' or
 * 'ihr', see guest-texts.ts). A subpath of their own: only the pages that show them load them, never
 * a guest's first load.
 */
export const PRIVACY_TEXTS = {
  intro: {
    sie: 'Hier sehen Sie, was über Sie gespeichert ist. Sie können alles herunterladen, Ihre Fotos löschen oder die Löschung Ihrer Daten beantragen.',
    ihr: 'Hier seht ihr, was über euch gespeichert ist. Ihr könnt alles herunterladen, eure Fotos löschen oder die Löschung eurer Daten beantragen.',
  },
  signIn: { sie: 'Bitte melden Sie sich an, um Ihre Daten zu sehen.', ihr: 'Bitte meldet euch an, um eure Daten zu sehen.' },
  loadFailed: {
    sie: 'Ihre Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Eure Daten konnten nicht geladen werden. Bitte versucht es später erneut.',
  },
  retentionTitle: { sie: 'Wann Ihre Daten gelöscht werden', ihr: 'Wann eure Daten gelöscht werden' },
  downloadHint: {
    sie: 'Eine ZIP-Datei mit allem, was über Sie gespeichert ist (als JSON und lesbar als HTML), und Ihren Fotos.',
    ihr: 'Eine ZIP-Datei mit allem, was über euch gespeichert ist (als JSON und lesbar als HTML), und euren Fotos.',
  },
  downloadFailed: {
    sie: 'Der Download konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Der Download konnte nicht gestartet werden. Bitte versucht es später erneut.',
  },
  answerTitle: { sie: 'Ihre Antwort', ihr: 'Eure Antwort' },
  noAnswer: { sie: 'Sie haben noch nicht zu- oder abgesagt.', ihr: 'Ihr habt noch nicht zu- oder abgesagt.' },
  consentGiven: { sie: 'Sie haben am {date} eingewilligt, dass sie für das Catering gespeichert werden.', ihr: 'Ihr habt am {date} eingewilligt, dass sie für das Catering gespeichert werden.' },
  consentWithdrawQuestion: {
    sie: 'Einwilligung widerrufen? Ihre Angaben zu Allergien und Ernährung werden dann gelöscht.',
    ihr: 'Einwilligung widerrufen? Eure Angaben zu Allergien und Ernährung werden dann gelöscht.',
  },
  photosTitle: { sie: 'Ihre Fotos', ihr: 'Eure Fotos' },
  photosEmpty: { sie: 'Sie haben keine Fotos hochgeladen.', ihr: 'Ihr habt keine Fotos hochgeladen.' },
  deleteAllQuestion: {
    sie: 'Alle {count} Fotos, die Sie hochgeladen haben, endgültig löschen?',
    ihr: 'Alle {count} Fotos, die ihr hochgeladen habt, endgültig löschen?',
  },
  wallHint: {
    sie: 'Ihre Fotos erscheinen dann nicht auf der Diashow am Fest; in der Galerie bleiben sie.',
    ihr: 'Eure Fotos erscheinen dann nicht auf der Diashow am Fest; in der Galerie bleiben sie.',
  },
  messagesTitle: { sie: 'Nachrichten an Sie', ihr: 'Nachrichten an euch' },
  messagesEmpty: { sie: 'Ihnen wurden keine Nachrichten geschickt.', ihr: 'Euch wurden keine Nachrichten geschickt.' },
  sessionsTitle: { sie: 'Ihre Anmeldungen', ihr: 'Eure Anmeldungen' },
  signOutHint: {
    sie: 'Beendet jede Anmeldung mit Ihrem persönlichen Link auf allen Handys und Computern. Dieses Gerät bleibt angemeldet.',
    ihr: 'Beendet jede Anmeldung mit eurem persönlichen Link auf allen Handys und Computern. Dieses Gerät bleibt angemeldet.',
  },
  signOutQuestion: {
    sie: 'Auf allen anderen Geräten abmelden? Dort müssen Sie Ihren persönlichen Link erneut öffnen.',
    ihr: 'Auf allen anderen Geräten abmelden? Dort müsst ihr euren persönlichen Link erneut öffnen.',
  },
  deletionHint: {
    sie: 'Das Brautpaar löscht dann alles, was über Sie gespeichert ist: Angaben, Antworten, Fotos und Nachrichten. Danach gilt Ihr persönlicher Link nicht mehr. Sie erhalten Bescheid.',
    ihr: 'Das Brautpaar löscht dann alles, was über euch gespeichert ist: Angaben, Antworten, Fotos und Nachrichten. Danach gilt euer persönlicher Link nicht mehr. Ihr erhaltet Bescheid.',
  },
  deletionNoteLabel: { sie: 'Nachricht an das Brautpaar (optional)', ihr: 'Nachricht an das Brautpaar (optional)' },
  deletionQuestion: {
    sie: 'Die Löschung aller Ihrer Daten beantragen?',
    ihr: 'Die Löschung all eurer Daten beantragen?',
  },
  deletionOpen: {
    sie: 'Sie haben die Löschung am {date} beantragt. Das Brautpaar entscheidet darüber.',
    ihr: 'Ihr habt die Löschung am {date} beantragt. Das Brautpaar entscheidet darüber.',
  },
  deletionDeclined: {
    sie: 'Das Brautpaar hat Ihren Antrag vom {date} abgelehnt.',
    ihr: 'Das Brautpaar hat euren Antrag vom {date} abgelehnt.',
  },
  actionFailed: {
    sie: 'Das hat nicht geklappt. Bitte versuchen Sie es später erneut.',
    ihr: 'Das hat nicht geklappt. Bitte versucht es später erneut.',
  },
} as const satisfies Record<string, AddressedText>;
export type PrivacyTextKey = keyof typeof PRIVACY_TEXTS;

/** The privacy messages the server writes in the 'Sie' form (PRIVACY_MESSAGES), in the 'ihr' form. */
export const PRIVACY_MESSAGES_IHR: ReadonlyMap<string, string> = new Map([
  [PRIVACY_MESSAGES.deletionRequested, 'Euer Antrag auf Löschung ist beim Brautpaar eingegangen. Ihr erhaltet Bescheid, sobald er bearbeitet ist.'],
  [PRIVACY_MESSAGES.deletionRequestExists, 'Ihr habt die Löschung bereits beantragt.'],
  [PRIVACY_MESSAGES.allergyConsentWithdrawn, 'Einwilligung widerrufen: Eure Angaben zu Allergien und Ernährung wurden gelöscht.'],
  [PRIVACY_MESSAGES.allergyConsentRequired, 'Bitte stimmt zu, dass Allergien und Ernährungswünsche für das Catering gespeichert werden – oder lasst das Feld leer.'],
  [PRIVACY_MESSAGES.photoConsentRequired, 'Bitte bestätigt vor eurem ersten Foto, dass die abgebildeten Personen einverstanden sind.'],
  [PRIVACY_MESSAGES.photoNotYours, 'Dieses Foto habt ihr nicht hochgeladen.'],
]);
