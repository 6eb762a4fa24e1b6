/** The spec's loading text; `role="status"` so screen readers announce it. */
export function Loading({ text = 'Lade...' }: { text?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {text}
    </p>
  );
}
