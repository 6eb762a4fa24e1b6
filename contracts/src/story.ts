import { z } from 'zod';
import { requiredText } from './fields.js';
import { UNKNOWN_BLOCK_TYPE } from './story-constants.js';

export * from './story-constants.js';

/**
 * The couple's story: a tree of content blocks. The server validates a story with these schemas
 * before storing it, the admin story editor builds and checks its blocks with the same ones, and
 * the guest story page renders their types.
 */

/** A message that names the top-level block it is about, counted from 1: "… (Block 2)". */
const inBlock = (text: string) => ({
  error: (issue: { path?: PropertyKey[] }) => {
    const index = issue.path?.find((segment) => typeof segment === 'number');
    return typeof index === 'number' ? `${text} (Block ${index + 1})` : text;
  },
});

export const STORY_BLOCK_TYPES = ['heading', 'text', 'image', 'quote', 'timeline', 'divider', 'link', 'columns'] as const;
/** Inside columns only these block types are allowed. */
export const COLUMN_BLOCK_TYPES = ['heading', 'text', 'image', 'link'] as const;
/** Column ids in order: a columns block with n columns has col-1 … col-n. */
export const COLUMN_IDS = ['col-1', 'col-2', 'col-3', 'col-4'] as const;
export const COLUMN_COUNTS = [2, 3, 4] as const;
export const DIVIDER_STYLES = ['line', 'dots', 'ornament'] as const;
/** Heading levels at the top level and inside columns. */
export const HEADING_LEVELS = [1, 2, 3] as const;
export const COLUMN_HEADING_LEVELS = [2, 3, 4] as const;
const MAX_STORY_BLOCKS = 200;

const STORY_TITLE_REQUIRED = 'Bitte geben Sie einen Titel ein';
const STORY_TITLE_TOO_LONG = 'Der Titel ist zu lang (max. 200 Zeichen)';
export const ONLY_HTTP_URLS = 'Nur http(s)-Adressen sind erlaubt';

const httpAddress = z.url({ protocol: /^https?$/ });
/** Only http(s) addresses (or none yet): a `javascript:` or `data:` link must never reach a guest's browser. */
const httpUrl = z
  .string()
  .trim()
  .max(2000, inBlock('Die Adresse ist zu lang'))
  .refine((value) => value === '' || (/^https?:\/\//i.test(value) && httpAddress.safeParse(value).success), inBlock(ONLY_HTTP_URLS));
const text = (max: number) => z.string().max(max, inBlock(`Text ist zu lang (max. ${max} Zeichen)`));
const blockId = z.string().min(1).max(100);

const headingLevel = (levels: readonly [number, number, number]) => {
  const message = inBlock(`Überschriften-Ebene ${levels[0]} bis ${levels[2]}`);
  return z.number().int(message).min(levels[0], message).max(levels[2], message).default(2);
};

export const HeadingContent = z.object({ text: text(500), level: headingLevel(HEADING_LEVELS) });
const ColumnHeadingContent = z.object({ text: text(500), level: headingLevel(COLUMN_HEADING_LEVELS) });
const TextContent = z.object({ text: text(20_000) });
/** A photo uploaded for the story (POST /api/story/admin/images), served by the portal itself. */
export const STORY_IMAGE_PATH = /^\/api\/story\/images\/[0-9a-f]{32}\.webp$/;
/** An image block shows an http(s) address or a photo uploaded for the story. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, inBlock('Die Adresse ist zu lang'))
  .refine((value) => value === '' || STORY_IMAGE_PATH.test(value) || (/^https?:\/\//i.test(value) && httpAddress.safeParse(value).success), inBlock(ONLY_HTTP_URLS));
export const ImageContent = z.object({ imageUrl, caption: text(500).default('') });
const QuoteContent = z.object({ quote: text(2000), author: text(200).default('') });
const TimelineContent = z.object({ title: text(200), date: text(100).default(''), description: text(2000).default('') });
export const DividerContent = z.object({ style: z.enum(DIVIDER_STYLES, inBlock('Trenner: line, dots oder ornament')) });
const LinkContent = z.object({ url: httpUrl, linkText: text(200), description: text(1000).default('') });

/** A block inside a column: heading (levels 2–4), text, image or link; no position of its own. */
export const ColumnBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ id: blockId, type: z.literal('heading'), content: ColumnHeadingContent }),
    z.object({ id: blockId, type: z.literal('text'), content: TextContent }),
    z.object({ id: blockId, type: z.literal('image'), content: ImageContent }),
    z.object({ id: blockId, type: z.literal('link'), content: LinkContent }),
  ],
  inBlock('In Spalten sind nur Überschrift, Text, Bild und Link erlaubt'),
);

