import {
  emailCount,
  invitationQuestion,
  messagesSendSummary,
  parseCustomNumbers,
  sendLeftOutTexts,
  sendQuestion,
  smsSendSummary,
  renderSmsTemplate,
  SMS_FROM_NAME,
  SMS_MESSAGES,
  SMS_PLACEHOLDERS,
  SMS_SEND_METHODS,
  smsRecipientNumber,
  smsSegments,
} from './sms-text.js';

describe('smsSegments', () => {
  it('fits 160 plain characters in one GSM-7 SMS, 161 need two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1, per_segment: 160, ucs2_characters: [] });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2, per_segment: 153, ucs2_characters: [] });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts nothing for an empty text', () => {
    expect(smsSegments('')).toMatchObject({ encoding: 'GSM-7', length: 0, segments: 0 });
  });

  it('keeps umlauts, ß and the other letters of the GSM alphabet in GSM-7', () => {
    const text = 'Grüezi Jürg, Öffnungszeit: Straße Äpfel ö ä ü ß é è ù ì ò Ç Ø ø Å å Æ æ É Ñ ñ ¿ ¡ § à £ ¥ Δ @ _\n';
    expect(smsSegments(text)).toMatchObject({ encoding: 'GSM-7', length: Array.from(text).length, ucs2_characters: [] });
  });

  it('counts € [ ] { } ~ | \\ ^ and form feed twice', () => {
    expect(smsSegments('€').length).toBe(2);
    expect(smsSegments('€[]{}~|\\^\f')).toMatchObject({ encoding: 'GSM-7', length: 20 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ length: 160, segments: 1 });
    expect(smsSegments('a' + '€'.repeat(80))).toMatchObject({ length: 161, segments: 2, per_segment: 153 });
  });

  it('never splits a two-septet character between parts', () => {
    // 152 septets, then € (2) does not fit in the first part's 153: it starts the second part.
    const text = 'a'.repeat(152) + '€' + 'a'.repeat(152);
    expect(smsSegments(text)).toMatchObject({ length: 306, segments: 3 });
  });

  it('switches to UCS-2 for an emoji or a typographic apostrophe and names the characters', () => {
    expect(smsSegments('Wir freuen uns 🎉')).toMatchObject({ encoding: 'UCS-2', length: 17, segments: 1, per_segment: 70, ucs2_characters: ['🎉'] });
    expect(smsSegments('Wir sehen uns’s gleich – „bis dann“ ’')).toMatchObject({ encoding: 'UCS-2', ucs2_characters: ['’', '–', '„', '“'] });
    expect(smsSegments('ç').ucs2_characters).toEqual(['ç']);
    expect(smsSegments('`').ucs2_characters).toEqual(['`']);
  });

  it('fits 70 UTF-16 units in one UCS-2 SMS, 71 need two parts of 67; an emoji counts 2', () => {
    expect(smsSegments('’' + 'a'.repeat(69))).toMatchObject({ encoding: 'UCS-2', length: 70, segments: 1, per_segment: 70 });
    expect(smsSegments('’' + 'a'.repeat(70))).toMatchObject({ encoding: 'UCS-2', length: 71, segments: 2, per_segment: 67 });
    expect(smsSegments('’' + 'a'.repeat(133)).segments).toBe(2);
    expect(smsSegments('’' + 'a'.repeat(134)).segments).toBe(3);
    expect(smsSegments('🎉'.repeat(35))).toMatchObject({ length: 70, segments: 1 });
    expect(smsSegments('🎉'.repeat(36))).toMatchObject({ length: 72, segments: 2, per_segment: 67 });
  });

  it('never splits an emoji between UCS-2 parts', () => {
    // 134 units would fill two parts of 67 exactly, but after 66 units the emoji (2) does not fit in
    // the first part: it starts the second, and the last unit needs a third.
    expect(smsSegments('’' + 'a'.repeat(65) + '🎉' + 'a'.repeat(66))).toMatchObject({ length: 134, segments: 3 });
    expect(smsSegments('’' + 'a'.repeat(66) + '🎉' + 'a'.repeat(65))).toMatchObject({ length: 134, segments: 2 });
  });
});

describe('renderSmsTemplate', () => {
  it('replaces the known placeholders', () => {
    expect(renderSmsTemplate('{anrede}, um {event_zeit} beginnt {event_titel}. {vorname} {nachname}', {
      anrede: 'Hallo Anna',
      event_zeit: '14:00',
      event_titel: 'Apéro',
      vorname: 'Anna',
      nachname: 'Muster',
    })).toEqual({ text: 'Hallo Anna, um 14:00 beginnt Apéro. Anna Muster', unknown: [] });
  });

  it('leaves an unknown placeholder exactly as written and reports it once', () => {
    expect(renderSmsTemplate('{Vorname} {xyz} {vorname} {xyz}', { vorname: 'Anna' })).toEqual({ text: '{Vorname} {xyz} Anna {xyz}', unknown: ['{Vorname}', '{xyz}'] });
  });

  it('turns a known placeholder without a value into nothing', () => {
    expect(renderSmsTemplate('Als nächstes: {event_titel}{event_ort}.', { event_titel: null })).toEqual({ text: 'Als nächstes: .', unknown: [] });
  });

  it('treats braces around anything but a name as text', () => {
    expect(renderSmsTemplate('{ } {a b} {} {{vorname}}', { vorname: 'Anna' })).toEqual({ text: '{ } {a b} {} {Anna}', unknown: [] });
  });

  it('knows the eleven placeholders', () => {
    expect(SMS_PLACEHOLDERS).toEqual(['vorname', 'nachname', 'name', 'anrede', 'gasttyp', 'event_titel', 'event_zeit', 'event_datum', 'event_ort', 'zeit_bis_event', 'event_beschreibung']);
  });
});

