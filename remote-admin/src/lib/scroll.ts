/** Scrolls `element` into view where the browser can (jsdom, which runs the tests, cannot). */
export function scrollIntoView(element: Element | null, options: ScrollIntoViewOptions): void {
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView(options);
}
