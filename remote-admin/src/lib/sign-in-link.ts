import { useEffect, useState } from 'react';

export const LINK_COPIED = 'Link kopiert';
export const LINK_NOT_COPIED = 'Der Link konnte nicht kopiert werden.';

/** Puts a link (a personal sign-in link, a preview link) on the clipboard, to paste into a message. */
export async function copyToClipboard(url: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Zwischenablage nicht verfügbar');
  await navigator.clipboard.writeText(url);
}

/**
 * The QR code of a sign-in link as an SVG data URL, made in the browser from the link itself: it
 * never expires, unlike the server's image behind a 15-minute signed address. The qrcode library
 * is loaded only here.
 */
export function useQrCode(url: string | null): string | null {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then((module) => {
        const qrcode = ('default' in module ? module.default : module) as typeof import('qrcode');
        return qrcode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      })
      .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return qr;
}
