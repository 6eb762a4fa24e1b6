import { EmptyState } from '@hochzeit/shared-ui/toolkit';

/** Admin areas whose feature has not been built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <EmptyState title="Dieser Bereich folgt in Kürze." />
    </section>
  );
}
