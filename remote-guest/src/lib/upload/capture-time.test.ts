import { readCaptureTime, withCaptureTime } from './capture-time';

// An 8×8 JPEG written by sharp (libvips) with a camera's EXIF, little-endian: DateTime 18:00:00 in
// IFD0, DateTimeOriginal 16:42:07 and OffsetTimeOriginal +02:00 in the EXIF IFD.
const CAMERA_JPEG =
  '/9j/4QEkRXhpZgAASUkqAAgAAAAIAA8BAgAHAAAAkgAAABIBAwABAAAAAQAAABoBBQABAAAAbgAAABsBBQABAAAAdgAAACgBAwABAAAAAgAAADIBAgAUAAAAfgAAABMCAwABAAAAAQAAAGmHBAABAAAAmgAAAAAAAAA4YwAA6AMAADhjAADoAwAAMjAyNjowNjoxMyAxODowMDowMABLYW1lcmEAAAgAAJAHAAQAAAAwMjEwA5ACABQAAAAAAQAAEZACAAcAAAAUAQAAAZEHAAQAAAABAgMAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAAAqAEAAEAAAAIAAAAA6AEAAEAAAAIAAAAAAAAADIwMjY6MDY6MTMgMTY6NDI6MDcAKzAyOjAwAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC4CaKv/9k=';
const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** The same image as a canvas writes it: a JFIF APP0 block and no EXIF. */
function asCanvasWritesIt(jpeg: Uint8Array): Uint8Array<ArrayBuffer> {
  const app1Length = (jpeg[4] << 8) | jpeg[5];
  const rest = jpeg.subarray(4 + app1Length);
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return Uint8Array.from([0xff, 0xd8, ...jfif, ...rest]);
}

it("reads a camera's DateTimeOriginal and its zone, not the file's DateTime", () => {
  expect(readCaptureTime(bytes(CAMERA_JPEG))).toEqual({ wall: '2026:06:13 16:42:07', offset: '+02:00' });
});

it('finds nothing in a JPEG without EXIF or in what is no JPEG', () => {
  const plain = asCanvasWritesIt(bytes(CAMERA_JPEG));
  expect(readCaptureTime(plain)).toBeNull();
  expect(readCaptureTime(new TextEncoder().encode('GIF89a……'))).toBeNull();
  expect(readCaptureTime(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toBeNull();
});

it('writes the capture time into a JPEG without metadata: an EXIF block first, the JFIF block dropped, the image data unchanged', () => {
  const plain = asCanvasWritesIt(bytes(CAMERA_JPEG));
  const written = withCaptureTime(plain, { wall: '2026:06:13 16:42:07', offset: '+02:00' });
  expect([...written.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
  expect(new TextDecoder().decode(written.subarray(6, 10))).toBe('Exif');
  expect(readCaptureTime(written)).toEqual({ wall: '2026:06:13 16:42:07', offset: '+02:00' });
  const imageData = plain.subarray(2 + 18);
  expect([...written.subarray(written.length - imageData.length)]).toEqual([...imageData]);

  // Without a zone only the wall time is written.
  expect(readCaptureTime(withCaptureTime(plain, { wall: '2025:01:02 03:04:05', offset: null }))).toEqual({ wall: '2025:01:02 03:04:05', offset: null });
});
