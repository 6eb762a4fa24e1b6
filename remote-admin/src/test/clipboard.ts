import { jest } from '@jest/globals';

/** A stand-in for navigator.clipboard: records what was copied, or refuses (no permission). */
export function mockClipboard({ refuse = false } = {}) {
  const writeText = jest.fn((_text: string) => (refuse ? Promise.reject(new DOMException('Nicht erlaubt', 'NotAllowedError')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
