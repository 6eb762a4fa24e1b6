/** qrcode loads with the first code asked for, not with the server (docs/decisions/0015-first-paint-and-small-server.md). */
const qrcode = async () => (await import('qrcode')).default;

/** PNG of a QR code for a personal sign-in link. */
export async function qrCodePng(url: string): Promise<Buffer> {
  return (await qrcode()).toBuffer(url, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' });
}

/** The same code as scalable SVG markup, for printing inside an HTML page (invitation cards). */
export async function qrCodeSvg(url: string): Promise<string> {
  return (await qrcode()).toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
}
