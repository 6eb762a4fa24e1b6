import { skipToken, useQuery } from '@hochzeit/shared-ui';

export const LINK_COPIED = 'Link kopiert';
export const LINK_NOT_COPIED = 'Der Link konnte nicht kopiert werden.';

/** Puts a link (a personal sign-in link, a preview link) on the clipboard, to paste into a message. */
export async function copyToClipboard(url: string): Promise<void> {
  // Only secure pages (https, localhost) have a clipboard; the types do not say so.
  if (!('clipboard' in navigator)) throw new Error('Zwischenablage nicht verfügbar');
  await navigator.clipboard.writeText(url);
}

/** A link's QR code as an SVG data URL; the qrcode library is loaded only when one is drawn. */
async function qrCodeImage(url: string, margin: number): Promise<string> {
  const module = await import('qrcode');
  // The CommonJS package: its functions sit on `default` in the bundle, on the module itself in tests.
  const qrcode = 'default' in module ? module.default : module;
  const svg = await qrcode.toString(url, { type: 'svg', margin, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The QR code of a link (a personal sign-in link, the gallery's address), made in the browser from
 * the link itself: it never expires, unlike the server's image behind a 15-minute signed address.
 * `margin` is the quiet zone in modules (a printed card wants 2, the wall's corner 1).
 */
export function useQrCode(url: string | null, margin = 2): string | null {
  const { data } = useQuery({ queryKey: ['qrcode', url, margin], queryFn: url ? () => qrCodeImage(url, margin) : skipToken, staleTime: Infinity });
  return data ?? null;
}
