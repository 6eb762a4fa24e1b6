import QRCode from 'qrcode';

/** PNG of a QR code for a personal sign-in link. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' });
}
