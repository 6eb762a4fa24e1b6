import { COLUMN_IDS, type ColumnBlock, type ColumnBlockType, type ColumnsContent, type StoryBlock, type StoryBlockType } from '@hochzeit/contracts';

export const BLOCK_LABELS: Record<StoryBlockType, string> = {
  heading: 'Überschrift',
  text: 'Text',
  image: 'Bild',
  quote: 'Zitat',
  timeline: 'Timeline-Punkt',
  divider: 'Trenner',
  link: 'Link',
  columns: 'Spalten',
};

let counter = 0;
export const newBlockId = () => `b-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Default content on creation; the blocks that may also sit in a column share theirs. */
const TEXT = { text: 'Hier steht Ihr Text...' };
const IMAGE = { imageUrl: '', caption: '' };
const LINK = { url: '', linkText: 'Link-Text hier eingeben', description: '' };
const HEADING_TEXT = 'Neue Überschrift';

/** A new top-level block with its default content; `position` is the block count at creation. */
export function newBlock(type: StoryBlockType, position: number): StoryBlock {
  const id = newBlockId();
  switch (type) {
    case 'heading':
      return { id, position, type, content: { text: HEADING_TEXT, level: 2 } };
    case 'text':
      return { id, position, type, content: { ...TEXT } };
    case 'image':
      return { id, position, type, content: { ...IMAGE } };
    case 'quote':
      return { id, position, type, content: { quote: 'Ein schönes Zitat...', author: '' } };
    case 'timeline':
      return { id, position, type, content: { title: 'Timeline-Punkt', date: '', description: 'Beschreibung...' } };
    case 'divider':
      return { id, position, type, content: { style: 'line' } };
    case 'link':
      return { id, position, type, content: { ...LINK } };
    case 'columns':
      return { id, position, type, content: { columnCount: 2, columns: [{ id: 'col-1', blocks: [] }, { id: 'col-2', blocks: [] }] } };
  }
}

/** A new block inside a column (headings there start one level lower). */
export function newColumnBlock(type: ColumnBlockType): ColumnBlock {
  const id = newBlockId();
  switch (type) {
    case 'heading':
      return { id, type, content: { text: HEADING_TEXT, level: 3 } };
    case 'text':
      return { id, type, content: { ...TEXT } };
    case 'image':
      return { id, type, content: { ...IMAGE } };
    case 'link':
      return { id, type, content: { ...LINK } };
  }
}

/** New blocks are appended. */
export function addBlock(blocks: StoryBlock[], type: StoryBlockType): StoryBlock[] {
  return [...blocks, newBlock(type, blocks.length)];
}

/** Swaps a block with its neighbour; the first cannot move up, the last cannot move down. */
export function moveBlock(blocks: StoryBlock[], index: number, direction: -1 | 1): StoryBlock[] {
  const target = index + direction;
  if (target < 0 || target >= blocks.length) return blocks;
  const next = [...blocks];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeBlock(blocks: StoryBlock[], index: number): StoryBlock[] {
  return blocks.filter((_, i) => i !== index);
}

/** The list with the block of the same id replaced by its edited version. */
export function replaceBlock(blocks: StoryBlock[], next: StoryBlock): StoryBlock[] {
  return blocks.map((block) => (block.id === next.id ? next : block));
}

/** Keeps the blocks of remaining columns and drops those of removed columns. */
export function setColumnCount(content: ColumnsContent, count: number): ColumnsContent {
  const columns = Array.from({ length: count }, (_, i) => content.columns[i] ?? { id: COLUMN_IDS[i], blocks: [] });
  return { columnCount: count, columns };
}

export function addColumnBlock(content: ColumnsContent, columnIndex: number, type: ColumnBlockType): ColumnsContent {
  const block = newColumnBlock(type);
  return { ...content, columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: [...c.blocks, block] } : c)) };
}

export function replaceColumnBlock(content: ColumnsContent, columnIndex: number, next: ColumnBlock): ColumnsContent {
  return {
    ...content,
    columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: c.blocks.map((b) => (b.id === next.id ? next : b)) } : c)),
  };
}

export function removeColumnBlock(content: ColumnsContent, columnIndex: number, blockId: string): ColumnsContent {
  return { ...content, columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: c.blocks.filter((b) => b.id !== blockId) } : c)) };
}
