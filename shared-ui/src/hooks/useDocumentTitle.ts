import { useEffect } from 'react';

/** What every title ends in when nothing more specific is known. */
export const PRODUCT_NAME = 'Hochzeitsportal';

/** The parts that are set, joined as 'Tagesplan · <Namen des Brautpaars>'. */
export function documentTitle(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ') || PRODUCT_NAME;
}

/**
 * Gives the page its own document title (tab, history, bookmarks, screen readers on navigation):
 * `useDocumentTitle('Gäste', 'Admin', PRODUCT_NAME)` → 'Gäste · Admin · Hochzeitsportal'.
 * Parts that are not known yet (null) are left out, and the title follows when they arrive.
 */
export function useDocumentTitle(...parts: Array<string | null | undefined | false>): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** An admin page's title: 'Gäste · Admin · Hochzeitsportal'. */
export function useAdminTitle(page: string): void {
  useDocumentTitle(page, 'Admin', PRODUCT_NAME);
}
