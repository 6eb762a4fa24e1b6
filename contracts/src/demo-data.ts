import { z } from 'zod';

/**
 * What 'Demodaten entfernen' removes, in the order the admin reads it, with the German singular
 * and plural for the summary ("5 Gäste, 1 Menü").
 */
export const DEMO_DATA_PARTS = {
  guests: ['Gast', 'Gäste'],
  guest_groups: ['Gästegruppe', 'Gästegruppen'],
  relation_types: ['Beziehungstyp', 'Beziehungstypen'],
  guest_assignments: ['Gast-Zuordnung', 'Gast-Zuordnungen'],
  menus: ['Menü', 'Menüs'],
  locations: ['Standort', 'Standorte'],
  rooms: ['Zimmer', 'Zimmer'],
  room_assignments: ['Zimmerzuweisung', 'Zimmerzuweisungen'],
  service_providers: ['Dienstleister', 'Dienstleister'],
  provider_documents: ['Dokument', 'Dokumente'],
  timeline_events: ['Eintrag im Tagesplan', 'Einträge im Tagesplan'],
  ticker_messages: ['Laufschrift-Nachricht', 'Laufschrift-Nachrichten'],
  story: ['Hochzeits-Story', 'Hochzeits-Storys'],
  wishlist: ['Wunschliste', 'Wunschlisten'],
  guest_pages: ['Gästeseite', 'Gästeseiten'],
} as const satisfies Record<string, readonly [string, string]>;
export type DemoDataPart = keyof typeof DEMO_DATA_PARTS;

const count = z.number().int().min(0);

/** The reply of the removal: how many records of each kind went, and how many demo records stayed. */
export const DemoDataRemoval = z
  .object({
    removed: z.object(
      Object.fromEntries(Object.keys(DEMO_DATA_PARTS).map((part) => [part, count])) as Record<DemoDataPart, typeof count>,
    ),
    /** Demo records kept because something the couple created still uses them (e.g. their room in a demo location). */
    kept: count,
  })
  .meta({ title: 'DemoDataRemoval' });
export type DemoDataRemoval = z.output<typeof DemoDataRemoval>;

/** "5 Gäste, 1 Menü und 2 Standorte"; null when nothing was removed. */
export function demoDataSummary(removed: Record<DemoDataPart, number>): string | null {
  const parts = (Object.keys(DEMO_DATA_PARTS) as DemoDataPart[])
    .filter((part) => removed[part] > 0)
    .map((part) => `${removed[part]} ${DEMO_DATA_PARTS[part][removed[part] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}`;
}
