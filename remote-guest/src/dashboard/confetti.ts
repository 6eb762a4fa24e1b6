/** Confetti is loaded only when it first fires, so it never weighs on the first load. */
export async function fireConfetti(particleCount: number, origin?: { x: number; y: number }): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
  await confetti({ particleCount, spread: particleCount > 100 ? 100 : 60, origin: origin ?? { y: 0.6 }, colors: ['#013220', '#b8975a', '#ffffff', '#e8d5b0'] });
}
