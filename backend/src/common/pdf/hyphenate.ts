import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import german from 'hyphen/de-1996/index.js';

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
    .map((part) => (part.trim() && !NOT_A_WORD.test(part) ? german.hyphenateSync(part, { minWordLength: MIN_WORD }) : part))
    .join('');
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
