import { createRequire } from 'node:module';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type german from 'hyphen/de-1996/index.js';

/**
 * The German patterns load with the first PDF, not with the server: they are ~6 MB of the heap, and
 * most servers print seldom (docs/decisions/0015-first-paint-and-small-server.md).
 */
let patterns: typeof german | undefined;
const germanPatterns = () => (patterns ??= createRequire(import.meta.url)('hyphen/de-1996/index.js') as typeof german);

/** The soft hyphen: invisible unless Chromium breaks the line there, then printed as '-'. */
export const SOFT_HYPHEN = '\u00AD';

/**
 * A word with anything but letters, apostrophes, hyphens and closing punctuation in it: an e-mail
 * address, a phone number, a URL, a date, a room number. Those are never hyphenated (a hyphen in
 * them would be read as part of them).
 */
const NOT_A_WORD = /[^\p{L}\p{M}'’\-.,;:!?)»“"(«„]|[.:]\p{L}/u;

/**
 * Words shorter than this fit the narrowest column (9 % of A4, about 8 letters) and stay as they
 * are: a soft hyphen splits a word in a PDF's text (search, copy), so only long words carry them.
 */
const MIN_WORD = 10;

/**
 * German text with soft hyphens at the syllables the German (1996) patterns allow, so a narrow PDF
 * column breaks 'Musik-wunsch' instead of cutting 'Musikwunsc / h': headless Chromium has no
 * hyphenation dictionaries (CSS `hyphens: auto` does nothing there), so the PDFs hyphenate here.
 */
export function hyphenateGerman(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (part.length >= MIN_WORD && !NOT_A_WORD.test(part) ? hyphenateWord(part) : part))
    .join('');
}

/** Words seen lately and their syllables: a long list repeats its menus, allergies and guest types (about 20 µs a word saved). */
const seen = new Map<string, string>();

function hyphenateWord(word: string): string {
  let done = seen.get(word);
  if (done === undefined) {
    done = germanPatterns().hyphenateSync(word, { minWordLength: MIN_WORD });
    // Bounded: a server that prints for months keeps no more than this.
    if (seen.size >= 5000) seen.clear();
    seen.set(word, done);
  }
  return done;
}

/** Every text in the elements hyphenated (see hyphenateGerman); other props (e-mails in a list…) stay as they are. */
export function hyphenateNode(node: ReactNode): ReactNode {
  if (typeof node === 'string') return hyphenateGerman(node);
  if (Array.isArray(node)) return node.map(hyphenateNode);
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined) {
    const { children } = node.props;
    // Children written side by side in JSX stay arguments of their own (an array would need keys).
    const hyphenated = Array.isArray(children) ? children.map(hyphenateNode) : [hyphenateNode(children)];
    return cloneElement(node as ReactElement<{ children?: ReactNode }>, undefined, ...hyphenated);
  }
  return node;
}
