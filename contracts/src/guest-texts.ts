/**
 * Every text the guest pages address a guest with, in both forms of address the couple can choose
 * once in the settings ('Sie' or 'ihr'), defined here only (the SMS texts are in sms-text.ts). It
 * imports no other contract code, so the guest's first load carries only these texts
 * (`@hochzeit/contracts/guest-texts`); the RSVP's messages take their 'Sie' form from here.
 * The 'sie' forms are the specification's texts, word for word; the 'ihr' forms write 'ihr/euch/euer'
 * lower case inside a sentence (today's standard) and capitalise them only at a sentence's start.
 */

/** How guests are addressed: formally ('Sie') or familiarly in the plural ('ihr'). */
export const GUEST_ADDRESSES = ['sie', 'ihr'] as const;
export type GuestAddress = (typeof GUEST_ADDRESSES)[number];
/** The specification's texts say 'Sie'. */
export const DEFAULT_GUEST_ADDRESS: GuestAddress = 'sie';
/** The admin's choice as the settings form offers it. */
export const GUEST_ADDRESS_LABELS: Record<GuestAddress, string> = { sie: 'Sie (förmlich)', ihr: 'ihr (vertraut)' };
/**
 * Where a guest's browser remembers the form of address once a guest page has read it, so the
 * shell's pages outside the sign-in (session ended, invalid link) speak the same way.
 */
export const GUEST_ADDRESS_STORAGE_KEY = 'guest_address';
/** Why the dashboard's greyed-out 'Menü' tile cannot be opened (visible text: a phone shows no hover title). */
export const MENU_FOR_INNER_CIRCLE = 'Nur für Gäste des Abendessens';
export const MENU_NOT_CHOSEN = 'Noch kein Menü zugeteilt';
export const GUEST_ADDRESS_INVALID = 'Bitte wählen Sie die Anrede der Gäste: „Sie“ oder „ihr“.';

/** One text in both forms; `{name}` marks a value filled in by `guestText`. */
export interface AddressedText {
  sie: string;
  ihr: string;
}

