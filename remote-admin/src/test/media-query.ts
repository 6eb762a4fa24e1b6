/**
 * jsdom has no window.matchMedia: a test says whether the window is phone-wide. Every query
 * answers the same (only the admin's one phone breakpoint is asked); returns the undo.
 */
export function mockPhone(phone: boolean) {
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matchMedia = (query: string) => ({
    matches: phone,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    if (previous) Object.defineProperty(window, 'matchMedia', previous);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}
