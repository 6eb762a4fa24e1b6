import { jest } from '@jest/globals';

/** A stand-in for navigator.clipboard: records what was copied, or refuses (no permission). */
export function mockClipboard({ refuse = false } = {}) {
  const writeText = jest.fn(async (_text: string) => {
    if (refuse) throw new DOMException('Nicht erlaubt', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