export const GUEST_TEXTS = {
  // Dashboard
  rsvpAnswered: { sie: 'Vielen Dank, Ihre Antwort ist bei uns angekommen.', ihr: 'Vielen Dank, eure Antwort ist bei uns angekommen.' },
  rsvpAsk: { sie: 'Bitte sagen Sie uns, ob Sie kommen.', ihr: 'Bitte sagt uns, ob ihr kommt.' },
  accommodationTitle: { sie: 'Ihre Unterkunft', ihr: 'Eure Unterkunft' },
  groupTitle: { sie: 'Ihre Gruppe: {name}', ihr: 'Eure Gruppe: {name}' },
  detailsTitle: { sie: 'Ihre Angaben', ihr: 'Eure Angaben' },
  // RSVP page
  rsvpSignIn: { sie: 'Bitte melden Sie sich an, um zu- oder abzusagen.', ihr: 'Bitte meldet euch an, um zu- oder abzusagen.' },
  rsvpOpenForFamily: {
    sie: 'Sie können für sich und Ihre Familie antworten und Ihre Antwort bis dahin jederzeit ändern.',
    ihr: 'Ihr könnt für euch und eure Familie antworten und eure Antwort bis dahin jederzeit ändern.',
  },
  rsvpOpenForOne: {
    sie: 'Sie können antworten und Ihre Antwort bis dahin jederzeit ändern.',
    ihr: 'Ihr könnt antworten und eure Antwort bis dahin jederzeit ändern.',
  },
  rsvpClosed: {
    sie: 'Die Antwortfrist ist am {date} abgelaufen. Ihre Antworten sehen Sie unten; ändern können Sie sie nicht mehr.',
    ihr: 'Die Antwortfrist ist am {date} abgelaufen. Eure Antworten seht ihr unten; ändern könnt ihr sie nicht mehr.',
  },
  rsvpSelf: { sie: '(Sie)', ihr: '(ihr selbst)' },
  companionLabel: { sie: 'Name Ihrer Begleitung', ihr: 'Name eurer Begleitung' },
  companionHint: { sie: 'Sie dürfen eine Begleitung mitbringen.', ihr: 'Ihr dürft eine Begleitung mitbringen.' },
  rsvpDeadlinePassed: { sie: 'Die Antwortfrist ist abgelaufen. Ihre Antwort kann nicht mehr geändert werden.', ihr: 'Die Antwortfrist ist abgelaufen. Eure Antwort kann nicht mehr geändert werden.' },
  rsvpNotInGroup: { sie: 'Sie können nur für sich und die Mitglieder Ihrer Gruppe antworten.', ihr: 'Ihr könnt nur für euch und die Mitglieder eurer Gruppe antworten.' },
  rsvpAttendingRequired: { sie: 'Bitte wählen Sie für jede Person „Zusagen“ oder „Absagen“.', ihr: 'Bitte wählt für jede Person „Zusagen“ oder „Absagen“.' },
  rsvpAnswersRequired: { sie: 'Bitte geben Sie mindestens eine Antwort an.', ihr: 'Bitte gebt mindestens eine Antwort an.' },
  rsvpLoadFailed: { sie: 'Ihre Antwort konnte nicht geladen werden. Bitte später erneut versuchen.', ihr: 'Eure Antwort konnte nicht geladen werden. Bitte später erneut versuchen.' },
  rsvpSaveFailed: { sie: 'Ihre Antwort konnte nicht gespeichert werden.', ihr: 'Eure Antwort konnte nicht gespeichert werden.' },
  rsvpSaved: { sie: 'Vielen Dank! Ihre Antwort ist gespeichert.', ihr: 'Vielen Dank! Eure Antwort ist gespeichert.' },
  // Day plan
  timelineTitle: { sie: 'Ihr Tagesplan', ihr: 'Euer Tagesplan' },
  timelineSignIn: { sie: 'Bitte melden Sie sich an, um Ihren Tagesplan zu sehen.', ihr: 'Bitte meldet euch an, um euren Tagesplan zu sehen.' },
  timelineLoadFailed: {
    sie: 'Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Der Tagesplan konnte nicht geladen werden. Bitte versucht es später erneut.',
  },
  timelineEmpty: {
    sie: 'Für Sie sind derzeit keine Ereignisse geplant. Schauen Sie später noch einmal vorbei.',
    ihr: 'Für euch sind derzeit keine Ereignisse geplant. Schaut später noch einmal vorbei.',
  },
  // Guest pages, weather, wish list, gallery
  pageLoadFailed: {
    sie: 'Die Angaben konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Die Angaben konnten nicht geladen werden. Bitte versucht es später erneut.',
  },
  weatherLoadFailed: {
    sie: 'Wetterdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Wetterdaten konnten nicht geladen werden. Bitte versucht es später erneut.',
  },
  wishlistSignIn: { sie: 'Bitte melden Sie sich an, um die Wunschliste zu sehen.', ihr: 'Bitte meldet euch an, um die Wunschliste zu sehen.' },
  gallerySignIn: { sie: 'Bitte melden Sie sich an, um die Mediengalerie zu sehen.', ihr: 'Bitte meldet euch an, um die Mediengalerie zu sehen.' },
  galleryLoadFailed: {
    sie: 'Die Mediengalerie konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Die Mediengalerie konnte nicht geladen werden. Bitte versucht es später erneut.',
  },
  galleryOwnEmpty: { sie: 'Sie haben hier noch keine Bilder hochgeladen.', ihr: 'Ihr habt hier noch keine Bilder hochgeladen.' },
  galleryEmpty: { sie: 'Hier gibt es noch keine Bilder. Laden Sie gerne die ersten hoch!', ihr: 'Hier gibt es noch keine Bilder. Ladet gerne die ersten hoch!' },
  galleryDownloadFailed: {
    sie: 'Der Download konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.',
    ihr: 'Der Download konnte nicht gestartet werden. Bitte versucht es später erneut.',
  },
  galleryDownloadHint: { sie: 'Alle Bilder, die Sie sehen dürfen, als ZIP-Datei.', ihr: 'Alle Bilder, die ihr sehen dürft, als ZIP-Datei.' },
  uploadNoFile: { sie: 'Bitte wählen Sie mindestens eine Datei aus.', ihr: 'Bitte wählt mindestens eine Datei aus.' },
  // Invitation card (printed by the admin, read by the guest)
  invitationCard: { sie: 'Wir laden Sie herzlich ein', ihr: 'Wir laden euch herzlich ein' },
  // Story
  storyLoadFailed: {
    sie: 'Fehler beim Laden der Story. Bitte versuchen Sie es später erneut.',
    ihr: 'Fehler beim Laden der Story. Bitte versucht es später erneut.',
  },
  // Sign-in pages of the shell
  signedOut: { sie: 'Sie haben sich abgemeldet.', ihr: 'Ihr habt euch abgemeldet.' },
  signedOutComeBack: {
    sie: 'Um wiederzukommen, öffnen Sie Ihren persönlichen Link oder scannen Sie den QR-Code auf Ihrer Einladung.',
    ihr: 'Um wiederzukommen, öffnet euren persönlichen Link oder scannt den QR-Code auf eurer Einladung.',
  },
  loginGuestTitle: { sie: 'Sie sind Gast?', ihr: 'Ihr seid Gäste?' },
  loginGuestHelp: {
    sie: 'Gäste brauchen kein Passwort. Öffnen Sie Ihren persönlichen Link oder scannen Sie den QR-Code auf Ihrer Einladung mit der Kamera Ihres Handys – dann sind Sie direkt angemeldet.',
    ihr: 'Gäste brauchen kein Passwort. Öffnet euren persönlichen Link oder scannt den QR-Code auf eurer Einladung mit der Kamera eures Handys – dann seid ihr direkt angemeldet.',
  },
  loginGuestLinkLost: { sie: 'Link verloren? Das Brautpaar schickt Ihnen gern einen neuen.', ihr: 'Link verloren? Das Brautpaar schickt euch gern einen neuen.' },
  sessionExpired: {
    sie: 'Ihre Sitzung ist abgelaufen oder Sie sind nicht angemeldet. Bitte öffnen Sie Ihren persönlichen Link (QR-Code) erneut.',
    ihr: 'Eure Sitzung ist abgelaufen oder ihr seid nicht angemeldet. Bitte öffnet euren persönlichen Link (QR-Code) erneut.',
  },
  tokenInvalid: {
    sie: 'Dieser persönliche Link ist ungültig oder nicht mehr gültig. Bitte wenden Sie sich an das Brautpaar, um einen neuen QR-Code zu erhalten.',
    ihr: 'Dieser persönliche Link ist ungültig oder nicht mehr gültig. Bitte wendet euch an das Brautpaar, um einen neuen QR-Code zu erhalten.',
  },
} as const satisfies Record<string, AddressedText>;
export type GuestTextKey = keyof typeof GUEST_TEXTS;

