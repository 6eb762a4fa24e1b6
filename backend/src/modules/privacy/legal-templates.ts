import { type LegalPageKind, RETENTION_FIELDS_LABEL } from '@hochzeit/contracts';

/** What the template knows of the wedding; the rest the couple fills in where the template asks in square brackets. */
export interface TemplateFacts {
  couple: string;
  retentionDate: string;
  siteUrl: string;
}

/**
 * The templates the couple starts from: they name what the product stores and why (issue 42), and
 * ask in square brackets for what only the couple knows (their postal address, their e-mail).
 * Nothing is invented: a page not edited yet says so in its brackets.
 */
export function legalTemplate(kind: LegalPageKind, facts: TemplateFacts): string {
  if (kind === 'impressum') {
    return [
      '## Verantwortlich für diese Seite',
      `${facts.couple}`,
      '[Bitte ergänzen: Postanschrift des Brautpaars]',
      '[Bitte ergänzen: E-Mail-Adresse oder Telefonnummer für Anfragen]',
      '## Zweck',
      `Diese Seite (${facts.siteUrl}) ist die private Hochzeitsseite von ${facts.couple} für ihre Gäste. Sie dient keinem geschäftlichen Zweck.`,
    ].join('\n\n');
  }
  return [
    '## Wer für Ihre Daten verantwortlich ist',
    `${facts.couple} – [Bitte ergänzen: Postanschrift und E-Mail-Adresse]. Diese Hochzeitsseite ist privat; nur eingeladene Gäste, das Brautpaar und die beauftragten Dienstleister (z. B. Catering) haben Zugang.`,
    '## Welche Daten gespeichert werden und warum',
    [
      '- Name, Gästeart und Gruppe: um Sie einzuladen, zu begrüssen und Ihre Begleitung zuzuordnen.',
      '- Telefonnummern, E-Mail- und Postadresse (wenn das Brautpaar sie eingetragen hat): um Ihnen Einladung, Erinnerungen und Nachrichten zum Tag zu schicken.',
      '- Ihre Antwort (Zusage oder Absage), Menüwahl, Liedwunsch, Nachricht an das Brautpaar und Ihre Begleitung: für die Planung des Fests.',
      '- Allergien und Ernährungswünsche: nur mit Ihrer Einwilligung (mit Zeitpunkt gespeichert), nur für das Catering; sichtbar nur für das Brautpaar und das Catering. Sie können die Einwilligung unter „Meine Daten“ jederzeit widerrufen.',
      '- Fotos, die Sie hochladen: um sie den Gästen dieser Hochzeit zu zeigen. Ortsangaben und Gerätedaten werden aus den gezeigten Fotos entfernt.',
      '- Gesendete SMS und E-Mails (Empfänger, Text, Zeitpunkt, Zustellstatus): als Nachweis, was wem geschickt wurde.',
      '- Anmeldungen (Browser und letzte Nutzung, kein vollständiger Geräte-Fingerabdruck): damit Sie sehen, wo Sie angemeldet sind, und sich überall abmelden können.',
    ].join('\n'),
    '## Wer die Daten sonst erhält',
    'SMS werden über den Dienst Twilio verschickt, E-Mails über den E-Mail-Server des Brautpaars [Bitte ergänzen: Anbieter]. Die Seite wird betrieben bei [Bitte ergänzen: Hosting-Anbieter]. Es gibt keine Werbung und keine Weitergabe zu anderen Zwecken.',
    '## Wie lange die Daten bleiben',
    `Ab dem ${facts.retentionDate} werden ${RETENTION_FIELDS_LABEL} automatisch gelöscht. Namen und Fotogalerie bleiben, wenn das Brautpaar nichts anderes festlegt.`,
    '## Ihre Rechte',
    'Unter „Meine Daten“ sehen Sie alles, was über Sie gespeichert ist, laden es als ZIP-Datei herunter, löschen Ihre Fotos, nehmen sie aus der Diashow, melden sich auf allen Geräten ab und beantragen die Löschung Ihrer Daten. Sie haben zudem das Recht auf Auskunft, Berichtigung, Einschränkung und Widerspruch sowie auf Beschwerde bei der zuständigen Datenschutzaufsicht.',
  ].join('\n\n');
}
