/**
 * The ticker's limits and messages without zod, so the guest bundle can import them as values
 * (`@hochzeit/contracts/ticker-constants`).
 */

/** Longest ticker message, in characters. */
export const TICKER_MESSAGE_MAX_LENGTH = 160;
/** Ticker messages are shown one after another, joined with this. */
export const TICKER_SEPARATOR = ' - ';

export const TICKER_MESSAGE_REQUIRED = 'Bitte geben Sie eine Nachricht ein';
export const tickerMessageTooLong = (length: number) => `Nachricht ist zu lang (${length}/${TICKER_MESSAGE_MAX_LENGTH} Zeichen)`;
