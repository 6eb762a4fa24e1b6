import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with a transpiled default export.
type JsQr = typeof import('jsqr').default;
const jsQR: JsQr = (jsQRModule as unknown as { default?: JsQr }).default ?? (jsQRModule as unknown as JsQr);

/** Decodes a QR-code PNG, so tests check what a phone camera would read. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
