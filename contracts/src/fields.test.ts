import { z } from 'zod';
import { calendarDate, commaList, id, instant, optionalChoice, optionalEmail, optionalPhone, optionalText, queryId, queryInteger, requiredText, textList, textOrEmpty, timestamp } from './fields.js';

/** The messages a failed parse gives, or the parsed value. */
const outcome = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((issue) => issue.message) };
};

describe('requiredText', () => {
  const name = requiredText(5, 'Name fehlt', 'Name zu lang');

  it('trims, and answers a missing, non-text or blank value with its message', () => {
    expect(outcome(name, '  Anna ')).toEqual({ value: 'Anna' });
    for (const value of [undefined, null, 42, '', '   ']) expect(outcome(name, value)).toEqual({ messages: ['Name fehlt'] });
  });

  it('counts the length after trimming', () => {
    expect(outcome(name, ' Anna5 ')).toEqual({ value: 'Anna5' });
    expect(outcome(name, 'Anna56')).toEqual({ messages: ['Name zu lang'] });
  });
});

describe('optional fields', () => {
  it('store an empty or blank text, null and a missing value as null', () => {
    const note = optionalText(10);
    expect(outcome(note, '  ')).toEqual({ value: null });
    expect(outcome(note, null)).toEqual({ value: null });
    expect(outcome(note, undefined)).toEqual({ value: undefined });
    expect(outcome(note, ' Hallo ')).toEqual({ value: 'Hallo' });
  });

  it('accept a choice from the list or nothing, and refuse anything else with the message', () => {
    const side = optionalChoice(['bride', 'groom'], 'Seite ungültig');
    expect(outcome(side, 'groom')).toEqual({ value: 'groom' });
    expect(outcome(side, '')).toEqual({ value: null });
    expect(outcome(side, 'both')).toEqual({ messages: ['Seite ungültig'] });
  });

  it('check an e-mail address', () => {
    expect(outcome(optionalEmail(), 'anna@example.ch')).toEqual({ value: 'anna@example.ch' });
    expect(outcome(optionalEmail(), '')).toEqual({ value: null });
    expect(outcome(optionalEmail(), 'anna@')).toEqual({ messages: ['E-Mail-Adresse ist ungültig'] });
  });

  it('keep text stored as empty text when cleared', () => {
    expect(outcome(textOrEmpty(10), null)).toEqual({ value: '' });
    expect(outcome(textOrEmpty(10), ' x ')).toEqual({ value: 'x' });
    expect(outcome(textOrEmpty(10), undefined)).toEqual({ value: undefined });
  });
});

describe('lists', () => {
  it('drop empty entries of a list and of comma text', () => {
    expect(outcome(textList(), ['Nüsse', ' ', ' Gluten '])).toEqual({ value: ['Nüsse', 'Gluten'] });
    expect(outcome(commaList(), 'Nüsse, , Gluten')).toEqual({ value: ['Nüsse', 'Gluten'] });
  });

  it('refuse too many or too long entries', () => {
    expect(outcome(textList(2), ['a', 'b', 'c']).messages).toHaveLength(1);
    expect(outcome(commaList(30, 3), 'Nüsse')).toEqual({ messages: ['ist zu lang'] });
  });
});

describe('ids', () => {
  it('accept positive integers up to the largest id', () => {
    expect(outcome(id('Ungültig'), 1)).toEqual({ value: 1 });
    for (const value of [0, -1, 1.5, 2_147_483_648, '1']) expect(outcome(id('Ungültig'), value)).toEqual({ messages: ['Ungültig'] });
  });

  it('read only plain decimal text from a query string', () => {
    expect(outcome(queryId(), '42')).toEqual({ value: 42 });
    expect(outcome(queryId(), '')).toEqual({ value: undefined });
    for (const text of ['0x10', ' 1', '1e3', '07', '-3']) expect(outcome(queryId(), text)).toHaveProperty('messages');
    expect(outcome(queryInteger(1, 100, 20), undefined)).toEqual({ value: 20 });
    expect(outcome(queryInteger(1, 100, 20), '101')).toHaveProperty('messages');
  });
});

describe('dates', () => {
  it('take an instant only with its offset, and only in the years 1000 to 9999', () => {
    expect(outcome(instant(), '2025-06-07T14:00:00+02:00')).toEqual({ value: '2025-06-07T14:00:00+02:00' });
    expect(outcome(instant(), '2025-06-07T12:00:00Z')).toEqual({ value: '2025-06-07T12:00:00Z' });
    for (const text of ['2025-06-07T14:00:00', '0999-12-31T00:00:00Z', '2025-06-07']) expect(outcome(instant('Zeitpunkt ungültig'), text)).toEqual({ messages: ['Zeitpunkt ungültig'] });
  });

  it('take a calendar day as YYYY-MM-DD', () => {
    expect(outcome(calendarDate(), '2025-06-07')).toEqual({ value: '2025-06-07' });
    expect(outcome(calendarDate('Datum ungültig'), '07.06.2025')).toEqual({ messages: ['Datum ungültig'] });
    expect(outcome(calendarDate('Datum ungültig'), '2025-02-30')).toEqual({ messages: ['Datum ungültig'] });
  });

  it('keep a timestamp a Date on the server and ISO text on the wire', () => {
    const at = timestamp();
    expect(at.decode('2025-06-07T14:00:00+02:00')).toEqual(new Date('2025-06-07T12:00:00Z'));
    expect(at.encode(new Date('2025-06-07T12:00:00Z'))).toBe('2025-06-07T12:00:00.000Z');
  });
});

describe('optionalPhone', () => {
  const mobile = optionalPhone('Mobilnummer enthält ungültige Zeichen');

  it('accepts Swiss numbers written nationally and numbers with + or 00, stored as written', () => {
    for (const text of ['079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', '044 123 45 67', '0049 170 1234567', '+49 170 1234567', '+43 664 1234567', '41791112234', '491701234567', '+41 (0)79 123 45 67', '079/123.45-67']) {
      expect(outcome(mobile, ` ${text} `)).toEqual({ value: text });
    }
  });

  it('stores an empty or blank number as null', () => {
    expect(outcome(mobile, '  ')).toEqual({ value: null });
    expect(outcome(mobile, null)).toEqual({ value: null });
  });

  it('refuses letters, too few or too many digits and unknown numbering with its message', () => {
    for (const text of ['079 abc', '079 12', '12', '+41 79 123 45 67 8', '+999 123 456 789', 'tel. 079 123 45 67']) {
      expect(outcome(mobile, text)).toEqual({ messages: ['Mobilnummer enthält ungültige Zeichen'] });
    }
  });
});
