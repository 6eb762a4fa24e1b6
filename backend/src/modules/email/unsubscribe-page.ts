import { createHash } from 'node:crypto';
import { EMAIL_UNSUBSCRIBE_BUTTON, EMAIL_UNSUBSCRIBE_TITLE } from '@hochzeit/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}button{font:inherit;padding:.75rem 1.25rem;min-height:44px;border-radius:6px;border:1px solid #8a5a44;background:#8a5a44;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #222;outline-offset:2px}';

/**
 * The page's own policy: nothing loads, no script runs, the one style block is allowed by its
 * hash, and the form may post only to the portal itself.
 */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * A minimal German page rendered by the backend (no shell, no script): the question with a button
 * whose form posts the confirmation (`form` set), or the outcome alone. A link scanner that opens
 * the link only reads; nothing is changed before the button is pressed.
 */
export function unsubscribePage(message: string, form?: { action: string }): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(EMAIL_UNSUBSCRIBE_BUTTON)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(EMAIL_UNSUBSCRIBE_TITLE)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(EMAIL_UNSUBSCRIBE_TITLE)}</h1><p>${escapeHtml(message)}</p>${button}</main></body></html>
`;
}
