import { SMS_MESSAGES, smsSegments } from '@hochzeit/contracts/sms-text';
import { batchInState, checkDraft, counterText, doubleWidthCharacters, markUnknown, unicodeHint } from './sms-model';

const figures = (text: string) => smsSegments(text);

describe('counter', () => {
  it('counts GSM-7 as 160 per SMS, 153 per part beyond', () => {
    expect(counterText(figures(''))).toBe('0 / 160 Zeichen · 0 SMS (GSM-7)');
    expect(counterText(figures('x'.repeat(123)))).toBe('123 / 160 Zeichen · 1 SMS (GSM-7)');
    expect(counterText(figures('x'.repeat(307)))).toBe('307 / 459 Zeichen · 3 SMS (GSM-7)');
    expect(unicodeHint(figures('Grüezi, schön!'))).toBeNull();
  });

  it('counts an extension character twice and names it', () => {
    expect(counterText(figures('€'.repeat(80)))).toBe('160 / 160 Zeichen · 1 SMS (GSM-7)');
    expect(counterText(figures('€'.repeat(80) + 'x'))).toBe('161 / 306 Zeichen · 2 SMS (GSM-7)');
    expect(doubleWidthCharacters('[Apéro] 5€ {x}')).toEqual(['[', ']', '€', '{', '}']);
  });

  it('switches to UCS-2 for typographic quotes and emoji and names the characters', () => {
    const quoted = figures('„Prost“ 😀');
    expect(counterText(quoted)).toBe('10 / 70 Zeichen · 1 SMS (UCS-2)');
    expect(unicodeHint(quoted)).toBe('Erzwingt Unicode (70 Zeichen je SMS): „ “ 😀');
    expect(counterText(figures('–'.repeat(71)))).toBe('71 / 134 Zeichen · 2 SMS (UCS-2)');
  });
});

it('marks every occurrence of the unknown placeholders', () => {
  expect(markUnknown('Hallo {Vorname} und {x}, {Vorname}!', ['{Vorname}', '{x}'])).toEqual([
    { text: 'Hallo ', unknown: false },
    { text: '{Vorname}', unknown: true },
    { text: ' und ', unknown: false },
    { text: '{x}', unknown: true },
    { text: ', ', unknown: false },
    { text: '{Vorname}', unknown: true },
    { text: '!', unknown: false },
  ]);
  expect(markUnknown('Hallo', [])).toEqual([{ text: 'Hallo', unknown: false }]);
});

describe('checkDraft', () => {
  const none = { guestTypes: [], guestIds: [], numbersText: '' };
  it('asks for text and recipients with the contract messages', () => {
    expect(checkDraft('send', '  ', { tab: 'types', ...none })).toEqual({ message: SMS_MESSAGES.textRequired, recipients: SMS_MESSAGES.guestTypeRequired });
    expect(checkDraft('preview', '', { tab: 'guests', ...none })).toEqual({ message: SMS_MESSAGES.previewTextRequired, recipients: SMS_MESSAGES.guestsRequired });
    expect(checkDraft('send', 'Hallo', { tab: 'numbers', ...none, numbersText: ' \n+\n\n' })).toEqual({ recipients: SMS_MESSAGES.noValidNumbers });
    expect(checkDraft('send', 'Hallo', { tab: 'numbers', ...none, numbersText: '\n+41 79 123 45 67\n' })).toEqual({});
  });
});

describe('batchInState (the dashboard message figures as history filters)', () => {
  const counts = { queued: 0, sending: 0, sent: 2, delivered: 0, failed: 0, undelivered: 0, unclear: 0 };
  const base = { channel: 'twilio' as const, email_channel: 'smtp' as const, media: { sms: 2, email: 0 }, failed: 0, counts };
  it('outbox: SMS of a batch without Twilio, or e-mails of one without SMTP', () => {
    expect(batchInState(base, 'outbox')).toBe(false);
    expect(batchInState({ ...base, channel: 'outbox' }, 'outbox')).toBe(true);
    expect(batchInState({ ...base, channel: 'outbox', media: { sms: 0, email: 1 } }, 'outbox')).toBe(false);
    expect(batchInState({ ...base, email_channel: 'outbox', media: { sms: 0, email: 1 } }, 'outbox')).toBe(true);
  });
  it('failed and unclear follow the counts', () => {
    expect(batchInState(base, 'failed')).toBe(false);
    expect(batchInState({ ...base, failed: 1 }, 'failed')).toBe(true);
    expect(batchInState(base, 'unclear')).toBe(false);
    expect(batchInState({ ...base, counts: { ...counts, sending: 1, unclear: 1 } }, 'unclear')).toBe(true);
  });
});
