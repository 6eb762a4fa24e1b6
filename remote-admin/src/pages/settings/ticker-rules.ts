/** Longest ticker message (spec content §5). */
export const TICKER_MAX = 160;

/** The first problem with a ticker message, or null when it can be saved. */
export function tickerMessageProblem(text: string): string | null {
  if (!text.trim()) return 'Bitte geben Sie eine Nachricht ein';
  if (text.trim().length > TICKER_MAX) return `Nachricht ist zu lang (${text.trim().length}/${TICKER_MAX} Zeichen)`;
  return null;
}
