import { fieldName } from '@hochzeit/contracts';

export const INVALID_TEXT_MESSAGES = {
  nul: 'enthält ein Nullzeichen (U+0000), das nicht gespeichert werden kann',
  loneSurrogate: 'enthält ein unvollständiges Unicode-Zeichen (einzelnes Ersatzzeichen)',
} as const;

export interface InvalidText {
  /** Where the text sits: object keys and list positions from the top. */
  path: PropertyKey[];
  problem: keyof typeof INVALID_TEXT_MESSAGES;
}

function textProblem(text: string): InvalidText['problem'] | null {
  if (text.includes('\u0000')) return 'nul';
  // A lone UTF-16 surrogate cannot be written as UTF-8: the database would store U+FFFD instead.
  if (!text.isWellFormed()) return 'loneSurrogate';
  return null;
}

/**
 * The first text in a request value (a key or a string, at any depth) that no text column can
 * hold as sent: a NUL character, or a lone UTF-16 surrogate. Null if there is none.
 */
export function findInvalidText(value: unknown): InvalidText | null {
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return { path, problem };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** The German message for an invalid text, naming its field ("first_name enthält …"). */
export function invalidTextMessage({ path, problem }: InvalidText, fallbackField = 'Eingabe'): string {
  return `${fieldName(path) || fallbackField} ${INVALID_TEXT_MESSAGES[problem]}`;
}
