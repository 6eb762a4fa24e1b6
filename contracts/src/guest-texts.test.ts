import { type AddressedText, addressedMessage, GUEST_ADDRESSES, GUEST_TEXTS, guestAddressOf, guestText, speak } from './guest-texts.js';
import { RSVP_MESSAGES } from './rsvp-constants.js';
import { renderSmsTemplate, SMS_TEXTS, smsDefaultTemplates, smsReminderTemplate, smsSegments } from './sms-text.js';

/** Words that only the formal form uses: 'Sie', 'Ihnen', and 'Ihr…' anywhere but as the first word of a sentence ('Ihr könnt'). */
const FORMAL = /\bSie\b|\bIhnen\b|\bIhre[mnrs]?\b|(?<![.!?]\s|^|\()\bIhr\b/;
/** Words that only the familiar forms use: 'ihr/euch/euer', the verbs that go with 'ihr' (a sentence's 'Ihr könnt'), and 'du' with its forms. */
const FAMILIAR = /\b(ihr|[Ee]uch|[Ee]uer|[Ee]ure[mnrs]?|seid|könnt|habt|dürft|seht|[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein\w*)\b/;

/** Every text in both forms: the guest pages' and the SMS texts. */
const entries: [string, AddressedText][] = [...Object.entries(GUEST_TEXTS), ...Object.entries(SMS_TEXTS)];

it('has every text in both forms, not empty and not the same', () => {
  expect(entries.length).toBeGreaterThan(30);
  for (const [key, text] of entries) {
    for (const address of GUEST_ADDRESSES) expect({ key, address, text: text[address].trim() }).toEqual({ key, address, text: expect.stringMatching(/\S/) });
    expect({ key, same: text.sie === text.ihr }).toEqual({ key, same: false });
  }
});

it("writes no formal word in an 'ihr' text and no familiar one in a 'Sie' text", () => {
  const mixed = entries.flatMap(([key, text]) => [
    ...(FORMAL.test(text.ihr) ? [`${key} (ihr): ${text.ihr}`] : []),
    ...(FAMILIAR.test(text.sie) ? [`${key} (sie): ${text.sie}`] : []),
  ]);
  expect(mixed).toEqual([]);
});

it('the check itself finds a mixed text', () => {
  expect(FORMAL.test('Bitte sagt uns, ob Sie kommen.')).toBe(true);
  expect(FORMAL.test('Name Ihrer Begleitung')).toBe(true);
  expect(FORMAL.test('Die Frist ist abgelaufen. Ihr Tagesplan')).toBe(false);
  expect(FORMAL.test('Vielen Dank, Ihr Zimmer')).toBe(true);
  expect(FAMILIAR.test('Wir freuen uns auf dich!')).toBe(true);
  expect(FAMILIAR.test('Bitte meldet euch an.')).toBe(true);
  expect(FAMILIAR.test('Ihr könnt antworten.')).toBe(true);
  expect(FAMILIAR.test('Ihr Tagesplan')).toBe(false);
});

it('keeps the same placeholders in both forms', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
  for (const [key, text] of entries) expect({ key, names: placeholders(text.ihr) }).toEqual({ key, names: placeholders(text.sie) });
});

it('fills in values and picks the form', () => {
  expect(guestText('groupTitle', 'sie', { name: 'Familie Muster' })).toBe('Ihre Gruppe: Familie Muster');
  expect(guestText('groupTitle', 'ihr', { name: 'Familie Muster' })).toBe('Eure Gruppe: Familie Muster');
  expect(speak('ihr').text('rsvpAsk')).toBe('Bitte sagt uns, ob ihr kommt.');
  expect(speak('sie').text('rsvpAsk')).toBe('Bitte sagen Sie uns, ob Sie kommen.');
  expect(guestAddressOf('ihr')).toBe('ihr');
  expect(guestAddressOf(undefined)).toBe('sie');
});

it("is the RSVP's messages' one source", () => {
  expect(RSVP_MESSAGES.deadlinePassed).toBe(GUEST_TEXTS.rsvpDeadlinePassed.sie);
  expect(RSVP_MESSAGES.saved).toBe('Vielen Dank! Ihre Antwort ist gespeichert.');
});

it("turns the server's 'Sie' messages into the chosen form, part by part, and leaves others alone", () => {
  const joined = `${RSVP_MESSAGES.attendingRequired}; ${RSVP_MESSAGES.songWishTooLong}`;
  expect(addressedMessage(joined, 'ihr')).toBe(`Bitte wählt für jede Person „Zusagen“ oder „Absagen“.; ${RSVP_MESSAGES.songWishTooLong}`);
  expect(addressedMessage(RSVP_MESSAGES.deadlinePassed, 'ihr')).toBe('Die Antwortfrist ist abgelaufen. Eure Antwort kann nicht mehr geändert werden.');
  expect(addressedMessage(RSVP_MESSAGES.deadlinePassed, 'sie')).toBe(RSVP_MESSAGES.deadlinePassed);
});

describe('SMS texts', () => {
  it("the reminder and the default templates follow the form of address ('du' is gone)", () => {
    expect(smsReminderTemplate('sie', true)).toMatch(/Wir freuen uns auf Sie!$/);
    expect(smsReminderTemplate('ihr', false)).toMatch(/Wir freuen uns auf euch!$/);
    const sie = smsDefaultTemplates('sie');
    const ihr = smsDefaultTemplates('ihr');
    expect(ihr.map((t) => t.id)).toEqual(sie.map((t) => t.id));
    expect(sie[0].text).toBe('{anrede}! Schön, dass Sie mit uns feiern. Den Tagesablauf und alle Infos finden Sie im Gästeportal. Bis bald!');
    expect(ihr[0].text).toBe('{anrede}! Schön, dass ihr mit uns feiert. Den Tagesablauf und alle Infos findet ihr im Gästeportal. Bis bald!');
    for (const text of [...sie, ...ihr].map((t) => t.text)) expect(text).not.toMatch(/\b(du|dich|dir|dein)\b/);
  });

  it('stays one GSM-7 SMS for usual names and places in both forms', () => {
    const values = { anrede: 'Hallo Anna', event_titel: 'Apéro', event_zeit: '14:30', event_ort: 'Schlossgarten', zeit_bis_event: 'in 2 Stunden 15 Minuten' };
    for (const address of GUEST_ADDRESSES) {
      for (const text of [...smsDefaultTemplates(address).map((t) => t.text), smsReminderTemplate(address, true)]) {
        expect(smsSegments(renderSmsTemplate(text, values).text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      }
    }
  });
});