const columnCountMessage = inBlock('Spalten: 2 bis 4');
export const Column = z.object({ id: z.enum(COLUMN_IDS), blocks: z.array(ColumnBlock).max(50) });
export const ColumnsContent = z
  .object({
    columnCount: z.number().int(columnCountMessage).min(2, columnCountMessage).max(4, columnCountMessage),
    columns: z.array(Column).max(4, columnCountMessage),
  })
  .refine((c) => c.columns.length === c.columnCount && c.columns.every((column, i) => column.id === COLUMN_IDS[i]), {
    ...inBlock('Die Spalten passen nicht zur Spaltenanzahl'),
    // Only once count and columns are valid in themselves: a wrong count is reported once, as such.
    when: (payload) => payload.issues.length === 0,
  });

/** `position`: the number of blocks when the block was added. */
const base = { id: blockId, position: z.number().int().min(0).optional() };
export const StoryBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ ...base, type: z.literal('heading'), content: HeadingContent }),
    z.object({ ...base, type: z.literal('text'), content: TextContent }),
    z.object({ ...base, type: z.literal('image'), content: ImageContent }),
    z.object({ ...base, type: z.literal('quote'), content: QuoteContent }),
    z.object({ ...base, type: z.literal('timeline'), content: TimelineContent }),
    z.object({ ...base, type: z.literal('divider'), content: DividerContent }),
    z.object({ ...base, type: z.literal('link'), content: LinkContent }),
    z.object({ ...base, type: z.literal('columns'), content: ColumnsContent }),
  ],
  inBlock(UNKNOWN_BLOCK_TYPE),
);
export const StoryBlocks = z.array(StoryBlock).max(MAX_STORY_BLOCKS, `Zu viele Blöcke (max. ${MAX_STORY_BLOCKS})`);

/** Blocks as stored and edited (every field present). */
export type StoryBlock = z.output<typeof StoryBlock>;
export type ColumnBlock = z.output<typeof ColumnBlock>;
export type Column = z.output<typeof Column>;
export type StoryBlockType = StoryBlock['type'];
export type ColumnBlockType = ColumnBlock['type'];
export type HeadingContent = z.output<typeof HeadingContent>;
type TextContent = z.output<typeof TextContent>;
export type ImageContent = z.output<typeof ImageContent>;

/** Story photos: JPEG, PNG or WebP up to 15 MB, stored as one WebP at most this wide. */
export const STORY_IMAGE_MAX_WIDTH = 1600;
export const STORY_IMAGE_TOO_LARGE = 'Das Foto ist zu groß (höchstens 15 MB).';
/** `POST /api/story/admin/images`: where the uploaded photo is served, for the image block. */
export const StoryImageReply = z.object({ url: z.string() }).meta({ title: 'StoryImageReply' });
export type StoryImageReply = z.output<typeof StoryImageReply>;
type QuoteContent = z.output<typeof QuoteContent>;
type TimelineContent = z.output<typeof TimelineContent>;
export type DividerContent = z.output<typeof DividerContent>;
type LinkContent = z.output<typeof LinkContent>;
export type ColumnsContent = z.output<typeof ColumnsContent>;
/** Blocks as they arrive in the browser (fields with a default may be missing). */
export type StoryBlockJson = z.input<typeof StoryBlock>;
export type ColumnBlockJson = z.input<typeof ColumnBlock>;

/** `PUT /api/story/admin`: the whole story at once; a refused block tree changes nothing. */
export const StoryInput = z.object({
  title: requiredText(200, STORY_TITLE_REQUIRED, STORY_TITLE_TOO_LONG),
  blocks: StoryBlocks,
  is_published: z.boolean().optional(),
});
export type StoryInput = z.output<typeof StoryInput>;

/** `POST /api/story/admin/publish`: true publishes, false hides the story. */
export const StoryPublishInput = z.object({
  is_published: z.boolean({ error: 'is_published muss wahr oder falsch sein' }),
});
export type StoryPublishInput = z.output<typeof StoryPublishInput>;

/** The story as admins edit it. */
export const Story = z
  .object({ title: z.string(), blocks: z.array(StoryBlock), is_published: z.boolean() })
  .meta({ title: 'Story' });
export type Story = z.output<typeof Story>;

/** The published story as guests read it. */
export const GuestStory = z.object({ title: z.string(), blocks: z.array(StoryBlock) }).meta({ title: 'GuestStory' });
export type GuestStory = z.output<typeof GuestStory>;
export type GuestStoryJson = z.input<typeof GuestStory>;

/** A story nobody has written yet. */
export const NEW_STORY: Story = { title: 'Unsere Geschichte', blocks: [], is_published: false };

