import { z } from 'zod';

/** Only http(s) addresses: a `javascript:` or `data:` link must never reach a guest's browser. */
const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Die Adresse ist zu lang')
  .refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)), 'Nur http(s)-Adressen sind erlaubt');
const text = (max: number) => z.string().max(max, `Text ist zu lang (max. ${max} Zeichen)`);
const blockId = z.string().min(1).max(100);

const headingContent = (min: number, max: number) =>
  z.object({
    text: text(500),
    level: z.number().int().min(min, `Überschriften-Ebene ${min} bis ${max}`).max(max, `Überschriften-Ebene ${min} bis ${max}`).default(2),
  });
const textContent = z.object({ text: text(20_000) });
const imageContent = z.object({ imageUrl: httpUrl, caption: text(500).default('') });
const linkContent = z.object({ url: httpUrl, linkText: text(200), description: text(1000).default('') });

/** Inside columns: heading (levels 2–4), text, image or link only (spec content §3). */
const columnBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ id: blockId, type: z.literal('heading'), content: headingContent(2, 4) }),
    z.object({ id: blockId, type: z.literal('text'), content: textContent }),
    z.object({ id: blockId, type: z.literal('image'), content: imageContent }),
    z.object({ id: blockId, type: z.literal('link'), content: linkContent }),
  ],
  { error: 'In Spalten sind nur Überschrift, Text, Bild und Link erlaubt' },
);

const COLUMN_IDS = ['col-1', 'col-2', 'col-3', 'col-4'] as const;
const columnsContent = z
  .object({
    columnCount: z.number().int().min(2, 'Spalten: 2 bis 4').max(4, 'Spalten: 2 bis 4'),
    columns: z.array(z.object({ id: z.enum(COLUMN_IDS), blocks: z.array(columnBlock).max(50) })).max(4, 'Spalten: 2 bis 4'),
  })
  .refine(
    (c) => c.columns.length === c.columnCount && c.columns.every((column, i) => column.id === COLUMN_IDS[i]),
    'Die Spalten passen nicht zur Spaltenanzahl',
  );

const base = { id: blockId, position: z.number().int().min(0).optional() };
export const storyBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...base, type: z.literal('heading'), content: headingContent(1, 3) }),
    z.object({ ...base, type: z.literal('text'), content: textContent }),
    z.object({ ...base, type: z.literal('image'), content: imageContent }),
    z.object({ ...base, type: z.literal('quote'), content: z.object({ quote: text(2000), author: text(200).default('') }) }),
    z.object({ ...base, type: z.literal('timeline'), content: z.object({ title: text(200), date: text(100).default(''), description: text(2000).default('') }) }),
    z.object({ ...base, type: z.literal('divider'), content: z.object({ style: z.enum(['line', 'dots', 'ornament'], { error: 'Trenner: line, dots oder ornament' }) }) }),
    z.object({ ...base, type: z.literal('link'), content: linkContent }),
    z.object({ ...base, type: z.literal('columns'), content: columnsContent }),
  ],
  { error: 'Unbekannter Block-Typ' },
);

export const storyBlocksSchema = z.array(storyBlockSchema).max(200, 'Zu viele Blöcke (max. 200)');
export type StoryBlock = z.infer<typeof storyBlockSchema>;

/** The blocks as they will be stored, or a German message naming the first problem. */
export function parseStoryBlocks(blocks: unknown): { ok: true; blocks: StoryBlock[] } | { ok: false; message: string } {
  const result = storyBlocksSchema.safeParse(blocks);
  if (result.success) return { ok: true, blocks: result.data };
  const issue = result.error.issues[0];
  const index = typeof issue.path[0] === 'number' ? ` (Block ${issue.path[0] + 1})` : '';
  return { ok: false, message: `${issue.message}${index}` };
}
