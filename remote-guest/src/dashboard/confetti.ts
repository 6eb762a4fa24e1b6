/** The loaded library's reset, kept to end the bursts when the dashboard is left. */
let reset: (() => void) | null = null;
/** Counts stops: a burst whose library was still loading when the page stopped it never starts. */
let stops = 0;

/** Confetti is loaded only when it first fires, so it never weighs on the first load. */
export async function fireConfetti(particleCount: number, origin?: { x: number; y: number }): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const stopsBefore = stops;
  const { default: confetti } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
  reset = () => confetti.reset();
  if (stops !== stopsBefore) return;
  await confetti({ particleCount, spread: particleCount > 100 ? 100 : 60, origin: origin ?? { y: 0.6 }, colors: ['#013220', '#b8975a', '#ffffff', '#e8d5b0'] });
}

/** Ends every burst at once and removes its pieces (on leaving the dashboard). */
export function stopConfetti(): void {
  stops++;
  reset?.();
}