describe('parseCustomNumbers', () => {
  it('takes one number a line without plus signs and spaces, dropping blank lines', () => {
    expect(parseCustomNumbers('+41 79 123 45 67\n\n  \r\n0791234567\r\n +49 151 000 \n')).toEqual(['41791234567', '0791234567', '49151000']);
  });

  it('finds nothing in blank text', () => {
    expect(parseCustomNumbers(' \n + \n')).toEqual([]);
  });
});

it('has the tool constants and messages', () => {
  expect(SMS_FROM_NAME).toBe('Hochzeit');
  expect(SMS_SEND_METHODS).toEqual(['sequential', 'parallel']);
  expect(SMS_MESSAGES).toMatchObject({
    textRequired: 'Bitte SMS-Text eingeben',
    previewTextRequired: 'Bitte SMS-Text eingeben für Vorschau',
    noValidNumbers: 'Keine gültigen Nummern gefunden',
  });
});

describe('smsRecipientNumber', () => {
  it('writes Swiss national, international and 00-prefixed numbers as E.164', () => {
    expect(smsRecipientNumber('079 123 45 67')).toBe('+41791234567');
    expect(smsRecipientNumber('+41 79/123.45-67')).toBe('+41791234567');
    expect(smsRecipientNumber('0049 170 1234567')).toBe('+491701234567');
    expect(smsRecipientNumber('+49 151 000 000')).toBe('+49151000000');
  });

  it('reads a national number in the given country', () => {
    expect(smsRecipientNumber('0170 1234567', '49')).toBe('+491701234567');
  });

  it('refuses what is not 6 to 15 digits after the country code', () => {
    expect(smsRecipientNumber('12345')).toBeNull();
    expect(smsRecipientNumber('+41 79 123 45 67 89 01 23')).toBeNull();
    expect(smsRecipientNumber('079 ABC')).toBeNull();
    expect(smsRecipientNumber('')).toBeNull();
  });
});

describe('counts in words: singular and plural', () => {
  it("says '1 E-Mail' and '2 E-Mails'; SMS is the same word for one and many", () => {
    expect(emailCount(1)).toBe('1 E-Mail');
    expect(emailCount(2)).toBe('2 E-Mails');
    expect(emailCount(0)).toBe('0 E-Mails');
    expect(messagesSendSummary({ email: { channel: 'outbox', successful: 1, failed: 0 } })).toBe('Nicht versendet (kein SMTP-Server eingerichtet): 1 E-Mail in den Postausgang gelegt');
    expect(messagesSendSummary({ email: { channel: 'outbox', successful: 2, failed: 1 } })).toBe(
      'Nicht versendet (kein SMTP-Server eingerichtet): 2 E-Mails in den Postausgang gelegt, 1 fehlgeschlagen',
    );
    expect(smsSendSummary('outbox', 1, 0)).toBe('Nicht versendet (kein Twilio-Konto eingerichtet): 1 SMS in den Postausgang gelegt');
  });

  it('names who was left out, one or many', () => {
    expect(sendLeftOutTexts({ optedOut: 1, unsubscribed: 1, withoutContact: 1 })).toEqual([
      '1 abgemeldete Nummer (STOP) ausgelassen',
      '1 abgemeldete E-Mail-Adresse ausgelassen',
      '1 Gast ohne passende Kontaktangabe ausgelassen',
    ]);
    expect(sendLeftOutTexts({ optedOut: 2, unsubscribed: 3, withoutContact: 0 })).toEqual(['2 abgemeldete Nummern (STOP) ausgelassen', '3 abgemeldete E-Mail-Adressen ausgelassen']);
  });

  it('asks before a send by the chosen medium', () => {
    expect(sendQuestion('email', 2)).toBe('E-Mail an 2 Empfänger senden?');
    expect(sendQuestion('email_else_sms', 1)).toBe('Nachricht an 1 Empfänger senden (E-Mail, sonst SMS)?');
    expect(sendQuestion('sms', 3)).toBe('SMS an 3 Empfänger senden?');
    expect(invitationQuestion(1)).toBe('Einladung per E-Mail an 1 Gast senden?');
    expect(invitationQuestion(2)).toBe('Einladung per E-Mail an 2 Gäste senden?');
  });
});