/** A value the settings hold or a reply carried, as a form of address ('sie' for anything else). */
export function guestAddressOf(value: unknown): GuestAddress {
  return value === 'ihr' ? 'ihr' : DEFAULT_GUEST_ADDRESS;
}

/** The text in the chosen form, each `{name}` replaced by its value (unknown ones stay as written). */
export function guestText(key: GuestTextKey, address: GuestAddress, values: Record<string, string> = {}): string {
  return GUEST_TEXTS[key][address].replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

const IHR_BY_SIE: ReadonlyMap<string, string> = new Map(Object.values(GUEST_TEXTS).map((text: AddressedText) => [text.sie, text.ihr]));

/**
 * A server message that addresses the guest ('Sie', as the API writes it), in the chosen form; a
 * message joined of several ('a; b') part by part. Messages not in the catalogue stay as they are.
 */
export function addressedMessage(message: string, address: GuestAddress): string {
  if (address === 'sie') return message;
  return message
    .split('; ')
    .map((part) => IHR_BY_SIE.get(part) ?? part)
    .join('; ');
}

/** `guestText` and `addressedMessage` bound to one form of address, as the guest pages use them. */
export function speak(address: GuestAddress) {
  return {
    address,
    text: (key: GuestTextKey, values?: Record<string, string>) => guestText(key, address, values),
    message: (message: string) => addressedMessage(message, address),
  };
}
export type GuestSpeech = ReturnType<typeof speak>;
