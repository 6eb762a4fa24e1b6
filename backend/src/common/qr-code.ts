import QRCode from 'qrcode';

/** PNG of a QR code for a personal sign-in link. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' });
}

/** The same code as scalable SVG markup, for printing inside an HTML page (invitation cards). */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
}
